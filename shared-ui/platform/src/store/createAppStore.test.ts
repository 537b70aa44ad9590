import { createSlice } from '@reduxjs/toolkit';
import { put, take } from 'redux-saga/effects';
import { createAppStore } from './createAppStore';
import { newerVersionDetected, selectForcedUpdate } from './platformSlice';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { incremented: (s) => void (s.value += 1) },
});

describe('createAppStore', () => {
  it('makes a new store each time (no module singleton) with the platform slice', () => {
    const a = createAppStore();
    const b = createAppStore();
    a.dispatch(newerVersionDetected());
    expect(selectForcedUpdate(a.getState())).toBe(true);
    expect(selectForcedUpdate(b.getState())).toBe(false);
  });

  it('lets an area inject its slice under its own key and run its saga once, cancelled on unmount', () => {
    const store = createAppStore();
    store.injectSlice(counter);
    store.injectSlice(counter);
    expect((store.getState() as { counter: { value: number } }).counter).toEqual({ value: 0 });

    function* saga() {
      while (true) {
        yield take('ping');
        yield put(counter.actions.incremented());
      }
    }
    const task = store.runSaga('area', saga);
    expect(store.runSaga('area', saga)).toBe(task);
    store.dispatch({ type: 'ping' });
    expect((store.getState() as { counter: { value: number } }).counter.value).toBe(1);
    store.stopSaga('area');
    expect(task.isCancelled()).toBe(true);
    store.dispatch({ type: 'ping' });
    expect((store.getState() as { counter: { value: number } }).counter.value).toBe(1);
  });
});
