import { act, fireEvent, screen, within } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import type { Lang } from '@opengood/contracts';
import { HttpError } from '@opengood/platform';
import { answer, renderSearch, type FakeGet } from './testing/renderSearch';

// As in the browser once single-spa started: history changes become routing (popstate) events.
patchHistoryApi();

const results = (...titles: string[]) => answer(titles);

/** The area at a URL over a fake data service; its http client for the calls made. */
const renderAt = (path: string, get: FakeGet, lang: Lang = 'en') => renderSearch(path, get, lang).http;

describe('discovery area', () => {
  it('lists the results of the URL’s search with the heading', async () => {
    const http = renderAt(
      '/es/empleos?q=grant&page=2',
      async () => results('Grant writer', 'Fundraiser'),
      'es',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Empleos en organizaciones sin fines de lucro',
    );
    expect(await screen.findByTestId('result-count')).toHaveTextContent('2 resultados');
    expect(screen.getAllByTestId('listing-card')).toHaveLength(2);
    expect(http.get).toHaveBeenCalledWith(
      '/data/search/listings?type=JOB&lang=es&page=2&pageSize=20&sort=relevance&q=grant',
      expect.anything(),
    );
    expect(document.title).toBe('grant – Empleos en organizaciones sin fines de lucro (página 2) | OpenGood');
  });

  it('searches by navigating: a filter chosen is a new URL, loaded and shown', async () => {
    const http = renderAt('/en/jobs', async (url) =>
      url.includes('jobType=PART_TIME')
        ? results('Coordinator')
        : { ...results('Grant writer'), facets: { jobType: { FULL_TIME: 3, PART_TIME: 1 } } },
    );
    await screen.findByText('Grant writer');
    const panel = screen.getByTestId('filter-panel');
    await act(async () => fireEvent.click(within(panel).getByRole('checkbox', { name: 'Part time' })));
    expect(await screen.findByText('Coordinator')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/en/jobs?jobType=PART_TIME');
    expect(http.get).toHaveBeenCalledTimes(2);
  });

  it('keeps the page and offers a retry when the search fails', async () => {
    let calls = 0;
    renderAt('/en/jobs', async () => {
      calls += 1;
      if (calls === 1) throw new HttpError(503, '{}', {});
      return results('Grant writer');
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nonprofit jobs');
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load the results');
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('Grant writer')).toBeInTheDocument();
  });

  it('shows a CMS page of the content catch-all, and the not-found page when there is none', async () => {
    const http = renderAt('/en/events/about', async () => ({
      data: { type: 'CMS_PAGE', title: 'About us', contentBlocks: [{ type: 'TEXT', text: 'We help.' }] },
    }));
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/data/website/contents/en/volunteer/about', expect.anything());
  });

  it('shows the not-found page in the page language when no content exists', async () => {
    renderAt(
      '/pt/pagina-que-nao-existe',
      async () => {
        throw new HttpError(404, '{}', {});
      },
      'pt',
    );
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Hummm, isso não é ideal...');
    expect(document.title).toBe('Página não encontrada | OpenGood');
  });

  it('renders the home page without loading anything', () => {
    const http = renderAt('/es', async () => ({}), 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Trabaja haciendo el bien');
    expect(screen.getByRole('link', { name: /^Pasantías/ })).toHaveAttribute('href', '/es/pasantias');
    expect(http.get).not.toHaveBeenCalled();
  });
});
