import type { Translations } from '@opengood/platform';
import { en, type SalaryStrings } from './en';
import { es } from './es';
import { pt } from './pt';

export const SALARY_NS = 'salary';
export const translations: Translations = { en, es, pt };

// The area's keys join i18next's typed resources: a misspelt key fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    salary: SalaryStrings;
  }
}
