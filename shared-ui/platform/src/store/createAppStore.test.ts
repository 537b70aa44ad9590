import { createSlice } from '@reduxjs/toolkit';
import { put, take } from 'redux-saga/effects';
import { createAppStore } from './createAppStore';
import { newerVersionDetected, selectForcedUpdate } from './platformSlice';
import { sagaContext } from './sagaContext';
import type { HttpClient } from '../http';

const counter = createSlice({
  name: 'mfe-test/counter',
  initialState: { value: 0 },
  reducers: { incremented: (s) => void (s.value += 1) },
});

// What an area's compilation sees once it declared its slice in LazyLoadedSlices.
type WithCounter = { 'mfe-test/counter'?: { value: number } };
const counterOf = (store: ReturnType<typeof createAppStore>) =>
  (store.getState() as WithCounter)['mfe-test/counter'];

describe('createAppStore', () => {
  it('makes a new store each time (no module singleton) with the platform slices', () => {
    const a = createAppStore();
    const b = createAppStore();
    a.dispatch(newerVersionDetected());
    expect(selectForcedUpdate(a.getState())).toBe(true);
    expect(selectForcedUpdate(b.getState())).toBe(false);
    expect(Object.keys(a.getState()).sort()).toEqual([
      'platform/app',
      'platform/mutations',
      'platform/pages',
      'platform/session',
    ]);
  });

  it('keeps preloaded state (a server render handed over)', () => {
    const store = createAppStore({
      preloadedState: { 'platform/app': { forcedUpdate: true, renderState: 'server', flash: [] } },
    });
    expect(selectForcedUpdate(store.getState())).toBe(true);
  });

  it('lets an area inject its slice under its own key and run its saga once, cancelled on unmount', () => {
    const store = createAppStore();
    store.injectSlice('mfe-test', counter);
    store.injectSlice('mfe-test', counter);
    expect(counterOf(store)).toEqual({ value: 0 });

    function* saga() {
      while (true) {
        yield take('ping');
        yield put(counter.actions.incremented());
      }
    }
    const task = store.runSaga('mfe-test', saga);
    expect(store.runSaga('mfe-test', saga)).toBe(task);
    store.dispatch({ type: 'ping' });
    expect(counterOf(store)?.value).toBe(1);
    store.stopSaga('mfe-test');
    expect(task.isCancelled()).toBe(true);
    store.dispatch({ type: 'ping' });
    expect(counterOf(store)?.value).toBe(1);
  });

  it('refuses a slice that is not keyed by the injecting area', () => {
    const store = createAppStore();
    const detail = createSlice({ name: 'detail', initialState: {}, reducers: {} });
    expect(() => store.injectSlice('mfe-listings', detail)).toThrow(
      'Slice "detail" cannot be injected by mfe-listings: an area\'s slices are keyed "mfe-listings/<name>"',
    );
    expect(() => store.injectSlice('mfe-search', counter)).toThrow(/cannot be injected by mfe-search/);
    expect(Object.keys(store.getState())).not.toContain('detail');
  });

  it('hands sagas their services through a typed context getter', async () => {
    const http = { get: jest.fn() } as unknown as HttpClient;
    const store = createAppStore({ context: { http } });
    let seen: HttpClient | null = null;
    await store
      .runSaga('reader', function* () {
        seen = yield* sagaContext('http');
      })
      .toPromise();
    expect(seen).toBe(http);

    jest.spyOn(console, 'error').mockImplementation(() => undefined); // redux-saga logs the failing saga
    const bare = createAppStore();
    await expect(
      bare
        .runSaga('reader', function* () {
          yield* sagaContext('http');
        })
        .toPromise(),
    ).rejects.toThrow('The saga context has no "http"');
    jest.restoreAllMocks();
  });
});
