import type { Slice } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { AppStore } from '../store';
import { loadPlatformTranslations, loadTranslations, type I18n, type LazyTranslations } from '../i18n';
import { createPagesSaga, type PageTable } from '../loading';

/** What an area adds to the shared store and i18n instance when it mounts. */
export interface Feature {
  /** The area's single-spa application name: the owner prefix of its slice keys (`<area>/<name>`). */
  area: string;
  /** The area's pages, loaded by the platform's page saga. */
  pages?: PageTable;
  /** The area's own state, beyond loaded pages (keyed `<area>/<name>`, checked on injection). */
  slices?: Slice[];
  saga?: Saga;
  ns: string;
  /** The area's strings, loaded one language at a time (platform README "Translations"). */
  translations: LazyTranslations;
  /** Namespaces of shared feature packages this area renders (e.g. the listing widgets). */
  namespaces?: { ns: string; translations: LazyTranslations }[];
}

const pagesSagaKey = (area: string) => `${area}/pages`;

/** The strings an area renders, in the page's language (and, from then on, in any language it switches to). */
export function loadFeatureTranslations(
  i18n: I18n,
  feature: Pick<Feature, 'ns' | 'translations' | 'namespaces'>,
) {
  return Promise.all([
    loadPlatformTranslations(i18n),
    loadTranslations(i18n, [
      { ns: feature.ns, translations: feature.translations },
      ...(feature.namespaces ?? []),
    ]),
  ]).then(() => undefined);
}

/**
 * Adds an area to the page: its slices and sagas at once, its strings on their way. Resolves once the
 * strings are in: a mount awaits it before it renders, so nothing shows a key.
 */
export function installFeature(store: AppStore, i18n: I18n, feature: Feature): Promise<void> {
  for (const slice of feature.slices ?? []) store.injectSlice(feature.area, slice);
  const strings = loadFeatureTranslations(i18n, feature);
  if (feature.pages) store.runSaga(pagesSagaKey(feature.area), createPagesSaga(feature.pages));
  if (feature.saga) store.runSaga(feature.area, feature.saga);
  return strings;
}

export function uninstallFeature(store: AppStore, feature: Feature) {
  store.stopSaga(pagesSagaKey(feature.area));
  store.stopSaga(feature.area);
}
