import { createAppStore, type AppStore } from '../store';
import { HttpError, type HttpClient } from '../http';
import { definePages } from './definePages';
import { createPagesSaga } from './pagesSaga';
import {
  MAX_ENTRIES_PER_AREA,
  pageEntered,
  pageRetried,
  selectAreaPages,
  selectPageEntry,
  type PageVisit,
} from './pagesSlice';

const AREA = 'mfe-test';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An area whose one page loads /data/items/{id}; the fake http answers what each test says. */
function setUp(get: (url: string, config?: { signal?: AbortSignal }) => Promise<unknown>, store?: AppStore) {
  const http = { get: jest.fn(get) } as unknown as HttpClient & { get: jest.Mock };
  const table = definePages({ area: AREA, ns: 'platform' }, (page) => [
    page({
      id: 'item',
      match: (url) => ({ id: url.pathname.split('/').pop() ?? '' }),
      load: ({ http: client, params, signal }) =>
        client.get<{ name: string }>(`/data/items/${params.id}`, { signal }),
    }),
  ]);
  const s = store ?? createAppStore();
  s.setSagaContext({ http });
  s.runSaga(`${AREA}/pages`, createPagesSaga(table));
  const visit = (id: string): PageVisit => {
    const url = new URL(`http://localhost/items/${id}`);
    return { area: AREA, key: table.match(url)!.dataKey('en')!, href: url.href, lang: 'en' };
  };
  const entry = (id: string) => selectPageEntry(s.getState(), AREA, visit(id).key);
  return { store: s, http, visit, entry };
}

describe('the page-loading saga', () => {
  it('loads an entered page and keeps it under its URL key', async () => {
    const { store, http, visit, entry } = setUp(async (url) => ({ name: url }));
    store.dispatch(pageEntered(visit('1')));
    expect(entry('1')).toMatchObject({ status: 'loading' });
    await flush();
    expect(entry('1')).toEqual({ status: 'loaded', data: { name: '/data/items/1' }, href: visit('1').href });
    expect(http.get).toHaveBeenCalledTimes(1);
    expect(selectAreaPages(store.getState(), AREA)?.current).toBe(visit('1').key);
  });

  it('does not fetch a URL whose state is already loaded (back navigation, server-rendered state)', async () => {
    const preloaded = createAppStore({
      preloadedState: {
        'platform/pages': {
          areas: {
            [AREA]: {
              current: 'item:en:/items/1',
              entries: {
                'item:en:/items/1': {
                  status: 'loaded',
                  data: { name: 'from the server' },
                  href: 'http://localhost/items/1',
                },
              },
              order: ['item:en:/items/1'],
            },
          },
        },
      },
    });
    const { store, http, visit, entry } = setUp(async () => ({ name: 'fetched' }), preloaded);
    store.dispatch(pageEntered(visit('1')));
    await flush();
    expect(http.get).not.toHaveBeenCalled();
    expect(entry('1')).toMatchObject({ status: 'loaded', data: { name: 'from the server' } });

    store.dispatch(pageEntered(visit('2')));
    await flush();
    store.dispatch(pageEntered(visit('1')));
    await flush();
    expect(http.get.mock.calls.map((c) => c[0])).toEqual(['/data/items/2']);
  });

  it('lets the latest URL win: the stale load is cancelled and aborted, its answer never stored', async () => {
    const pending = new Map<string, { resolve: (v: unknown) => void; signal?: AbortSignal }>();
    const { store, visit, entry } = setUp(
      (url, config) => new Promise((resolve) => pending.set(url, { resolve, signal: config?.signal })),
    );
    store.dispatch(pageEntered(visit('1')));
    store.dispatch(pageEntered(visit('2')));
    await flush();
    expect(pending.get('/data/items/1')?.signal?.aborted).toBe(true);
    pending.get('/data/items/2')!.resolve({ name: 'two' });
    pending.get('/data/items/1')!.resolve({ name: 'one' });
    await flush();
    expect(entry('2')).toMatchObject({ status: 'loaded', data: { name: 'two' } });
    expect(entry('1')).toBeUndefined(); // forgotten: entering it again loads it
    expect(selectAreaPages(store.getState(), AREA)?.current).toBe(visit('2').key);

    store.dispatch(pageEntered(visit('1')));
    await flush();
    pending.get('/data/items/1')!.resolve({ name: 'one again' });
    await flush();
    expect(entry('1')).toMatchObject({ status: 'loaded', data: { name: 'one again' } });
  });

  it('does not start a second load of a URL already under way', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    const { store, http, visit, entry } = setUp(() => new Promise((r) => (resolve = r)));
    store.dispatch(pageEntered(visit('1')));
    store.dispatch(pageEntered(visit('1')));
    resolve({ name: 'one' });
    await flush();
    expect(http.get).toHaveBeenCalledTimes(1);
    expect(entry('1')).toMatchObject({ status: 'loaded' });
  });

  it('stores 404 and 410 as not found and other failures as failed, and retries on request', async () => {
    const answers: Record<string, unknown> = {
      '/data/items/1': new HttpError(404, '{}', {}),
      '/data/items/2': new HttpError(410, '{}', {}),
      '/data/items/3': new HttpError(500, '{}', {}),
      '/data/items/4': new TypeError('Failed to fetch'),
    };
    const { store, http, visit, entry } = setUp(async (url) => {
      const answer = answers[url];
      if (answer instanceof Error) throw answer;
      return answer;
    });
    for (const id of ['1', '2', '3', '4']) {
      store.dispatch(pageEntered(visit(id)));
      await flush();
    }
    expect(entry('1')).toMatchObject({ status: 'notFound', statusCode: 404 });
    expect(entry('2')).toMatchObject({ status: 'notFound', statusCode: 410 });
    expect(entry('3')).toMatchObject({ status: 'failed', statusCode: 500 });
    expect(entry('4')).toMatchObject({ status: 'failed', statusCode: null });

    answers['/data/items/3'] = { name: 'three' };
    store.dispatch(pageRetried(visit('3')));
    await flush();
    expect(entry('3')).toMatchObject({ status: 'loaded', data: { name: 'three' } });
    // A not-found answer is an answer: entering the URL again does not ask again.
    store.dispatch(pageEntered(visit('1')));
    await flush();
    expect(http.get.mock.calls.filter((c) => c[0] === '/data/items/1')).toHaveLength(1);
  });

  it('keeps a bounded number of URLs per area, letting the oldest go', async () => {
    const { store, visit, entry } = setUp(async () => ({ name: 'x' }));
    for (let i = 0; i <= MAX_ENTRIES_PER_AREA; i += 1) {
      store.dispatch(pageEntered(visit(String(i))));
      await flush();
    }
    expect(entry('0')).toBeUndefined();
    expect(entry('1')).toMatchObject({ status: 'loaded' });
    expect(selectAreaPages(store.getState(), AREA)?.order).toHaveLength(MAX_ENTRIES_PER_AREA);
  });

  it("ignores other areas' pages", async () => {
    const { store, http, visit } = setUp(async () => ({ name: 'x' }));
    store.dispatch(pageEntered({ ...visit('1'), area: 'mfe-other' }));
    await flush();
    expect(http.get).not.toHaveBeenCalled();
  });
});
