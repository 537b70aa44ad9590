export const en = {
  close: 'Close',
  loading: 'Loading…',
};
