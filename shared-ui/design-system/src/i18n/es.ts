import type { en } from './en';

export const es: typeof en = {
  loading: 'Cargando…',
};
