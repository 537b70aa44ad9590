// The platform runtime: the one shell-provided singleton. Store and i18n factories, the HTTP client, the
// page-loading model, the remote lifecycle factory, navigation, flash, extension slots, and the pages every
// area falls back to. Its version is a real semver the deploy contract checks against the live shell's.
export * from './http';
export * from './store';
export * from './i18n';
export * from './loading';
export * from './app';
export * from './navigation';
export * from './pages';
export * from './session';
export * from './ads';
export * from './mutations';
export * from './slots';
