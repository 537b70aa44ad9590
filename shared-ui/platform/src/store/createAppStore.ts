import { combineSlices, configureStore, type Slice, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { platformSlice } from './platformSlice';

/** Services handed to sagas through redux-saga's context (getContext('http')). */
export type SagaContext = Record<string, unknown>;

const rootReducer = () => combineSlices(platformSlice);

/**
 * One store per page (or per server request): a factory, never a module singleton.
 * Remotes add their slice and saga under their own key when they mount.
 */
export function createAppStore(
  options: { preloadedState?: Record<string, unknown>; context?: SagaContext } = {},
) {
  const reducer = rootReducer();
  const sagaMiddleware = createSagaMiddleware({ context: options.context ?? {} });
  const store = configureStore({
    reducer: reducer as unknown as Reducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const tasks = new Map<string, Task>();

  return Object.assign(store, {
    /** Adds a feature slice; a second call with the same slice is a no-op. */
    injectSlice(slice: Slice) {
      reducer.inject(slice as never);
      store.dispatch({ type: `platform/sliceInjected`, payload: slice.reducerPath });
    },
    /** Starts a feature's root saga once; cancelled by stopSaga (e.g. when its area unmounts). */
    runSaga(key: string, saga: Saga) {
      const running = tasks.get(key);
      if (running?.isRunning()) return running;
      const task = sagaMiddleware.run(saga);
      tasks.set(key, task);
      return task;
    },
    stopSaga(key: string) {
      tasks.get(key)?.cancel();
      tasks.delete(key);
    },
    setSagaContext(context: SagaContext) {
      sagaMiddleware.setContext(context);
    },
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
