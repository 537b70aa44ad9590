import { translations, type LazyTranslations } from './index';

export type { LazyTranslations };
import { bundledTranslations } from './bundled';
import type { en } from './en';

/** The few words the primitives and the forms kit say themselves, added by the platform's i18n factory. */
export const DESIGN_SYSTEM_NS = 'designSystem';
/** One language at a time, when a page needs it. */
export const designSystemTranslations = translations;
/** Every language at once: tests and tools only. */
export const designSystemBundledTranslations = bundledTranslations;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    designSystem: typeof en;
  }
}
