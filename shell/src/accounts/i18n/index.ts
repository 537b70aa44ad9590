import { en } from './en';
import { es } from './es';
import { pt } from './pt';

/** The `accounts` part of the shell namespace, merged into shell/src/i18n/{en,es,pt}.ts. */
export const accountsTranslations = { en, es, pt };
export type AccountsStrings = typeof en;
