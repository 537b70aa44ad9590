import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  FACETS_BY_TYPE,
  SEARCH_FILTER_PARAMS,
  type FacetCounts,
  type Lang,
  type SearchFacet,
} from '@opengood/contracts';
import { Button, DateInput, Field, Label } from '@opengood/design-system';
import { useFacetLabel, useFacetName } from '@opengood/feature-listings';
import type { SearchStateEvent } from '@opengood/routes';
import type { SearchPageParams } from './searchApi';
import { activeFilterCount } from './useSearchUpdate';

/** Values shown before "Show more": enough for most facets, short enough to keep the panel scannable. */
export const FACET_VALUES_SHOWN = 5;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 32px;
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0 0 16px;
  border: 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 8px;
  font-weight: 700;
  font-size: ${(p) => p.theme.fontSizes[2]}px;
`;

const Options = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: flex-start;
`;

const Option = styled.label`
  flex: 1;
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 6px 0;
  cursor: pointer;
  line-height: 1.3;
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

const Count = styled.span`
  padding: 6px 0 0 8px;
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  font-variant-numeric: tabular-nums;
`;

/** A date filter: the kit's field, tighter, its label in the panel's small type. */
const DateField = styled(Field)`
  margin-bottom: 8px;
  ${Label} {
    font-weight: normal;
    font-size: ${(p) => p.theme.fontSizes[1]}px;
  }
`;

const LinkButton = styled(Button).attrs({ variant: 'link' as const })`
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
}

/** Chosen values first (in the order chosen), then by count, then by label: what matters stays on top. */
export function orderFacetValues(
  counts: Readonly<Record<string, number>> | undefined,
  selected: readonly string[],
  label: (value: string) => string,
): FacetValue[] {
  const chosen = selected.map((value) => ({ value, count: counts?.[value] ?? 0, selected: true }));
  const others = Object.entries(counts ?? {})
    .filter(([value, count]) => count > 0 && !selected.includes(value))
    .map(([value, count]) => ({ value, count, selected: false }))
    .sort((a, b) => b.count - a.count || label(a.value).localeCompare(label(b.value)));
  return [...chosen, ...others];
}

interface GroupProps {
  facet: SearchFacet;
  lang: Lang;
  counts: Readonly<Record<string, number>> | undefined;
  selected: readonly string[];
  onChange: (event: SearchStateEvent) => void;
}

function FacetGroup({ facet, lang, counts, selected, onChange }: GroupProps) {
  const { t } = useTranslation('search');
  const facetName = useFacetName();
  const facetLabel = useFacetLabel();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const number = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const values = orderFacetValues(counts, selected, (v) => facetLabel(facet, v));
  const group = useRef<HTMLFieldSetElement>(null);
  // Choosing a value moves it to the top of its group, and a moved element loses focus: give it back,
  // so a keyboard user stays on the box just ticked.
  const pendingFocus = useRef<string | null>(null);
  const selectedKey = selected.join(' ');
  useLayoutEffect(() => {
    const value = pendingFocus.current;
    pendingFocus.current = null;
    if (value === null || !group.current) return;
    const input = [...group.current.querySelectorAll('input')].find((i) => i.value === value);
    if (input && document.activeElement !== input) input.focus();
  }, [selectedKey]);
  const choose = (value: string, event: SearchStateEvent) => {
    pendingFocus.current = value;
    onChange(event);
  };
  if (values.length === 0) return null;
  const single = facet === 'locationType';
  // Chosen values always stay visible, however many there are.
  const shown = expanded ? values : values.slice(0, Math.max(FACET_VALUES_SHOWN, selected.length));
  const hidden = values.length - shown.length;
  const name = `${facet}-${listId}`;
  return (
    <Group data-facet={facet} ref={group}>
      <Legend>{facetName(facet)}</Legend>
      <Options id={listId}>
        {single && (
          <Row>
            <Option>
              <input
                type="radio"
                name={name}
                checked={selected.length === 0}
                value=""
                onChange={() => choose('', { type: 'locationTypeChanged', locationType: null })}
              />
              <span>{t('filters.any')}</span>
            </Option>
          </Row>
        )}
        {shown.map(({ value, count, selected: isChosen }) => (
          <Row key={value}>
            <Option>
              <input
                type={single ? 'radio' : 'checkbox'}
                name={name}
                value={value}
                checked={isChosen}
                aria-describedby={`${name}-${value}-count`}
                onChange={() =>
                  choose(
                    value,
                    single
                      ? { type: 'locationTypeChanged', locationType: value }
                      : { type: 'filterToggled', name: facet, value },
                  )
                }
              />
              <span>{facetLabel(facet, value)}</span>
            </Option>
            <Count id={`${name}-${value}-count`}>{number.format(count)}</Count>
          </Row>
        ))}
      </Options>
      {(hidden > 0 || expanded) && values.length > FACET_VALUES_SHOWN && (
        <LinkButton aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('filters.showLess') : t('filters.showMore', { count: hidden })}
        </LinkButton>
      )}
    </Group>
  );
}

function DateGroup({
  parsed,
  onChange,
}: Pick<SearchPageParams, 'parsed'> & { onChange: GroupProps['onChange'] }) {
  const { t } = useTranslation('search');
  const field = (name: 'startsLT' | 'endsGT', label: string) => (
    <DateField label={label}>
      <DateInput
        name={name}
        value={parsed.filters[name]?.[0] ?? ''}
        onChange={(value) => onChange({ type: 'filterValuesChanged', name, values: value ? [value] : [] })}
      />
    </DateField>
  );
  return (
    <Group>
      <Legend>{t('filters.dates')}</Legend>
      {field('endsGT', t('filters.endsAfter'))}
      {field('startsLT', t('filters.startsBefore'))}
    </Group>
  );
}

export interface FilterPanelProps {
  params: SearchPageParams;
  /** The answer's counts per facet of the type (disjunctive: a value's count is the total if chosen). */
  facets: FacetCounts | undefined;
  onChange: (event: SearchStateEvent) => void;
  'data-testid'?: string;
  /** Off in the drawer, whose own title says "Filters". */
  showTitle?: boolean;
}

/** docs/product/search.md#facets: the facets of the search's type, with their counts; every change is a new URL (the state). */
export function FilterPanel({
  params,
  facets,
  onChange,
  'data-testid': testId = 'filter-panel',
  showTitle = true,
}: FilterPanelProps) {
  const { t } = useTranslation('search');
  const { type, lang, parsed } = params;
  const hasDates = SEARCH_FILTER_PARAMS[type].includes('startsLT');
  return (
    <Panel data-testid={testId} role="group" aria-label={t('filters.title')}>
      {(showTitle || activeFilterCount(params) > 0) && (
        <PanelHead>
          {showTitle ? <strong>{t('filters.title')}</strong> : <span />}
          {activeFilterCount(params) > 0 && (
            <LinkButton onClick={() => onChange({ type: 'filtersCleared' })}>
              {t('filters.clearAll')}
            </LinkButton>
          )}
        </PanelHead>
      )}
      {FACETS_BY_TYPE[type].map((facet) => (
        <FacetGroup
          key={facet}
          facet={facet}
          lang={lang}
          counts={facets?.[facet]}
          selected={
            facet === 'locationType'
              ? parsed.locationType
                ? [parsed.locationType]
                : []
              : (parsed.filters[facet] ?? [])
          }
          onChange={onChange}
        />
      ))}
      {hasDates && <DateGroup parsed={parsed} onChange={onChange} />}
    </Panel>
  );
}
