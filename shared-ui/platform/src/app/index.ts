export { AppProviders, type AppRootProps } from './AppProviders';
export { PlatformContext, usePlatform, type Platform } from './PlatformContext';
export { installFeature, loadFeatureTranslations, uninstallFeature, type Feature } from './feature';
export { createRemoteLifecycles, SERVER_RENDERED_ATTRIBUTE } from './createRemoteLifecycles';
export { useDocumentTitle, useDocumentHead } from './useDocumentTitle';
export { useLang } from './useLang';
