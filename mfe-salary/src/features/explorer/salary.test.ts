import { createAppStore, pageEntered, pageLoadFinished } from '@opengood/platform';
import { createFakeHttp } from '@opengood/platform/testing';
import {
  countryFromQuery,
  explorerCountry,
  explorerUrlFor,
  fetchSalarySummary,
  type SalarySummary,
} from './salaryApi';
import { SALARY_AREA, selectCountryCodes, selectExplorerHref, selectFunctionRows } from './explorerSelectors';
import { salaryPageForPath } from '../pages/salaryRoutes';

const summary = (over: Partial<SalarySummary> = {}): SalarySummary => ({
  country: 'US',
  function: null,
  period: 'YEAR',
  currency: 'USD',
  count: 40,
  p25: 50000,
  median: 60000,
  p75: 72000,
  byFunction: [
    { function: 'PROGRAM_MANAGEMENT', count: 12, p25: 52000, median: 61000, p75: 70000 },
    { function: 'LEGAL', count: 0, p25: null, median: null, p75: null },
  ],
  countries: [
    { countryCode: 'US', count: 40 },
    { countryCode: 'BR', count: 9 },
  ],
  ...over,
});

describe('salary loader', () => {
  it('asks for the country in the language and reads the data envelope', async () => {
    const fake = createFakeHttp({ salarySummary: { data: summary({ country: 'BR', currency: 'BRL' }) } });
    const result = await fetchSalarySummary(fake.http, { country: 'BR', lang: 'pt' });
    expect(result).toMatchObject({ country: 'BR', currency: 'BRL' });
    expect(fake.calls.map((c) => c.query)).toEqual([{ country: 'BR', lang: 'pt' }]);
  });

  it('fails where the answer breaks its contract (lists the api always sends)', async () => {
    const broken = { ...summary(), byFunction: undefined } as unknown as SalarySummary;
    const fake = createFakeHttp({ salarySummary: { data: broken } });
    await expect(fetchSalarySummary(fake.http, { country: 'US', lang: 'en' })).rejects.toThrow(
      /breaks its contract: data.byFunction/,
    );
  });

  it('shows the country the URL names, else the main country of the page language', () => {
    expect(explorerCountry('BR', 'en')).toBe('BR');
    expect(explorerCountry(null, 'es')).toBe('MX');
    expect(
      explorerUrlFor(new URL('http://localhost/nonprofit-salary-explorer/explore?country=US&x=1'), 'BR'),
    ).toBe('/nonprofit-salary-explorer/explore?country=BR&x=1');
  });

  it('accepts only two-letter country codes from the query', () => {
    expect(countryFromQuery('?country=br')).toBe('BR');
    expect(countryFromQuery('?country=BRA')).toBeNull();
    expect(countryFromQuery('')).toBeNull();
  });
});

describe('explorer selectors', () => {
  /** A store in which the explorer visited these URLs, each with its outcome. */
  function visited(...visits: [string, SalarySummary | null][]) {
    const store = createAppStore();
    for (const [path, data] of visits) {
      const visit = { area: SALARY_AREA, key: path, href: `http://localhost${path}`, lang: 'en' as const };
      store.dispatch(pageEntered(visit));
      store.dispatch(
        pageLoadFinished({
          area: SALARY_AREA,
          key: path,
          outcome: data ? { status: 'loaded', data } : { status: 'failed', statusCode: 503 },
        }),
      );
    }
    return store.getState();
  }

  it('keeps the known countries while another country loads or fails, and always offers the shown one', () => {
    const state = visited(
      ['/nonprofit-salary-explorer', summary()],
      ['/nonprofit-salary-explorer?country=PT', null],
    );
    expect(selectCountryCodes(state, 'PT')).toEqual(['US', 'BR', 'PT']);
    expect(selectCountryCodes(state, 'BR')).toEqual(['US', 'BR']);
    expect(selectCountryCodes(state, 'BR')).toBe(selectCountryCodes(state, 'BR'));
  });

  it('sends the menu back to the country explored last', () => {
    expect(selectExplorerHref(visited())).toBe('/nonprofit-salary-explorer');
    const state = visited(['/nonprofit-salary-explorer?country=BR', summary({ currency: 'BRL' })]);
    expect(selectExplorerHref(state)).toBe('/nonprofit-salary-explorer?country=BR');
  });

  it('drops function rows without salaries', () => {
    expect(selectFunctionRows(summary()).map((r) => r.function)).toEqual(['PROGRAM_MANAGEMENT']);
  });
});

describe('salaryPageForPath', () => {
  it('serves the root, explore, faq, learn-more and survey, nothing else', () => {
    expect(salaryPageForPath('/nonprofit-salary-explorer')).toBe('explore');
    expect(salaryPageForPath('/nonprofit-salary-explorer/explore')).toBe('explore');
    expect(salaryPageForPath('/nonprofit-salary-explorer/faq')).toBe('faq');
    expect(salaryPageForPath('/nonprofit-salary-explorer/learn-more')).toBe('learnMore');
    expect(salaryPageForPath('/nonprofit-salary-explorer/survey')).toBe('survey');
    expect(salaryPageForPath('/nonprofit-salary-explorer/faq/more')).toBeNull();
    expect(salaryPageForPath('/nonprofit-salary-explorer/other')).toBeNull();
  });
});
