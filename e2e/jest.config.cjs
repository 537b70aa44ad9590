const preset = require('../jest.preset.cjs')(__dirname, 'node');

module.exports = { ...preset, testMatch: ['<rootDir>/tests/**/*.e2e.ts'], testTimeout: 180_000 };
