export * from './languages';
export * from './listing-types';
export * from './search';
export * from './facets';
export * from './salary';
export * from './content';
export { POPULAR_SEARCHES } from './popular-searches';
export { JOB_FAMILIES, JOB_FAMILY_IDS, type JobFamily } from './job-families';
export * from './places';
