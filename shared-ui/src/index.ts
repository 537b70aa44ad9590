// The one public entry of shared-ui: design system, route table, HTTP client, store and i18n factories.
export * from './theme';
export * from './primitives';
export * from './routes';
export * from './http';
export * from './store';
export * from './i18n';
export * from './app';
export * from './pages';
export { POPULAR_SEARCHES } from './search/popularSearches';
export * from './listings';
