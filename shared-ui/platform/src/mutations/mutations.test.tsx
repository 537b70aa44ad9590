import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { routes, type RouteAnswer } from '@opengood/contracts/routes';
import { HttpError } from '../http';
import { PlatformContext } from '../app/PlatformContext';
import { definePages } from '../loading/definePages';
import { createPagesSaga } from '../loading/pagesSaga';
import { pageEntered, selectPageEntry } from '../loading/pagesSlice';
import { createAppStore } from '../store';
import { userLoaded, userSignedIn, userSignedOut } from '../session/sessionSlice';
import { createFakeHttp } from '../testing';
import { defineMutation, mutationId } from './defineMutation';
import { mutate } from './mutateSaga';
import { selectMutation } from './mutationsSlice';
import { useMutation } from './useMutation';

const AREA = 'mfe-test';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
type Listings = RouteAnswer<'savedListings'>;
const list = (count: number): Listings => ({ savedListings: [], count, pageCount: count > 0 ? 1 : 0 });

/** An area with a saved-listings page and an "other" page, over a fake api whose count each test moves. */
function setUp() {
  let count = 0;
  const fake = createFakeHttp({
    savedListings: () => list(count),
    saveListing: ({ body }) => {
      count += 1;
      const { id, type } = body as { id: number; type: 'JOB' };
      return { savedListing: { id, type, savedAt: '2026-11-25T10:00:00.000Z' } };
    },
  });
  const table = definePages({ area: AREA, ns: 'platform' }, (page) => [
    page({
      id: 'saved',
      match: (url) => (url.pathname === '/saved' ? {} : null),
      load: ({ http }) => http.call(routes.savedListings, { query: { page: 1 } }),
    }),
    page({
      id: 'other',
      match: (url) => (url.pathname === '/other' ? {} : null),
      load: ({ http }) => http.call(routes.savedListings, { query: { page: 2 } }),
    }),
  ]);
  const store = createAppStore({ context: { http: fake.http } });
  store.runSaga(`${AREA}/pages`, createPagesSaga(table));
  const enter = (path: string) => {
    const url = new URL(`http://localhost${path}`);
    const key = table.match(url)!.dataKey('en')!;
    store.dispatch(pageEntered({ area: AREA, key, href: url.href, lang: 'en' }));
    return key;
  };
  const saveListing = defineMutation({
    name: `${AREA}/saveListing`,
    route: routes.saveListing,
    input: (args: { id: number }) => ({ body: { id: args.id, type: 'JOB' as const } }),
    refreshes: () => [{ area: AREA, pages: ['saved'] }],
    then: (answer) => [{ type: `${AREA}/listingSaved`, payload: answer.savedListing.id }],
  });
  return { fake, store, enter, saveListing, table };
}

describe('mutations', () => {
  it('a saga writes through `mutate`: its state, the call, the page it changed loaded again, its follow-up event', async () => {
    const { fake, store, enter, saveListing } = setUp();
    const saved = enter('/saved');
    await flush();
    expect(selectPageEntry(store.getState(), AREA, saved)).toMatchObject({ data: list(0) });

    const seen: string[] = [];
    const task = store.runSaga('test/writer', function* () {
      yield* mutate(saveListing, { id: 7 });
    });
    store.subscribe(() => seen.push(String(selectMutation(store.getState(), saveListing.name)?.status)));
    await task.toPromise();
    expect(seen).toContain('succeeded');
    // The page on screen kept its data while it was loaded again, then shows the new answer.
    await flush();
    expect(selectPageEntry(store.getState(), AREA, saved)).toMatchObject({ status: 'loaded', data: list(1) });
    expect(fake.callsOf('savedListings')).toHaveLength(2);
  });

  it('drops a changed page that is not on screen, so the next visit loads it afresh', async () => {
    const { fake, store, enter, saveListing } = setUp();
    const saved = enter('/saved');
    await flush();
    enter('/other');
    await flush();
    await store
      .runSaga('test/writer', function* () {
        yield* mutate(saveListing, { id: 7 });
      })
      .toPromise();
    expect(selectPageEntry(store.getState(), AREA, saved)).toBeUndefined();
    enter('/saved');
    await flush();
    expect(selectPageEntry(store.getState(), AREA, saved)).toMatchObject({ data: list(1) });
    expect(fake.callsOf('savedListings').map((c) => c.query.page)).toEqual(['1', '2', '1']);
  });

  it('passes its call options: a 403 the page shows itself does not send the user home', async () => {
    const { fake, store } = setUp();
    fake.answer(
      'saveListing',
      new HttpError(403, '', { message: 'Forbidden', errors: { email: 'EMAIL_NOT_VERIFIED' } }),
    );
    const quiet = defineMutation({
      name: `${AREA}/quietSave`,
      route: routes.saveListing,
      config: { redirectOnAuthErrors: false },
    });
    const task = store.runSaga('test/quiet', function* () {
      try {
        yield* mutate(quiet, { body: { id: 7, type: 'JOB' } });
      } catch {
        // the refusal is in the store
      }
    });
    await task.toPromise();
    expect(fake.navigations).toEqual([]);
    expect(selectMutation(store.getState(), quiet.name)).toMatchObject({
      status: 'failed',
      errors: { email: 'EMAIL_NOT_VERIFIED' },
    });
  });

  it('a component writes through useMutation: pending, then the api refusal by field, then reset', async () => {
    const { fake, store, saveListing } = setUp();
    fake.answer(
      'saveListing',
      new HttpError(409, '', { message: 'Conflict', errors: { listing: 'LISTING_CLOSED' } }),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <PlatformContext.Provider value={{ http: fake.http, preload: () => undefined, supportUrl: '' }}>
          {children}
        </PlatformContext.Provider>
      </Provider>
    );
    const { result } = renderHook(() => useMutation(saveListing, 7), { wrapper });
    expect(result.current.status).toBe('idle');
    let answer: unknown = 'unset';
    await act(async () => {
      answer = await result.current.mutate({ id: 7 });
    });
    expect(answer).toBeUndefined();
    expect(result.current).toMatchObject({
      status: 'failed',
      errors: { listing: 'LISTING_CLOSED' },
      statusCode: 409,
    });
    expect(selectMutation(store.getState(), mutationId(saveListing, 7))?.status).toBe('failed');
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
  });
});

describe('pages and who is signed in', () => {
  const user = (id: number) => ({ id }) as unknown as import('@opengood/contracts').User;

  it('drops the pages of the last user that are not on screen when another signs in (back shows none of theirs)', async () => {
    const { fake, store, enter } = setUp();
    store.dispatch(userLoaded(user(1)));
    const saved = enter('/saved');
    await flush();
    const other = enter('/other');
    await flush();
    store.dispatch(userSignedOut());
    store.dispatch(userSignedIn(user(2)));
    await flush();
    expect(selectPageEntry(store.getState(), AREA, saved)).toBeUndefined();
    // The page on screen is the session flow's to leave (no reload for nobody: it would meet a 401).
    expect(selectPageEntry(store.getState(), AREA, other)).toMatchObject({ status: 'loaded' });
    expect(fake.callsOf('savedListings').map((c) => c.query.page)).toEqual(['1', '2']);
    enter('/saved');
    await flush();
    expect(fake.callsOf('savedListings').map((c) => c.query.page)).toEqual(['1', '2', '1']);
  });

  it('keeps a server-rendered page when the session first becomes known', async () => {
    const { fake, store, enter } = setUp();
    const saved = enter('/saved');
    await flush();
    store.dispatch(userLoaded(user(1)));
    await flush();
    expect(selectPageEntry(store.getState(), AREA, saved)).toMatchObject({ status: 'loaded' });
    expect(fake.callsOf('savedListings')).toHaveLength(1);
  });

  it('loads again a page changed while its area was away, when the area shows it again', async () => {
    const { fake, store, enter, saveListing, table } = setUp();
    const saved = enter('/saved');
    await flush();
    store.stopSaga(`${AREA}/pages`); // the area unmounted
    await store
      .runSaga('test/writer', function* () {
        yield* mutate(saveListing, { id: 7 });
      })
      .toPromise();
    expect(selectPageEntry(store.getState(), AREA, saved)).toMatchObject({ refreshing: true, data: list(0) });
    store.runSaga(`${AREA}/pages`, createPagesSaga(table));
    enter('/saved');
    await flush();
    expect(selectPageEntry(store.getState(), AREA, saved)).toMatchObject({ status: 'loaded', data: list(1) });
    expect(fake.callsOf('savedListings')).toHaveLength(2);
  });
});
