import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListingSummary, SavedSearch } from '@opengood/contracts';
import { HttpError } from '@opengood/platform';
import { renderDashboard, testUser } from '../../testing/renderDashboard';
import { savedItemsParams } from './savedItemsRoutes';

const listing = (id: number, title: string): ListingSummary => ({
  id,
  type: 'JOB',
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  locale: 'en',
  org: { id: 3, name: 'Food Bank', slug: 'food-bank', orgType: 'NONPROFIT' },
  location: null,
  locationType: 'REMOTE',
  publishedAt: '2026-03-01T00:00:00.000Z',
  salary: null,
});

const savedJobs = {
  savedListings: [
    { id: 11, type: 'JOB', savedAt: '2026-03-02T00:00:00.000Z', listing: listing(11, 'Grant Writer'), published: true },
    { id: 12, type: 'JOB', savedAt: '2026-03-01T00:00:00.000Z', listing: listing(12, 'Program Lead'), published: false },
  ],
  count: 21,
  pageCount: 2,
};

const search = (overrides: Partial<SavedSearch> = {}): SavedSearch =>
  ({
  id: 5,
  text: 'grant writer',
  filters: { jobType: ['FULL_TIME'] },
  location: null,
  index: 'JOB',
  radius: 'auto',
  name: 'Grant writing jobs',
  notifyByEmail: false,
  created: '2026-03-01T00:00:00.000Z',
  placeId: null,
  ...overrides,
  }) as SavedSearch;

const user = testUser({
  lang: 'en',
  savedListings: [
    { id: 11, type: 'JOB' },
    { id: 12, type: 'JOB' },
  ],
});

describe('saved items', () => {
  it('reads tab and page from the URL', () => {
    expect(savedItemsParams(new URLSearchParams('tab=searches&page=3'))).toEqual({
      section: 'saved-items',
      tab: 'searches',
      page: 3,
    });
    expect(savedItemsParams(new URLSearchParams('tab=nope&page=0'))).toMatchObject({ tab: 'jobs', page: 1 });
  });

  it('lists the tab’s saved listings with paging; unsaving goes through the session, with undo', async () => {
    const { calls } = renderDashboard('/dashboard/saved-items?page=1', 'en', user, {
      '/data/saved-listings': savedJobs,
      'DELETE /data/saved-listings/JOB/11': { ok: true },
      'POST /data/saved-listings': { savedListing: { id: 11, type: 'JOB', savedAt: '2026-03-03T00:00:00.000Z' } },
    });
    expect(await screen.findByText('Grant Writer')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/data/saved-listings', params: { type: 'JOB', page: 1 } });
    expect(screen.getByText('No longer published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/dashboard/saved-items?page=2');
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Saved searches' })).toHaveAttribute(
      'href',
      '/dashboard/saved-items?tab=searches',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save Grant Writer' }));
    expect(await screen.findByText('Removed “Grant Writer” from your saved items.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/data/saved-listings/JOB/11')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Save Grant Writer' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/data/saved-listings')).toBe(true));
  });

  it('puts an unsaved listing back when the call fails (spec §4), but not on a 404', async () => {
    renderDashboard('/dashboard/saved-items', 'en', user, {
      '/data/saved-listings': savedJobs,
      'DELETE /data/saved-listings/JOB/11': new HttpError(500, '{}', {}),
      'DELETE /data/saved-listings/JOB/12': new HttpError(404, '{}', {}),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save Grant Writer' }));
    // Rolled back: the card is there again, saved.
    expect(await screen.findByRole('button', { name: 'Save Grant Writer' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Save Program Lead' }));
    expect(await screen.findByText('Removed “Program Lead” from your saved items.')).toBeInTheDocument();
  });

  it('shows an empty tab in the page language', async () => {
    renderDashboard('/dashboard/saved-items?tab=events', 'es', testUser({ lang: 'es' }), {
      '/data/saved-listings': { savedListings: [], count: 0, pageCount: 0 },
    });
    expect(await screen.findByTestId('saved-empty')).toHaveTextContent('Aún no guardaste ningún evento.');
  });

  it('renames a saved search, switches its alert (SAVED) and deletes it (UNSAVED), each opening its search', async () => {
    const { calls } = renderDashboard('/dashboard/saved-items?tab=searches', 'en', user, {
      '/data/saved-searches': { savedSearches: [search()], count: 1, pageCount: 1 },
      'PATCH /data/saved-searches/5': (body: object) => ({ savedSearch: { ...search(), ...body } }),
      'DELETE /data/saved-searches/5': { ok: true },
    });
    const item = await screen.findByTestId('saved-search');
    expect(within(item).getByRole('link', { name: 'Open search' })).toHaveAttribute(
      'href',
      '/en/jobs?q=grant+writer&jobType=FULL_TIME',
    );

    fireEvent.click(within(item).getByRole('button', { name: 'Rename' }));
    const name = within(item).getByLabelText('Name');
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Save' }));
    expect(within(item).getByRole('alert')).toHaveTextContent('Give the search a name.');
    fireEvent.change(name, { target: { value: 'Writing jobs' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Writing jobs' })).toBeInTheDocument();
    expect(screen.getByTestId('saving-search-status')).toHaveTextContent('Saved search updated.');

    const alert = screen.getByRole('checkbox', { name: 'Email me new matches' });
    fireEvent.click(alert);
    expect(alert).toBeChecked();
    await waitFor(() =>
      expect(calls).toContainEqual(expect.objectContaining({ method: 'PATCH', body: { notifyByEmail: true } })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete search' }));
    await waitFor(() => expect(screen.queryByTestId('saved-search')).toBeNull());
    expect(screen.getByTestId('saving-search-status')).toHaveTextContent('Saved search deleted.');
    expect(screen.getByTestId('saved-empty')).toBeInTheDocument();
  });

  it('puts the alert switch back when the change fails', async () => {
    renderDashboard('/dashboard/saved-items?tab=searches', 'pt', testUser(), {
      '/data/saved-searches': { savedSearches: [search({ notifyByEmail: true })], count: 1, pageCount: 1 },
      'PATCH /data/saved-searches/5': new HttpError(500, '{}', {}),
    });
    const alert = await screen.findByRole('checkbox', { name: 'Receber novos resultados por e-mail' });
    await act(async () => {
      fireEvent.click(alert);
    });
    await waitFor(() => expect(alert).toBeChecked());
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível salvar a alteração.');
  });
});
