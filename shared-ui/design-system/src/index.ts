// The design system: theme and primitives. An ordinary library (each app bundles the version it was built
// with); it never reaches the store, the router or the network.
export * from './theme';
export * from './primitives';
export * from './overlay';
export * from './menu';
export { DESIGN_SYSTEM_NS, designSystemTranslations } from './i18n/namespace';
