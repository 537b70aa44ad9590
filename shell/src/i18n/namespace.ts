import { translations } from './index';
import type { en } from './en';

/** The shell's own strings: header, footer, flash messages, account screens. */
export const SHELL_NS = 'shell';
export const shellTranslations = translations;

// The shell's keys join i18next's typed resources: a misspelt key fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    shell: typeof en;
  }
}
