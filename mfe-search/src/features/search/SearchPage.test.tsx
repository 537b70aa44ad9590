import { act, fireEvent, screen, within } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import type { SearchAnswer } from '@opengood/contracts';
import { HttpError } from '@opengood/platform';
import { answer, currentUrl, jobHit, lastQuery, orgHit, renderSearch } from '../../testing/renderSearch';
import { resetScrollPositions } from './useScrollRestoration';

// As in the browser once single-spa started: history changes become routing (popstate) events.
patchHistoryApi();

const facets = {
  jobType: { FULL_TIME: 40, PART_TIME: 12, CONTRACT: 3 },
  areasOfFocus: {
    EDUCATION: 30,
    HEALTH_MEDICINE: 25,
    ANIMALS: 2,
    POVERTY: 9,
    SENIORS: 4,
    WOMEN_GIRLS: 6,
    HUMAN_RIGHTS: 1,
  },
  locationType: { REMOTE: 10, ONSITE: 20 },
};

beforeEach(() => {
  resetScrollPositions();
  window.scrollTo = jest.fn();
});

describe('filter panel', () => {
  it('offers the facets of the type with translated labels and counts, chosen values first', async () => {
    renderSearch('/en/jobs?areasOfFocus=SENIORS', async () => answer(['Grant writer'], { facets }));
    await screen.findByText('Grant writer');
    const panel = screen.getByTestId('filter-panel');
    const group = within(panel).getByRole('group', { name: 'Areas of focus' });
    const boxes = within(group).getAllByRole('checkbox');
    // chosen first, then by count; five shown before "show more"
    expect(boxes.map((b) => b.getAttribute('value'))).toEqual([
      'SENIORS',
      'EDUCATION',
      'HEALTH_MEDICINE',
      'POVERTY',
      'WOMEN_GIRLS',
    ]);
    expect(within(group).getByRole('checkbox', { name: 'Seniors' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Education' })).toHaveAccessibleDescription('30');
    fireEvent.click(within(group).getByRole('button', { name: 'Show more (2)' }));
    expect(within(group).getAllByRole('checkbox')).toHaveLength(7);
    expect(within(group).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    // Facets of other types are not offered.
    expect(within(panel).queryByRole('group', { name: 'Type' })).toBeNull();
  });

  it('toggles a value, resetting the page, and clears all filters', async () => {
    const { fake } = renderSearch('/en/jobs?q=nurse&page=3&jobType=FULL_TIME', async () =>
      answer(['Grant writer'], { facets }),
    );
    await screen.findByText('Grant writer');
    const panel = screen.getByTestId('filter-panel');
    await act(async () => fireEvent.click(within(panel).getByRole('checkbox', { name: 'Part time' })));
    expect(currentUrl()).toBe('/en/jobs?q=nurse&jobType=FULL_TIME&jobType=PART_TIME');
    expect(lastQuery(fake).getAll('jobType')).toEqual(['FULL_TIME', 'PART_TIME']);
    await act(async () => fireEvent.click(within(panel).getByRole('radio', { name: 'Remote' })));
    expect(currentUrl()).toBe('/en/jobs?q=nurse&jobType=FULL_TIME&jobType=PART_TIME&locationType=REMOTE');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Clear all' })));
    expect(currentUrl()).toBe('/en/jobs?q=nurse');
  });

  it('keeps the focus on a box that moved to the top when ticked', async () => {
    renderSearch('/en/jobs', async () => answer(['Grant writer'], { facets }));
    await screen.findByText('Grant writer');
    const group = within(screen.getByTestId('filter-panel')).getByRole('group', { name: 'Areas of focus' });
    const poverty = within(group).getByRole('checkbox', { name: 'Poverty' });
    poverty.focus();
    await act(async () => fireEvent.click(poverty));
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes[0]).toHaveAccessibleName('Poverty');
    expect(boxes[0]).toHaveFocus();
  });

  it.each([
    ['es', '/es/empleos', 'Tipo de empleo', 'Medio tiempo', 'Borrar todo'],
    ['pt', '/pt/empregos', 'Tipo de vaga', 'Meio período', 'Limpar tudo'],
  ] as const)('speaks %s', async (lang, path, groupName, label, clear) => {
    renderSearch(`${path}?jobType=PART_TIME`, async () => answer(['Grant writer'], { facets }), lang);
    await screen.findByText('Grant writer');
    const panel = screen.getByTestId('filter-panel');
    const group = within(panel).getByRole('group', { name: groupName });
    expect(within(group).getByRole('checkbox', { name: label })).toBeChecked();
    expect(within(panel).getByRole('button', { name: clear })).toBeInTheDocument();
  });

  it('has date filters for volunteering and events', async () => {
    renderSearch('/en/volunteer', async () => answer(['Food bank shift']));
    await screen.findByText('Food bank shift');
    await act(async () =>
      fireEvent.change(screen.getAllByLabelText('Ends after')[0]!, { target: { value: '2026-06-01' } }),
    );
    expect(currentUrl()).toBe('/en/volunteer?endsGT=2026-06-01');
  });

  it('opens in a drawer with the number of filters on phones', async () => {
    renderSearch('/en/jobs?jobType=FULL_TIME&locationType=REMOTE', async () =>
      answer(['Grant writer'], { facets, nbHits: 1234 }),
    );
    await screen.findByText('Grant writer');
    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByTestId('filter-panel-drawer')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Show results (1,234)' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('sort, radius and tabs', () => {
  it('switches the sort, which resets the page and omits relevance', async () => {
    const { fake } = renderSearch('/en/jobs?page=2', async () => answer(['Grant writer']));
    await screen.findByText('Grant writer');
    const sort = screen.getByRole('group', { name: 'Sort by' });
    expect(within(sort).getByRole('button', { name: 'Relevance' })).toHaveAttribute('aria-pressed', 'true');
    await act(async () => fireEvent.click(within(sort).getByRole('button', { name: 'Newest' })));
    expect(currentUrl()).toBe('/en/jobs?sort=newest');
    expect(lastQuery(fake).get('sort')).toBe('newest');
    await act(async () => fireEvent.click(within(sort).getByRole('button', { name: 'Relevance' })));
    expect(currentUrl()).toBe('/en/jobs');
  });

  it('shows the radius only around a place, in miles in English, with the place in the heading', async () => {
    const toronto = {
      isRemote: false as const,
      text: 'Toronto, ON, Canada',
      stateCode: 'ON',
      countryCode: 'CA',
      boundingBoxN: 43.9,
      boundingBoxW: -79.6,
      boundingBoxS: 43.5,
      boundingBoxE: -79.1,
      geoType: 'locality' as const,
      latLongAddress: '43.7,-79.4',
      latitude: 43.7,
      longitude: -79.4,
      address: 'Toronto, Ontario, Canada',
      city: 'Toronto',
      hasGeo: true as const,
    };
    const { fake } = renderSearch('/en/jobs?q=nurse&placeId=6167865', async () =>
      answer(['Grant writer'], { location: toronto }),
    );
    await screen.findByText('Grant writer');
    expect(screen.getByTestId('search-context')).toHaveTextContent('for “nurse” near Toronto, ON, Canada');
    const radius = screen.getByRole('combobox', { name: 'Distance' });
    expect(
      within(radius)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Default radius',
      '5 miles',
      '10 miles',
      '15 miles',
      '25 miles',
      '60 miles',
      '100 miles',
      'Entire state',
      'Entire country',
    ]);
    await act(async () => fireEvent.change(radius, { target: { value: '16093' } }));
    expect(currentUrl()).toBe('/en/jobs?q=nurse&placeId=6167865&radius=16093');
    expect(lastQuery(fake).get('radius')).toBe('16093');
  });

  it.each([
    ['es', '/es/empleos?placeId=3117735', 'Radio predeterminado', '5 km', 'Todo el país'],
    ['pt', '/pt/empregos?placeId=3448439', 'Automático', '5 km', 'Todo o país'],
  ] as const)('labels the radius in %s', async (lang, path, auto, five, country) => {
    renderSearch(path, async () => answer(['Vaga']), lang);
    await screen.findByText('Vaga');
    const options = within(screen.getByRole('combobox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe(auto);
    expect(options[1]).toBe(five);
    expect(options.at(-1)).toBe(country);
  });

  it('has no radius without a place, nor for the remote option', async () => {
    renderSearch('/en/jobs?placeId=remote', async () => answer(['Grant writer']));
    await screen.findByText('Grant writer');
    expect(screen.queryByRole('combobox', { name: 'Distance' })).toBeNull();
  });

  it('links the five result tabs, keeping the keywords and the place', async () => {
    renderSearch(
      '/es/empleos?q=salud&placeId=3117735&jobType=FULL_TIME&page=2',
      async () => answer(['Vaga']),
      'es',
    );
    await screen.findByText('Vaga');
    const tabs = screen.getByRole('navigation', { name: 'Qué buscar' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Empleos',
      'Pasantías',
      'Voluntariado',
      'Eventos',
      'Organizaciones',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[2]).toHaveAttribute('href', '/es/voluntariado?q=salud&placeId=3117735');
    expect(links[4]).toHaveAttribute('href', '/es/organizaciones?q=salud');
  });
});

describe('results', () => {
  it('lists listings and organisations, with a formatted count', async () => {
    renderSearch('/en/organizations?q=food', async () => ({
      ...answer([]),
      hits: [orgHit(1, 'Food Bank'), jobHit(2, 'Cook')],
      nbHits: 2031,
      nbPages: 102,
    }));
    expect(await screen.findByTestId('result-count')).toHaveTextContent('2,031 results');
    const list = screen.getByTestId('results');
    expect(within(list).getByRole('link', { name: 'Food Bank' })).toHaveAttribute(
      'href',
      '/en/nonprofit/1-food-bank',
    );
  });

  it('pages with page index + 1, absent on the first page, keeping the other parameters', async () => {
    renderSearch('/en/jobs?q=nurse&sort=newest&page=3', async () =>
      answer(['Grant writer'], { nbHits: 400, nbPages: 20, page: 3 }),
    );
    await screen.findByText('Grant writer');
    const nav = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/en/jobs?q=nurse&sort=newest',
    );
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/en/jobs?q=nurse&sort=newest&page=4',
    );
    expect(within(nav).getByRole('link', { name: 'Page 20' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Page 10' })).toBeNull();
  });

  it.each([
    [
      'en',
      '/en/jobs?jobType=FULL_TIME&placeId=6167865',
      'No results match your search',
      'Clear all filters',
      'Search the entire country',
    ],
    [
      'es',
      '/es/empleos?jobType=FULL_TIME&placeId=3117735',
      'Ningún resultado coincide con tu búsqueda',
      'Borrar todos los filtros',
      'Buscar en todo el país',
    ],
    [
      'pt',
      '/pt/empregos?jobType=FULL_TIME&placeId=3448439',
      'Nenhum resultado corresponde à sua busca',
      'Limpar todos os filtros',
      'Buscar no país inteiro',
    ],
  ] as const)(
    'shows a translated empty state with ways to widen the search (%s)',
    async (lang, path, title, clear, widen) => {
      renderSearch(path, async () => answer([]), lang);
      const empty = await screen.findByTestId('empty-results');
      expect(empty).toHaveTextContent(title);
      expect(within(empty).getByRole('link', { name: clear }).getAttribute('href')).not.toContain('jobType');
      expect(within(empty).getByRole('link', { name: widen }).getAttribute('href')).toContain(
        'radius=country',
      );
    },
  );

  it.each([
    ['en', '/en/jobs', 'We couldn’t load the results', 'Try again'],
    ['es', '/es/empleos', 'No pudimos cargar los resultados', 'Reintentar'],
    ['pt', '/pt/empregos', 'Não conseguimos carregar os resultados', 'Tentar novamente'],
  ] as const)('shows a translated error with a retry (%s)', async (lang, path, title, retry) => {
    let down = true;
    renderSearch(
      path,
      async () => {
        if (down) throw new HttpError(500, '', { message: 'Server error', errors: {} });
        return answer(['Grant writer']);
      },
      lang,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(title);
    expect(screen.getByTestId('error-page')).toBeInTheDocument();
    expect(document.title).toBe(`${title} | OpenGood`);
    down = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: retry })));
    expect(await screen.findByText('Grant writer')).toBeInTheDocument();
  });
});

describe('loading', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the last results while the next load, with an indicator only after 200 ms', async () => {
    jest.useFakeTimers();
    let release: (value: SearchAnswer) => void = () => undefined;
    renderSearch('/en/jobs', ({ query }) =>
      query.get('sort') === 'newest'
        ? new Promise<SearchAnswer>((resolve) => {
            release = resolve;
          })
        : Promise.resolve(answer(['Grant writer'])),
    );
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Grant writer')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Newest' })));
    expect(screen.getByText('Grant writer')).toBeInTheDocument();
    expect(screen.getByTestId('results').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await act(async () => jest.advanceTimersByTimeAsync(150));
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    await act(async () => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await act(async () => {
      release(answer(['Newest job']));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Newest job')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it('shows results a server render handed over at once, whatever origin it saw', async () => {
    const key = 'search:en:/en/jobs?q=nurse';
    const href = 'https://www.opengood.example/en/jobs?q=nurse';
    const { fake } = renderSearch('/en/jobs?q=nurse', async () => answer(['Fetched again']), 'en', {
      'platform/pages': {
        areas: {
          'mfe-search': {
            current: key,
            entries: { [key]: { status: 'loaded', data: answer(['Prerendered']), href } },
            order: [key],
          },
        },
      },
    });
    expect(screen.getByText('Prerendered')).toBeInTheDocument();
    expect(screen.getByTestId('results').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    expect(fake.calls).toEqual([]);
  });

  it('brings back loaded results and the scroll position on back and forward', async () => {
    const { fake } = renderSearch('/en/jobs', async ({ query }) =>
      query.get('page') === '2'
        ? answer(['Second page job'])
        : answer(['First page job'], { nbHits: 40, nbPages: 2 }),
    );
    await screen.findByText('First page job');
    // The visitor scrolled down the first page, then went to the second.
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    fireEvent.scroll(window);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Next' })));
    await screen.findByText('Second page job');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await screen.findByText('First page job')).toBeInTheDocument();
    expect(currentUrl()).toBe('/en/jobs');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 900);
    expect(fake.callsOf('search')).toHaveLength(2);
  });
});
