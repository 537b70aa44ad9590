// The design system: theme, primitives and the forms kit. An ordinary library (each app bundles the version
// it was built with); it never reaches the store, the router or the network. sideEffects: false, so an app
// bundles only the modules it uses: the contract-form glue (react-hook-form) only where a form uses it.
export * from './theme';
export * from './primitives';
export * from './overlay';
export * from './menu';
export * from './forms';
export * from './forms/contract';
export * from './navigation';
export * from './data';
export * from './feedback';
export {
  DESIGN_SYSTEM_NS,
  designSystemTranslations,
  designSystemBundledTranslations,
  type LazyTranslations as DesignSystemLazyTranslations,
} from './i18n/namespace';
