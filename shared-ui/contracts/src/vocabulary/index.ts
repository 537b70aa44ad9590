export * from './languages';
export * from './listing-types';
export * from './search';
export * from './facets';
export * from './salary';
export * from './content';
export { POPULAR_SEARCHES } from './popular-searches';
