import { en } from './en';
import { es } from './es';
import { pt } from './pt';

export const modalsTranslations = { en, es, pt };
