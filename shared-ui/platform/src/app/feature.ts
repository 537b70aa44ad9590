import type { Slice } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { AppStore } from '../store';
import { addNamespace, type I18n, type Translations } from '../i18n';
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
  translations: Translations;
  /** Namespaces of shared feature packages this area renders (e.g. the listing widgets). */
  namespaces?: { ns: string; translations: Translations }[];
}

const pagesSagaKey = (area: string) => `${area}/pages`;

export function installFeature(store: AppStore, i18n: I18n, feature: Feature) {
  for (const slice of feature.slices ?? []) store.injectSlice(feature.area, slice);
  addNamespace(i18n, feature.ns, feature.translations);
  for (const extra of feature.namespaces ?? []) addNamespace(i18n, extra.ns, extra.translations);
  if (feature.pages) store.runSaga(pagesSagaKey(feature.area), createPagesSaga(feature.pages));
  if (feature.saga) store.runSaga(feature.area, feature.saga);
}

export function uninstallFeature(store: AppStore, feature: Feature) {
  store.stopSaga(pagesSagaKey(feature.area));
  store.stopSaga(feature.area);
}
