import type { ListingType } from '@opengood/contracts';
import { userDashboardPath } from '@opengood/routes';

/** The saved-items tabs in the URL (`tab`): one per listing type, then the saved searches. */
export const SAVED_TABS = ['jobs', 'internships', 'volunteering', 'events', 'searches'] as const;
export type SavedTab = (typeof SAVED_TABS)[number];

export const TAB_TYPES: Record<Exclude<SavedTab, 'searches'>, ListingType> = {
  jobs: 'JOB',
  internships: 'INTERNSHIP',
  volunteering: 'VOLOP',
  events: 'EVENT',
};

export interface SavedItemsParams {
  section: 'saved-items';
  tab: SavedTab;
  /** From 1. */
  page: number;
}

/** `tab` and `page` of the URL; an unknown tab is the first, a page that is not a whole number ≥ 1 is 1. */
export function savedItemsParams(search: URLSearchParams): SavedItemsParams {
  const tab = search.get('tab');
  const page = search.get('page');
  return {
    section: 'saved-items',
    tab: (SAVED_TABS as readonly string[]).includes(tab ?? '') ? (tab as SavedTab) : 'jobs',
    page: page !== null && /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1,
  };
}

/** The URL of a tab's page (the first tab and page 1 are left out). */
export function savedItemsHref(tab: SavedTab, page = 1): string {
  const query = new URLSearchParams();
  if (tab !== 'jobs') query.set('tab', tab);
  if (page > 1) query.set('page', String(page));
  const qs = query.toString();
  return userDashboardPath('saved-items') + (qs ? `?${qs}` : '');
}
