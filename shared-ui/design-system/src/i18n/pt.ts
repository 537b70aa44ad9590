import type { en } from './en';

export const pt: typeof en = {
  loading: 'Carregando…',
};
