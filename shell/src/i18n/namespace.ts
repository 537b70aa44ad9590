import { translations } from './index';

/** The shell's own strings: header, footer, flash messages, account screens. */
export const SHELL_NS = 'shell';
export const shellTranslations = translations;
