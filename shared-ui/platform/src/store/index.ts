export { createAppStore, type AppStore, type AppDispatch, type AppStoreOptions } from './createAppStore';
export { createRootReducer, type LazyLoadedSlices, type RootState } from './rootReducer';
export { assertSliceKey, SLICE_KEY_PATTERN } from './sliceKeys';
export { sagaContext, type SagaContext } from './sagaContext';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export * from './platformSlice';
