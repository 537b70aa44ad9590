export {
  DataTable,
  sortRows,
  type DataTableProps,
  type DataColumn,
  type SortState,
  type SortDirection,
  type SortValue,
} from './DataTable';
export { EmptyState, type EmptyStateProps } from './EmptyState';
