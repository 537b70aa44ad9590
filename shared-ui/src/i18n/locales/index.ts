import { en } from './en';
import { es } from './es';
import { pt } from './pt';

export const common = { en, es, pt };
export type { CommonStrings } from './en';
