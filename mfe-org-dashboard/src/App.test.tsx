import { act, fireEvent, render, screen } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import type { OrgDashboardOverview } from '@opengood/contracts';
import { HttpError, createAppStore, installFeature } from '@opengood/platform';
import { createFakeHttp, type FakeHandler, createFeatureTestI18n } from '@opengood/platform/testing';
import App from './App';
import { orgDashboardFeature } from './feature';
import { LISTING_WIDGETS_NS, listingWidgetsBundledTranslations } from '@opengood/feature-listings';
import { LOCATION_INPUT_NS, locationInputBundledTranslations } from '@opengood/feature-location';
import { CARD_ENTRY_NS, cardEntryBundledTranslations } from '@opengood/feature-payments';
import { ORG_DASHBOARD_NS } from './i18n';
import { bundledTranslations } from './i18n/bundled';

const BUNDLED = {
  [ORG_DASHBOARD_NS]: bundledTranslations,
  [LISTING_WIDGETS_NS]: listingWidgetsBundledTranslations,
  [LOCATION_INPUT_NS]: locationInputBundledTranslations,
  [CARD_ENTRY_NS]: cardEntryBundledTranslations,
};

// As in the browser once single-spa started: history changes become routing (popstate) events.
patchHistoryApi();

/** As the api answers it (the fake checks it against the contract). */
const overview: OrgDashboardOverview = {
  org: {
    type: 'ORG',
    id: 12,
    name: 'Green Futures',
    slug: 'green-futures',
    orgType: 'NONPROFIT',
    locale: 'en',
    description: 'We plant trees.',
    website: null,
    location: null,
    areasOfFocus: ['EDUCATION'],
    status: 'PUBLISHED',
    createdAt: '2025-06-01T00:00:00.000Z',
    logo: null,
    placeId: null,
    logoId: null,
  },
  listingCounts: { JOB: 3, INTERNSHIP: 0, VOLOP: 2, EVENT: 1 },
  recentListings: [
    {
      status: 'PUBLISHED',
      id: 7,
      type: 'JOB',
      title: 'Program manager',
      slug: 'program-manager',
      locale: 'en',
      org: { id: 12, name: 'Green Futures', slug: 'green-futures', orgType: 'NONPROFIT' },
      location: null,
      locationType: 'REMOTE',
      publishedAt: '2026-01-02T00:00:00Z',
      salary: null,
    },
  ],
};

function renderAt(path: string, orgDashboard: FakeHandler<'orgDashboard'>) {
  window.history.replaceState(null, '', path);
  const fake = createFakeHttp({ orgDashboard });
  const { http } = fake;
  const store = createAppStore({ context: { http } });
  const i18n = createFeatureTestI18n('en', orgDashboardFeature, BUNDLED);
  installFeature(store, i18n, orgDashboardFeature);
  render(
    <App
      store={store}
      i18n={i18n}
      platform={{ http, preload: () => undefined, supportUrl: 'https://support.example' }}
    />,
  );
  return fake;
}

describe('org dashboard area', () => {
  it('shows the org name, counts per type, recent listings and the section navigation', async () => {
    const fake = renderAt('/admin/12', { data: overview });
    expect(await screen.findByRole('heading', { level: 1, name: 'Green Futures' })).toBeInTheDocument();
    expect(fake.callsOf('orgDashboard').map((c) => c.url)).toEqual(['/data/orgdashboard/12/organization']);
    expect(screen.getByTestId('listing-counts')).toHaveTextContent(/3\s*Jobs/);
    expect(screen.getByTestId('listing-counts')).toHaveTextContent(/0\s*Internships/);
    expect(screen.getByRole('link', { name: 'Program manager' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admins' })).toHaveAttribute('href', '/admin/12/admins');
    expect(screen.getByRole('link', { name: 'API access' })).toHaveAttribute('href', '/admin/12/api-access');
  });

  it('shows a section title and what it is for', async () => {
    renderAt('/admin/12/integrations', { data: overview });
    expect(await screen.findByRole('heading', { level: 2, name: 'Integrations' })).toBeInTheDocument();
    expect(screen.getByTestId('org-dashboard-section')).toHaveTextContent(/applicant tracking system/);
  });

  it('moves between sections without loading the organisation again', async () => {
    const fake = renderAt('/admin/12', { data: overview });
    // (Invoices, payments and credits are pages of their own: features/billingRecords.)
    const integrations = await screen.findByRole('link', { name: 'Integrations' });
    await act(async () => fireEvent.click(integrations));
    expect(await screen.findByRole('heading', { level: 2, name: 'Integrations' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/12/integrations');
    expect(document.title).toBe('Integrations – Green Futures | OpenGood');
    expect(fake.callsOf('orgDashboard')).toHaveLength(1);
  });

  it('shows not found for an org id that cannot name a record, without asking', () => {
    const fake = renderAt('/admin/abc', { data: overview });
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('shows not found for a missing org', async () => {
    renderAt('/admin/999', new HttpError(404, '', { message: 'Not found', errors: {} }));
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('offers a retry after a server error', async () => {
    let down = true;
    const fake = renderAt('/admin/12', () => {
      if (down) throw new HttpError(503, '', { message: 'Unavailable', errors: {} });
      return { data: overview };
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    // The client tried a GET six times (five retries) before the page gave up.
    expect(fake.callsOf('orgDashboard')).toHaveLength(6);
    down = false;
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Green Futures' })).toBeInTheDocument();
  });
});
