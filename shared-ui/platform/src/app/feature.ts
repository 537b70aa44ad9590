import type { Slice } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { AppStore } from '../store';
import { addNamespace, type I18n, type Translations } from '../i18n';

/** What an area adds to the shared store and i18n instance: its own key, slices, saga and namespace. */
export interface Feature {
  key: string;
  slices: Slice[];
  saga?: Saga;
  ns: string;
  translations: Translations;
  /** Namespaces of shared feature packages this area renders (e.g. the listing widgets). */
  namespaces?: { ns: string; translations: Translations }[];
}

export function installFeature(store: AppStore, i18n: I18n, feature: Feature) {
  for (const slice of feature.slices) store.injectSlice(slice);
  addNamespace(i18n, feature.ns, feature.translations);
  for (const extra of feature.namespaces ?? []) addNamespace(i18n, extra.ns, extra.translations);
  if (feature.saga) store.runSaga(feature.key, feature.saga);
}

export function uninstallFeature(store: AppStore, feature: Feature) {
  store.stopSaga(feature.key);
}
