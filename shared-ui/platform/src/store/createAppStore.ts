import { configureStore, type Slice } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { createRootReducer, type RootState } from './rootReducer';
import { assertSliceKey } from './sliceKeys';
import type { SagaContext } from './sagaContext';

export interface AppStoreOptions {
  /** State rendered elsewhere (a server render), kept as it is: loaded pages are not fetched again. */
  preloadedState?: Partial<RootState>;
  context?: SagaContext;
}

/**
 * One store per page (or per server request): a factory, never a module singleton.
 * Areas add their slices (keyed `<area>/<name>`) and sagas when they mount.
 */
export function createAppStore(options: AppStoreOptions = {}) {
  const reducer = createRootReducer();
  const sagaMiddleware = createSagaMiddleware({ context: { ...options.context } });
  const store = configureStore({
    reducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const tasks = new Map<string, Task>();

  return Object.assign(store, {
    /**
     * Adds an area's slice; its key must be `<area>/<name>` (throws otherwise). A second call with the
     * same slice is a no-op.
     */
    injectSlice(area: string, slice: Slice) {
      assertSliceKey(area, slice.reducerPath);
      reducer.inject(slice);
      store.dispatch({ type: 'platform/sliceInjected', payload: slice.reducerPath });
    },
    /** Starts a saga once under a key; cancelled by stopSaga (e.g. when its area unmounts). */
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
      sagaMiddleware.setContext({ ...context });
    },
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
