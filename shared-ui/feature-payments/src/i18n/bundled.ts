// Every language at once, for tests and tools. Pages load one language at a time (./index.ts).
import { en } from './en';
import { es } from './es';
import { pt } from './pt';

export const bundledTranslations = { en, es, pt };
