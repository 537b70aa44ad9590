export type { ListingSummary, OrgSummary, PlaceSummary, Salary } from './types';
export { ListingCard } from './ListingCard';
export { formatDate, formatMoney, formatPlace, formatSalary } from './format';
