import { translations } from './index';
import type { en } from './en';

/** The few words the primitives say themselves (a spinner's label), added by the platform's i18n factory. */
export const DESIGN_SYSTEM_NS = 'designSystem';
export const designSystemTranslations = translations;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    designSystem: typeof en;
  }
}
