import { act, fireEvent, screen, within } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import type { Lang } from '@opengood/contracts';
import { HttpError } from '@opengood/platform';
import type { FakeHandler, FakeHandlers } from '@opengood/platform/testing';
import { answer, lastQuery, renderSearch } from './testing/renderSearch';

// As in the browser once single-spa started: history changes become routing (popstate) events.
patchHistoryApi();

const results = (...titles: string[]) => answer(titles);

/** The area at a URL over the fake api; the fake, for the calls made. */
const renderAt = (
  path: string,
  search: FakeHandler<'search'>,
  lang: Lang = 'en',
  others: FakeHandlers = {},
) => renderSearch(path, search, lang, undefined, others).fake;

const unavailable = () => new HttpError(503, '', { message: 'Unavailable', errors: {} });

describe('discovery area', () => {
  it('lists the results of the URL’s search with the heading', async () => {
    const fake = renderAt('/es/empleos?q=grant&page=2', results('Grant writer', 'Fundraiser'), 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Empleos en organizaciones sin fines de lucro',
    );
    expect(await screen.findByTestId('result-count')).toHaveTextContent('2 resultados');
    expect(screen.getAllByTestId('listing-card')).toHaveLength(2);
    expect(fake.callsOf('search')).toHaveLength(1);
    expect(lastQuery(fake).toString()).toBe('type=JOB&lang=es&page=2&pageSize=20&sort=relevance&q=grant');
    expect(document.title).toBe('grant – Empleos en organizaciones sin fines de lucro (página 2) | OpenGood');
  });

  it('searches by navigating: a filter chosen is a new URL, loaded and shown', async () => {
    const fake = renderAt('/en/jobs', ({ query }) =>
      query.get('jobType') === 'PART_TIME'
        ? results('Coordinator')
        : { ...results('Grant writer'), facets: { jobType: { FULL_TIME: 3, PART_TIME: 1 } } },
    );
    await screen.findByText('Grant writer');
    const panel = screen.getByTestId('filter-panel');
    await act(async () => fireEvent.click(within(panel).getByRole('checkbox', { name: 'Part time' })));
    expect(await screen.findByText('Coordinator')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/en/jobs?jobType=PART_TIME');
    expect(fake.callsOf('search')).toHaveLength(2);
  });

  it('keeps the page and offers a retry when the search fails', async () => {
    let down = true;
    renderAt('/en/jobs', () => {
      if (down) throw unavailable();
      return results('Grant writer');
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    down = false;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nonprofit jobs');
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load the results');
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('Grant writer')).toBeInTheDocument();
  });

  it('asks for the content of any other path, the events segment read as volunteer', async () => {
    const fake = renderAt('/en/events/about', results());
    // The content page itself: features/content/ContentView.test.tsx.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fake.callsOf('content').map((c) => c.url)).toEqual(['/data/website/contents/en/volunteer/about']);
  });

  it('shows the not-found page in the page language when no content exists', async () => {
    // As a server render hands over a path the api has no content for (404): the platform's loadPage makes
    // the 404 this outcome (its tests); the area shows it in the page's language.
    const path = '/pt/pagina-que-nao-existe';
    const key = `content:pt:${path}`;
    const href = `http://localhost${path}`;
    renderSearch(path, results(), 'pt', {
      'platform/pages': {
        areas: {
          'mfe-search': {
            current: key,
            entries: { [key]: { status: 'notFound', statusCode: 404, href } },
            order: [key],
          },
        },
      },
    });
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Hummm, isso não é ideal...');
    expect(document.title).toBe('Página não encontrada | OpenGood');
  });

  it('renders the home page without loading anything', () => {
    const fake = renderAt('/es', results(), 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Trabaja haciendo el bien');
    expect(screen.getByRole('link', { name: /^Pasantías/ })).toHaveAttribute('href', '/es/pasantias');
    expect(fake.calls).toEqual([]);
  });
});
