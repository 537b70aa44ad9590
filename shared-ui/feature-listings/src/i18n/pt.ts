import type { en } from './en';

export const pt: typeof en = {
  listing: {
    remote: 'Remoto',
  },
};
