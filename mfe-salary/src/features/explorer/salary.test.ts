import { runSaga, stdChannel, type Saga } from 'redux-saga';
import type { HttpClient } from '@opengood/platform';
import { countryFromQuery, fetchSalarySummary, salarySummaryUrl, type SalarySummary } from './salaryApi';
import { salarySaga } from './salarySaga';
import {
  countrySelected,
  explorerEntered,
  salarySlice,
  selectCountryCodes,
  selectFunctionRows,
  summaryFailed,
  summaryReceived,
  type SalaryState,
} from './salarySlice';
import { salaryPageForPath } from '../pages/salaryRoutes';

const summary = (over: Partial<SalarySummary> = {}): SalarySummary => ({
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
  it('builds the summary URL from country and language', () => {
    expect(salarySummaryUrl({ country: 'BR', lang: 'pt' })).toBe('/data/salaries/summary?country=BR&lang=pt');
  });

  it('reads the data envelope and defaults missing lists', async () => {
    const http = {
      get: async () => ({ data: { ...summary(), byFunction: undefined, countries: undefined } }),
    } as unknown as HttpClient;
    const result = await fetchSalarySummary(http, { country: 'US', lang: 'en' });
    expect(result.byFunction).toEqual([]);
    expect(result.countries).toEqual([]);
  });

  it('accepts only two-letter country codes from the query', () => {
    expect(countryFromQuery('?country=br')).toBe('BR');
    expect(countryFromQuery('?country=BRA')).toBeNull();
    expect(countryFromQuery('')).toBeNull();
  });
});

describe('salary slice', () => {
  const reduce = salarySlice.reducer;

  it('names its actions as events of the area', () => {
    expect(explorerEntered.type).toBe('salary/explorerEntered');
    expect(countrySelected.type).toBe('salary/countrySelected');
  });

  it('keeps the known countries while another country loads or fails', () => {
    let state = reduce(undefined, explorerEntered({ country: 'US', lang: 'en' }));
    state = reduce(state, summaryReceived(summary()));
    state = reduce(state, countrySelected({ country: 'BR', lang: 'en' }));
    expect(state).toMatchObject({ status: 'loading', request: { country: 'BR', lang: 'en' } });
    expect(state.countries).toHaveLength(2);
    state = reduce(state, summaryFailed());
    expect(state.status).toBe('failed');
    expect(state.countries).toHaveLength(2);
  });

  it('offers the requested country even without data, and drops empty function rows', () => {
    let state: SalaryState = reduce(undefined, summaryReceived(summary()));
    state = reduce(state, countrySelected({ country: 'PT', lang: 'pt' }));
    expect(selectCountryCodes({ salary: state })).toEqual(['US', 'BR', 'PT']);
    expect(selectFunctionRows({ salary: state }).map((r) => r.function)).toEqual(['PROGRAM_MANAGEMENT']);
  });
});

function startSaga(http: HttpClient) {
  const channel = stdChannel();
  const dispatched: unknown[] = [];
  const task = runSaga(
    { channel, context: { http }, dispatch: (action: unknown) => dispatched.push(action) },
    salarySaga as Saga,
  );
  return { dispatched, task, emit: (action: { type: string }) => channel.put(action) };
}

describe('salary saga', () => {
  it('cancels the stale request when another country is selected (takeLatest)', async () => {
    const resolvers = new Map<string, (value: unknown) => void>();
    const http = {
      get: (url: string) => new Promise((resolve) => resolvers.set(url, resolve)),
    } as unknown as HttpClient;
    const { dispatched, task, emit } = startSaga(http);

    emit(explorerEntered({ country: 'US', lang: 'en' }));
    emit(countrySelected({ country: 'BR', lang: 'en' }));
    expect([...resolvers.keys()]).toEqual([
      '/data/salaries/summary?country=US&lang=en',
      '/data/salaries/summary?country=BR&lang=en',
    ]);
    const brazil = summary({ currency: 'BRL' });
    resolvers.get('/data/salaries/summary?country=US&lang=en')?.({ data: summary() });
    resolvers.get('/data/salaries/summary?country=BR&lang=en')?.({ data: brazil });
    await new Promise((r) => setTimeout(r, 0));
    expect(dispatched).toEqual([summaryReceived(brazil)]);
    task.cancel();
  });

  it('puts summaryFailed when the load fails', async () => {
    const http = {
      get: async () => {
        throw new Error('HTTP 500');
      },
    } as unknown as HttpClient;
    const { dispatched, task, emit } = startSaga(http);
    emit(explorerEntered({ country: 'US', lang: 'en' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(dispatched).toEqual([summaryFailed()]);
    task.cancel();
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
