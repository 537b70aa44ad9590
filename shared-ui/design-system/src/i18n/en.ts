export const en = {
  loading: 'Loading…',
};
