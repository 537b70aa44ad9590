export const en = {
  listing: {
    remote: 'Remote',
  },
};
