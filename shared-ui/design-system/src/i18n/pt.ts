import type { en } from './en';

export const pt: typeof en = {
  close: 'Fechar',
  loading: 'Carregando…',
};
