import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListingSummary, SavedListingsAnswer, SavedSearch } from '@opengood/contracts';
import { refusal } from '../../testing/fixtures';
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

const savedJobs: SavedListingsAnswer = {
  savedListings: [
    {
      id: 11,
      type: 'JOB',
      savedAt: '2026-03-02T00:00:00.000Z',
      listing: listing(11, 'Grant Writer'),
      published: true,
    },
    {
      id: 12,
      type: 'JOB',
      savedAt: '2026-03-01T00:00:00.000Z',
      listing: listing(12, 'Program Lead'),
      published: false,
    },
  ],
  count: 21,
  pageCount: 2,
};

const search = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
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
});

/** The api's saved searches, kept as the calls change them. */
function savedSearchesApi(...start: SavedSearch[]) {
  let searches = start;
  return {
    savedSearches: () => ({
      savedSearches: searches,
      count: searches.length,
      pageCount: searches.length > 0 ? 1 : 0,
    }),
    updateSavedSearch: ({ params, body }: { params: Record<string, string>; body: unknown }) => {
      const changed = {
        ...searches.find((s) => s.id === Number(params.id))!,
        ...(body as Partial<SavedSearch>),
      };
      searches = searches.map((s) => (s.id === changed.id ? changed : s));
      return { savedSearch: changed };
    },
    deleteSavedSearch: ({ params }: { params: Record<string, string> }) => {
      searches = searches.filter((s) => s.id !== Number(params.id));
      return { ok: true as const };
    },
  };
}

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
    const { fake } = renderDashboard('/dashboard/saved-items?page=1', 'en', user, {
      savedListings: savedJobs,
      unsaveListing: { ok: true },
      saveListing: { savedListing: { id: 11, type: 'JOB', savedAt: '2026-03-03T00:00:00.000Z' } },
    });
    expect(await screen.findByText('Grant Writer')).toBeInTheDocument();
    expect(fake.callsOf('savedListings')).toEqual([
      expect.objectContaining({ query: { type: 'JOB', page: '1' } }),
    ]);
    expect(screen.getByText('No longer published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/dashboard/saved-items?page=2',
    );
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Saved searches' })).toHaveAttribute(
      'href',
      '/dashboard/saved-items?tab=searches',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save Grant Writer' }));
    expect(await screen.findByText('Removed “Grant Writer” from your saved items.')).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.callsOf('unsaveListing')).toEqual([
        expect.objectContaining({ params: { type: 'JOB', id: '11' } }),
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Save Grant Writer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(fake.callsOf('saveListing')).toEqual([
        expect.objectContaining({ body: { id: 11, type: 'JOB' } }),
      ]),
    );
  });

  it('puts an unsaved listing back when the call fails (docs/product/listings.md#saved-listings), but not on a 404', async () => {
    renderDashboard('/dashboard/saved-items', 'en', user, {
      savedListings: savedJobs,
      unsaveListing: ({ params }) => refusal(params.id === '11' ? 500 : 404),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save Grant Writer' }));
    // Rolled back: the card is there again, saved.
    expect(await screen.findByRole('button', { name: 'Save Grant Writer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Program Lead' }));
    expect(await screen.findByText('Removed “Program Lead” from your saved items.')).toBeInTheDocument();
  });

  it('shows an empty tab in the page language', async () => {
    renderDashboard('/dashboard/saved-items?tab=events', 'es', testUser({ lang: 'es' }), {
      savedListings: { savedListings: [], count: 0, pageCount: 0 },
    });
    expect(await screen.findByTestId('saved-empty')).toHaveTextContent('Aún no guardaste ningún evento.');
  });

  it('renames a saved search, switches its alert (SAVED) and deletes it (UNSAVED), each opening its search', async () => {
    const { fake } = renderDashboard(
      '/dashboard/saved-items?tab=searches',
      'en',
      user,
      savedSearchesApi(search()),
    );
    const item = await screen.findByTestId('saved-search');
    expect(within(item).getByRole('link', { name: 'Open search' })).toHaveAttribute(
      'href',
      '/en/jobs?q=grant+writer&jobType=FULL_TIME',
    );

    fireEvent.click(within(item).getByRole('button', { name: 'Rename' }));
    const name = within(item).getByLabelText('Name');
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Save' }));
    expect(within(item).getByText('Give the search a name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(fake.callsOf('updateSavedSearch')).toEqual([]);
    fireEvent.change(name, { target: { value: 'Writing jobs' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Save' }));
    // The list is loaded again with the new name.
    expect(await screen.findByRole('heading', { name: 'Writing jobs' })).toBeInTheDocument();
    expect(screen.getByTestId('saving-search-status')).toHaveTextContent('Saved search updated.');
    expect(fake.callsOf('savedSearches')).toHaveLength(2);

    const alert = screen.getByRole('checkbox', { name: 'Email me new matches' });
    fireEvent.click(alert);
    expect(alert).toBeChecked();
    await waitFor(() =>
      expect(fake.callsOf('updateSavedSearch').at(-1)?.body).toEqual({ notifyByEmail: true }),
    );
    await waitFor(() => expect(fake.callsOf('savedSearches')).toHaveLength(3));
    expect(screen.getByRole('checkbox', { name: 'Email me new matches' })).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete search' }));
    await waitFor(() => expect(screen.queryByTestId('saved-search')).toBeNull());
    expect(screen.getByTestId('saving-search-status')).toHaveTextContent('Saved search deleted.');
    expect(await screen.findByTestId('saved-empty')).toBeInTheDocument();
    expect(fake.callsOf('deleteSavedSearch')).toEqual([expect.objectContaining({ params: { id: '5' } })]);
  });

  it('puts the alert switch back when the change fails', async () => {
    renderDashboard('/dashboard/saved-items?tab=searches', 'pt', testUser(), {
      savedSearches: { savedSearches: [search({ notifyByEmail: true })], count: 1, pageCount: 1 },
      updateSavedSearch: refusal(500),
    });
    const alert = await screen.findByRole('checkbox', { name: 'Receber novos resultados por e-mail' });
    await act(async () => {
      fireEvent.click(alert);
    });
    await waitFor(() => expect(alert).toBeChecked());
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível salvar a alteração.');
  });

  it('counts a search deleted elsewhere (404) as deleted', async () => {
    renderDashboard('/dashboard/saved-items?tab=searches', 'en', user, {
      savedSearches: { savedSearches: [search()], count: 1, pageCount: 1 },
      deleteSavedSearch: refusal(404),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete search' }));
    await waitFor(() => expect(screen.queryByTestId('saved-search')).toBeNull());
    expect(screen.getByTestId('saving-search-status')).toHaveTextContent('Saved search deleted.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
