export * from './listing';
