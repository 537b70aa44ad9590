import type { Translations } from '@opengood/platform';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';

export const translations: Translations = { en, es, pt };
