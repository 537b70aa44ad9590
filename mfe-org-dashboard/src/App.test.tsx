import { act, fireEvent, render, screen } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import { HttpError, createAppStore, createI18n, installFeature, type HttpClient } from '@opengood/platform';
import App from './App';
import { orgDashboardFeature } from './feature';
import type { OrgDashboardOverview } from './features/dashboard/orgDashboardApi';

// As in the browser once single-spa started: history changes become routing (popstate) events.
patchHistoryApi();

const overview: OrgDashboardOverview = {
  org: { id: 12, name: 'Green Futures', slug: 'green-futures', orgType: 'nonprofit' },
  listingCounts: { JOB: 3, INTERNSHIP: 0, VOLOP: 2, EVENT: 1 },
  recentListings: [
    {
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

function renderAt(path: string, get: (url: string) => Promise<unknown>) {
  window.history.replaceState(null, '', path);
  const http = { get: jest.fn(get) } as unknown as HttpClient;
  const store = createAppStore({ context: { http } });
  const i18n = createI18n('en');
  installFeature(store, i18n, orgDashboardFeature);
  render(
    <App
      store={store}
      i18n={i18n}
      platform={{ http, preload: () => undefined, supportUrl: 'https://support.example' }}
    />,
  );
  return http;
}

describe('org dashboard area', () => {
  it('shows the org name, counts per type, recent listings and the section navigation', async () => {
    const http = renderAt('/admin/12', async () => ({ data: overview }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Green Futures' })).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/data/orgdashboard/12/organization', expect.anything());
    expect(screen.getByTestId('listing-counts')).toHaveTextContent(/3\s*Jobs/);
    expect(screen.getByTestId('listing-counts')).toHaveTextContent(/0\s*Internships/);
    expect(screen.getByRole('link', { name: 'Program manager' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admins' })).toHaveAttribute('href', '/admin/12/admins');
    expect(screen.getByRole('link', { name: 'API access' })).toHaveAttribute('href', '/admin/12/api-access');
  });

  it('shows a section title and what it is for', async () => {
    renderAt('/admin/12/invoices', async () => ({ data: overview }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByTestId('org-dashboard-section')).toHaveTextContent(
      /invoices issued to your organization/,
    );
  });

  it('moves between sections without loading the organisation again', async () => {
    const http = renderAt('/admin/12', async () => ({ data: overview }));
    const invoices = await screen.findByRole('link', { name: 'Invoices' });
    await act(async () => fireEvent.click(invoices));
    expect(await screen.findByRole('heading', { level: 2, name: 'Invoices' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/12/invoices');
    expect(document.title).toBe('Invoices – Green Futures | OpenGood');
    expect(http.get).toHaveBeenCalledTimes(1);
  });

  it('shows not found for an org id that cannot name a record, without asking', () => {
    const http = renderAt('/admin/abc', async () => ({ data: overview }));
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('shows not found for a missing org', async () => {
    renderAt('/admin/999', async () => {
      throw new HttpError(404, '{}', {});
    });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('offers a retry after a server error', async () => {
    let calls = 0;
    renderAt('/admin/12', async () => {
      calls += 1;
      if (calls === 1) throw new HttpError(503, '{}', {});
      return { data: overview };
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Green Futures' })).toBeInTheDocument();
  });
});
