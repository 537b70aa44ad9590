import { pathSegments } from '@opengood/routes';

/** Dashboard sections of docs/product/organisations.md#dashboard-routes shown in the navigation, in menu order. */
export const NAV_SECTIONS = [
  'post-a-listing',
  'listings',
  'admins',
  'invoices',
  'payments',
  'credits',
  'integrations',
  'api-access',
  'grad-fairs',
  'notification-preferences',
] as const;

/** Every first sub-path segment the dashboard knows (docs/product/organisations.md#dashboard-routes), with the section that describes it. */
const SECTION_OF_SEGMENT: Readonly<Record<string, Section>> = {
  // 'post-a-listing', 'listings' and the listings' own paths (jobs, internships, volops, events,
  // applications) are pages of their own (pages.ts, features/posting and the applicants' feature): a path
  // none of them serves is not found, never a section.
  preview: 'edit',
  edit: 'edit',
  admins: 'admins',
  cart: 'cart',
  'single-checkout': 'cart',
  checkout: 'cart',
  // 'invoices', 'payments' and 'credits' (with an invoice's and a payment's own paths) are pages of their own
  // (pages.ts, features/billingRecords): a path none of them serves is not found, never a section.
  'payment-summary': 'payments',
  'buy-credits': 'credits',
  integrations: 'integrations',
  'api-access': 'api-access',
  // 'grad-fairs' has pages of its own (pages.ts, features/gradFairs): not a described section here.
  'notification-preferences': 'notification-preferences',
};

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export type NavSection = (typeof NAV_SECTIONS)[number];
export type Section = NavSection | 'edit' | 'cart';

export interface DashboardLocation {
  orgId: string;
  /** null for the dashboard root. */
  section: Section | null;
}

/**
 * Reads /admin/{orgId}[/sub...]. Returns null for paths this area owns but does not serve yet
 * (/org/..., the logged-in-only posting routes) and for unknown sub-paths, which show the not-found page.
 */
export function parseDashboardPath(pathname: string): DashboardLocation | null {
  const [first, rawOrgId, sub] = pathSegments(pathname);
  if (first !== 'admin' || !rawOrgId) return null;
  const orgId = safeDecode(rawOrgId);
  if (sub === undefined) return { orgId, section: null };
  const section = SECTION_OF_SEGMENT[sub];
  return section ? { orgId, section } : null;
}
