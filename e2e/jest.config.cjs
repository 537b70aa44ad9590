const preset = require('../jest.preset.cjs')(__dirname, 'node');

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  testTimeout: 180_000,
  // One deploy and one seeded database per run, copied by each file's platform (src/globalSetup.ts).
  globalSetup: '<rootDir>/src/globalSetup.ts',
  globalTeardown: '<rootDir>/src/globalTeardown.ts',
};
