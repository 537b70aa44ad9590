import { en } from './en';
import { es } from './es';
import { pt } from './pt';

/** The platform's own strings (not-found, error and area-failure pages), namespace 'platform'. */
export const platformTranslations = { en, es, pt };
