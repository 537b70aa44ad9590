import { isLang, type Lang } from '@opengood/contracts';
import { pathSegments } from './path-segments';

/**
 * The staff result tabs of the search page (docs/product/search.md#result-tabs): Users, Invoices, Payments
 * and Donations, each at `/{lang}/{segment}` beside the search types' pages. Only staff see them; for
 * anyone else the address answers like an unknown page. Always prefixed: the unprefixed English words
 * (`/invoices`) are the organisation dashboard's.
 */
export const STAFF_TABS = ['USERS', 'INVOICES', 'PAYMENTS', 'DONATIONS'] as const;
export type StaffTab = (typeof STAFF_TABS)[number];

export const STAFF_TAB_SEGMENTS: Readonly<Record<Lang, Readonly<Record<StaffTab, string>>>> = {
  en: { USERS: 'users', INVOICES: 'invoices', PAYMENTS: 'payments', DONATIONS: 'donations' },
  es: { USERS: 'usuarios', INVOICES: 'facturas', PAYMENTS: 'pagos', DONATIONS: 'donaciones' },
  pt: { USERS: 'usuarios', INVOICES: 'faturas', PAYMENTS: 'pagamentos', DONATIONS: 'doacoes' },
};

export interface StaffTabMatch {
  lang: Lang;
  tab: StaffTab;
}

/** `/{lang}/{segment}[?q=…&page=…]`: the keywords and the one-based page, left out when empty or first. */
export function staffTabPath(lang: Lang, tab: StaffTab, query: { q?: string; page?: number } = {}): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/${lang}/${STAFF_TAB_SEGMENTS[lang][tab]}${search ? `?${search}` : ''}`;
}

/** The tab a path shows, or null: a language prefix and that language's word, nothing after it. */
export function matchStaffTabPath(pathname: string): StaffTabMatch | null {
  const segments = pathSegments(pathname);
  const [lang, word] = segments;
  if (segments.length !== 2 || !isLang(lang)) return null;
  const tab = STAFF_TABS.find((t) => STAFF_TAB_SEGMENTS[lang][t] === word);
  return tab ? { lang, tab } : null;
}
