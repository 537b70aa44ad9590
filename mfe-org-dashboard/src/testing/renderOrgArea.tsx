import { act, render, within } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import type { DashboardOrg, Lang, OrgDashboardOverview, OrgTeam, User } from '@opengood/contracts';
import { HttpError, createAppStore, installFeature, testUser, userLoaded } from '@opengood/platform';
import { createFakeHttp, type FakeHandlers, createFeatureTestI18n } from '@opengood/platform/testing';
import { LISTING_WIDGETS_NS, listingWidgetsBundledTranslations } from '@opengood/feature-listings';
import { LOCATION_INPUT_NS, locationInputBundledTranslations } from '@opengood/feature-location';
import { CARD_ENTRY_NS, cardEntryBundledTranslations } from '@opengood/feature-payments';
import App from '../App';
import { orgDashboardFeature } from '../feature';
import { ORG_DASHBOARD_NS } from '../i18n';
import { bundledTranslations } from '../i18n/bundled';

const BUNDLED = {
  [ORG_DASHBOARD_NS]: bundledTranslations,
  [LISTING_WIDGETS_NS]: listingWidgetsBundledTranslations,
  [LOCATION_INPUT_NS]: locationInputBundledTranslations,
  [CARD_ENTRY_NS]: cardEntryBundledTranslations,
};

// As in the browser once single-spa started: history changes become routing (popstate) events.
patchHistoryApi();

export { testUser };

/** The organisation as its admins see it (the api's answer, checked by the fake against the contract). */
export const ORG: DashboardOrg = {
  type: 'ORG',
  id: 12,
  name: 'Green Futures',
  slug: 'green-futures',
  orgType: 'NONPROFIT',
  locale: 'en',
  description: 'We plant trees.',
  website: 'https://greenfutures.example',
  location: null,
  areasOfFocus: ['EDUCATION'],
  status: 'PUBLISHED',
  createdAt: '2025-06-01T00:00:00.000Z',
  logo: null,
  placeId: null,
  logoId: null,
};

export const overview = (org: DashboardOrg = ORG): OrgDashboardOverview => ({
  org,
  listingCounts: { JOB: 0, INTERNSHIP: 0, VOLOP: 0, EVENT: 0 },
  recentListings: [],
});

export const TEAM: OrgTeam = {
  admins: [
    { id: 7, email: 'ana@example.org', name: 'Ana Lima', isOwner: true, addedAt: '2025-06-01T00:00:00.000Z' },
    { id: 8, email: 'bo@example.org', name: 'Bo Diaz', isOwner: false, addedAt: '2025-07-01T00:00:00.000Z' },
  ],
  invites: [
    {
      id: 'AAAAAAAAAAAAAAAAAAAAAA',
      email: 'new@example.org',
      createdAt: '2026-11-20T00:00:00.000Z',
      expiresAt: '2026-12-04T00:00:00.000Z',
      expired: false,
    },
  ],
  adminRequests: [
    {
      id: 31,
      approved: false,
      createdAt: '2026-11-22T00:00:00.000Z',
      user: { id: 9, email: 'cy@example.org', name: 'Cy Moreno' },
    },
  ],
};

/** The api's refusal, as its error answers are (`{ message, errors }`). */
export function refusal(status: number, errors: Record<string, string> = {}, message = 'Refused'): HttpError {
  const body = { message, errors };
  return new HttpError(status, JSON.stringify(body), body);
}

/**
 * The area at `path` in `lang`, signed in as `user` (null: known signed out), over the platform's fake api
 * answering `handlers` by route.
 */
export function renderOrgArea(path: string, lang: Lang, user: User | null, handlers: FakeHandlers = {}) {
  window.history.replaceState(null, '', path);
  const fake = createFakeHttp(handlers);
  const store = createAppStore({ context: { http: fake.http } });
  store.dispatch(userLoaded(user));
  const i18n = createFeatureTestI18n(lang, orgDashboardFeature, BUNDLED);
  installFeature(store, i18n, orgDashboardFeature);
  const platform = { http: fake.http, preload: () => undefined, supportUrl: 'https://support.example' };
  render(<App store={store} i18n={i18n} platform={platform} />);
  return { store, fake };
}

/**
 * Writes into the rich-text editor named `label` (a contenteditable; jsdom has no typing): ProseMirror reads
 * the DOM change back through its mutation observer, as it does a browser's input.
 */
export async function writeRichText(container: HTMLElement, label: string, html: string) {
  const box = await within(container).findByRole('textbox', { name: label });
  await act(async () => {
    box.innerHTML = html;
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}
