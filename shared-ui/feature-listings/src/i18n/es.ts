import type { en } from './en';

export const es: typeof en = {
  listing: {
    remote: 'Remoto',
  },
};
