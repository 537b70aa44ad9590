import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SEARCH_TYPES } from '@opengood/contracts';
import { searchPath } from '@opengood/routes';
import { Link } from '@opengood/platform';
import type { SearchPageParams } from './searchApi';

const Nav = styled.nav`
  margin: 16px 0 24px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  overflow-x: auto;
  scrollbar-width: none;
`;

const List = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;
`;

const Tab = styled(Link)`
  display: inline-block;
  padding: 10px 14px;
  border-bottom: 3px solid transparent;
  color: ${(p) => p.theme.colors.muted};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${(p) => p.theme.colors.text};
  }
  &[aria-current='page'] {
    color: ${(p) => p.theme.colors.primary};
    border-bottom-color: ${(p) => p.theme.colors.primary};
  }
`;

/**
 * The result tabs (docs/product/search.md#result-tabs) backed by data (the five search types; the staff tabs are not for visitors). Each
 * keeps the keywords and the place, and starts again without filters, which differ per type.
 */
export function ResultTabs({ params }: { params: SearchPageParams }) {
  const { t } = useTranslation('search');
  const { lang, type: current, parsed } = params;
  return (
    <Nav aria-label={t('tabs.label')}>
      <List>
        {SEARCH_TYPES.map((type) => (
          <li key={type}>
            <Tab
              href={searchPath(lang, type, {
                q: parsed.q,
                locationType: parsed.locationType,
                placeId: parsed.placeId,
                radius: parsed.radius,
              })}
              aria-current={type === current ? 'page' : undefined}
            >
              {t(`tabs.${type}`)}
            </Tab>
          </li>
        ))}
      </List>
    </Nav>
  );
}
