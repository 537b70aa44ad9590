import { en } from './en';
import { es } from './es';
import { pt } from './pt';

export const searchTranslations = { en, es, pt };
