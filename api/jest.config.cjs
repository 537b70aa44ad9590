// PGlite loads its WASM and extensions with dynamic import(), which Jest's module sandbox only
// allows under --experimental-vm-modules. So that a bare `npx jest` works too, re-run Jest with
// the flag when it is missing (`npm test` already sets it through NODE_OPTIONS).
const FLAG = '--experimental-vm-modules';
if (!process.execArgv.includes(FLAG) && !(process.env.NODE_OPTIONS ?? '').includes(FLAG)) {
  const { spawnSync } = require('node:child_process');
  const run = spawnSync(process.execPath, [FLAG, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

// A new PGlite takes a few seconds to boot, and each test file seeds its own database.
const preset = require('../jest.preset.cjs')(__dirname, 'node');

// better-auth (and oidc-provider in tests) are ESM-only: the api loads them with import(), which swc
// must leave as a real dynamic import (not a require) for Jest's ESM loader to take it.
const transform = Object.fromEntries(
  Object.entries(preset.transform).map(([pattern, [swc, options]]) => [
    pattern,
    [swc, { ...options, module: { type: 'commonjs', ignoreDynamic: true } }],
  ]),
);

// Seeding a PGlite database takes ~20 s on an idle machine and three times that on a loaded 2-core one (a
// beforeAll over 60 s was seen there): the limit is for a hung test, not a slow machine.
// Each test file starts from a copy of the run's migrated (and seeded) template database instead of
// migrating and seeding its own (src/testing/templates.ts).
module.exports = {
  ...preset,
  transform,
  testTimeout: 180000,
  globalSetup: '<rootDir>/src/testing/globalSetup.ts',
  globalTeardown: '<rootDir>/src/testing/globalTeardown.ts',
};
