// Every language of these strings (tests); each language file of the namespace imports its own only.
import { en } from './en';
import { es } from './es';
import { pt } from './pt';

export type { UnsubscribeStrings } from './en';
export const unsubscribeTranslations = { en, es, pt };
