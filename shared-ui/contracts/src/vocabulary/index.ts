export * from './languages';
export * from './listing-types';
export * from './search';
export * from './facets';
export { POPULAR_SEARCHES } from './popular-searches';
