export { createAppStore, type AppStore, type AppDispatch, type SagaContext } from './createAppStore';
export * from './platformSlice';
