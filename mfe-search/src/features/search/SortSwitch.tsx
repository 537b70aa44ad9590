import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SEARCH_SORTS, type SearchSort } from '@opengood/contracts';
import type { SearchStateEvent } from '@opengood/routes';
import { labelHiddenOnPhones } from './phoneStyles';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const Label = styled.span`
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  ${labelHiddenOnPhones}
`;

const Segments = styled.div`
  display: inline-flex;
  padding: 2px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[4]}px;
  background: ${(p) => p.theme.colors.surface};
`;

const Segment = styled.button`
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  font-weight: 600;
  min-height: 32px;
  padding: 4px 12px;
  border: 0;
  border-radius: ${(p) => p.theme.radii[4]}px;
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
`;

/** docs/product/search.md#paging-and-sort: relevance (the default, no parameter) or newest. */
export function SortSwitch({
  sort,
  onChange,
}: {
  sort: SearchSort;
  onChange: (e: SearchStateEvent) => void;
}) {
  const { t } = useTranslation('search');
  return (
    <Group role="group" aria-labelledby="search-sort-label">
      <Label id="search-sort-label">{t('sort.label')}</Label>
      <Segments>
        {SEARCH_SORTS.map((option) => (
          <Segment
            key={option}
            type="button"
            aria-pressed={option === sort}
            onClick={() => option !== sort && onChange({ type: 'sortChanged', sort: option })}
          >
            {t(`sort.${option}`)}
          </Segment>
        ))}
      </Segments>
    </Group>
  );
}
