import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../primitives/Icon';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { Pager } from '../navigation/Pager';
import { EmptyState } from './EmptyState';

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  column: string;
  direction: SortDirection;
}

export type SortValue = string | number | Date | boolean | null | undefined;

export interface DataColumn<Row> {
  /** Stable id of the column (what SortState names). */
  key: string;
  /** The column's name: its header, and the label of the value in the stacked (phone) layout. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Sortable on the page by this value (strings compare in the page's language, numbers as numbers). */
  sortValue?: (row: Row) => SortValue;
  /** Sortable by the caller (server sorting, with `sort` and `onSortChange`) without a sortValue. */
  sortable?: boolean;
  /** Numbers and amounts: 'end'. */
  align?: 'start' | 'end';
  /** The row's title in the stacked layout: first, bold, without a label. */
  primary?: boolean;
  /** Not shown in the stacked layout (a detail that only fits a wide table). */
  hideWhenStacked?: boolean;
  /** A CSS width for the column in the table layout ('12em', '20%'). */
  width?: string;
}

export interface DataTableProps<Row> {
  /** Names the table (its caption): visible unless `captionHidden`. */
  caption: ReactNode;
  /** Names the table's pager ("Pages of Your jobs"); from a text caption by default. */
  pagerLabel?: string;
  captionHidden?: boolean;
  columns: readonly DataColumn<Row>[];
  /** All the rows (sorted and paged here), or the current page's when `totalRows` is given (server paging). */
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Rows per page; 20 by default. */
  pageSize?: number;
  /** Controlled sort (server sorting: `rows` come sorted); else `defaultSort` then the user's choice. */
  sort?: SortState | null;
  defaultSort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Controlled page (1-based); else the table keeps its own. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Server paging: the number of rows in all pages. */
  totalRows?: number;
  /** Shown instead of the table when there are no rows (an EmptyState). */
  empty?: ReactNode;
  /** Rows are being fetched: the table is marked busy and dimmed. */
  busy?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** Below the `sm` breakpoint (768 px) the rows become stacked cards. */
const STACKED = (p: { theme: { breakpoints: readonly string[] } }) =>
  `(max-width: calc(${p.theme.breakpoints[1]} - 0.02px))`;

const Scroll = styled.div`
  overflow-x: auto;
  @media ${STACKED} {
    overflow: visible;
  }
`;

const Table = styled.table<{ $busy: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  line-height: 1.45;
  color: ${(p) => p.theme.colors.text};
  opacity: ${(p) => (p.$busy ? 0.6 : 1)};
  transition: opacity 0.15s;
  caption {
    text-align: start;
    font-size: ${(p) => p.theme.fontSizes[3]}px;
    font-weight: ${(p) => p.theme.fontWeights.semibold};
    padding: 0 0 10px;
  }
  th,
  td {
    padding: 8px 12px;
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  th {
    font-weight: ${(p) => p.theme.fontWeights.semibold};
    color: ${(p) => p.theme.colors.muted};
    background: ${(p) => p.theme.colors.surface};
    white-space: nowrap;
  }
  [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  tbody tr:hover {
    background: #fafbfc;
  }
  @media ${STACKED} {
    &,
    tbody,
    tr,
    td {
      display: block;
    }
    caption {
      display: block;
    }
    thead {
      display: block;
      margin-bottom: 8px;
    }
    /* The sortable headers stay, as a row of sort buttons. */
    thead tr {
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
    }
    th {
      display: none;
      padding: 0;
      border: none;
      background: none;
    }
    th[data-sortable='true'] {
      display: block;
    }
    /* Without a sortable column the header row would be a row with no cells to show: it goes (axe's
       aria-required-children), the stacked cards label their values themselves. */
    thead:not(:has(th[data-sortable='true'])) {
      display: none;
    }
    tbody tr {
      margin: 0 0 10px;
      padding: 10px 12px;
      border: 1px solid ${(p) => p.theme.colors.border};
      border-radius: ${(p) => p.theme.radii[2]}px;
    }
    td {
      display: grid;
      grid-template-columns: minmax(7em, 38%) 1fr;
      gap: 8px;
      padding: 4px 0;
      border: none;
      text-align: start;
    }
    td::before {
      content: attr(data-label);
      color: ${(p) => p.theme.colors.muted};
      font-weight: ${(p) => p.theme.fontWeights.semibold};
    }
    td[data-primary='true'] {
      display: block;
      padding-bottom: 6px;
      font-size: ${(p) => p.theme.fontSizes[2]}px;
      font-weight: ${(p) => p.theme.fontWeights.semibold};
    }
    td[data-primary='true']::before,
    td[data-stacked='false'] {
      display: none;
    }
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin: -4px -6px;
  padding: 4px 6px;
  border: none;
  border-radius: ${(p) => p.theme.radii[1]}px;
  background: none;
  font: inherit;
  font-weight: inherit;
  color: inherit;
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.border};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 0;
  }
  [aria-sort] > & {
    color: ${(p) => p.theme.colors.text};
  }
  svg {
    flex: none;
  }
  @media ${STACKED} {
    margin: 0;
    min-height: 36px;
    padding: 4px 12px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 999px;
    background: #fff;
  }
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes[1]}px;
    font-variant-numeric: tabular-nums;
  }
`;

function compare(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  const empty = (v: SortValue) => v === null || v === undefined || v === '';
  if (empty(a) || empty(b)) return empty(a) === empty(b) ? 0 : empty(a) ? 1 : -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** Rows sorted by a column's sortValue (stable; empty values last in both directions). */
export function sortRows<Row>(
  rows: readonly Row[],
  column: DataColumn<Row> | undefined,
  direction: SortDirection,
  lang: string,
): Row[] {
  const list = [...rows];
  if (!column?.sortValue) return list;
  const collator = new Intl.Collator(lang, { numeric: true, sensitivity: 'base' });
  const value = column.sortValue;
  const sign = direction === 'ascending' ? 1 : -1;
  return list
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((x, y) => {
      const emptyX = x.key === null || x.key === undefined || x.key === '';
      const emptyY = y.key === null || y.key === undefined || y.key === '';
      if (emptyX || emptyY) return emptyX === emptyY ? x.index - y.index : emptyX ? 1 : -1;
      return sign * compare(x.key, y.key, collator) || x.index - y.index;
    })
    .map((x) => x.row);
}

/**
 * A table for data people work with for hours: typed columns, sortable headers (buttons; the sorted column
 * says aria-sort), pages with a Pager and "Rows 1–20 of 57", dense rows with calm rules; under the `sm`
 * breakpoint each row becomes a card whose values carry their column's name. Sorts and pages on the page,
 * or lets the caller do it (`sort`/`onSortChange`, `page`/`onPageChange`/`totalRows`).
 */
export function DataTable<Row>({
  caption,
  pagerLabel,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  pageSize = 20,
  sort,
  defaultSort,
  onSortChange,
  page,
  onPageChange,
  totalRows,
  empty,
  busy = false,
  className,
  'data-testid': testId,
}: DataTableProps<Row>) {
  const { t, i18n } = useTranslation('designSystem');
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort ?? null);
  const [ownPage, setOwnPage] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const currentSort = sort !== undefined ? sort : ownSort;
  const serverPaged = totalRows !== undefined;
  const total = totalRows ?? rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const currentPage = Math.min(Math.max(1, page ?? ownPage), pageCount);

  const sorted = useMemo(() => {
    if (sort !== undefined || !currentSort) return [...rows];
    return sortRows(
      rows,
      columns.find((c) => c.key === currentSort.column),
      currentSort.direction,
      lang,
    );
  }, [rows, columns, currentSort, sort, lang]);
  const visible = serverPaged ? sorted : sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize);

  const goTo = (next: number) => {
    if (page === undefined) setOwnPage(next);
    onPageChange?.(next);
  };
  const sortBy = (column: DataColumn<Row>) => {
    const direction: SortDirection =
      currentSort?.column === column.key && currentSort.direction === 'ascending'
        ? 'descending'
        : 'ascending';
    const next = { column: column.key, direction };
    if (sort === undefined) setOwnSort(next);
    onSortChange?.(next);
    setAnnouncement(
      `${column.header}, ${direction === 'ascending' ? t('table.sortedAscending') : t('table.sortedDescending')}`,
    );
    if (currentPage !== 1) goTo(1);
  };

  if (total === 0 && !busy) {
    return <>{empty ?? <EmptyState title={t('table.empty')} headingLevel={3} />}</>;
  }
  const n = (value: number) => new Intl.NumberFormat(lang).format(value);
  const from = (currentPage - 1) * pageSize + 1;
  const to = Math.min(total, currentPage * pageSize);
  return (
    <div className={className} data-testid={testId}>
      <Scroll>
        <Table role="table" aria-busy={busy || undefined} $busy={busy}>
          <caption>{captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => {
                const sortable = Boolean(column.sortValue || column.sortable);
                const sortedHere = currentSort?.column === column.key ? currentSort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    role="columnheader"
                    scope="col"
                    aria-sort={sortedHere}
                    data-align={column.align}
                    data-sortable={sortable}
                    style={column.width ? { width: column.width } : undefined}
                  >
                    {sortable ? (
                      <SortButton type="button" onClick={() => sortBy(column)}>
                        {column.header}
                        <Icon
                          name="chevronDown"
                          size={14}
                          style={{
                            opacity: sortedHere ? 1 : 0.35,
                            transform: sortedHere === 'ascending' ? 'rotate(180deg)' : undefined,
                          }}
                        />
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {visible.map((row) => (
              <tr key={rowKey(row)} role="row">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    role="cell"
                    data-label={column.header}
                    data-align={column.align}
                    data-primary={column.primary || undefined}
                    data-stacked={column.hideWhenStacked ? 'false' : undefined}
                  >
                    <span>{column.cell(row)}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <Foot>
        <p>{t('table.rows', { from: n(from), to: n(to), total: n(total) })}</p>
        <Pager
          page={currentPage}
          pageCount={pageCount}
          onPageChange={goTo}
          label={
            pagerLabel ?? (typeof caption === 'string' ? t('pager.labelOf', { name: caption }) : undefined)
          }
        />
      </Foot>
    </div>
  );
}
