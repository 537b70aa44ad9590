// Shared Jest settings: swc compiles TypeScript/JSX (fast, no type check; `npm run lint` type-checks).
const path = require('node:path');

const SHARED_PACKAGES = ['contracts', 'routes', 'design-system', 'platform', 'feature-listings', 'feature-location', 'feature-payments'];
module.exports = function preset(dir, env = 'node') {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: env,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
      ],
    },
    setupFiles: env === 'jsdom' ? [path.join(__dirname, 'jest.polyfills.cjs')] : [],
    setupFilesAfterEnv: env === 'jsdom' ? ['@testing-library/jest-dom'] : [],
    // Shared packages are compiled from source, like the app code that imports them.
    moduleNameMapper: {
      ...Object.fromEntries(
        SHARED_PACKAGES.map((dir) => [`^@opengood/${dir}$`, path.join(__dirname, 'shared-ui', dir, 'src/index.ts')]),
      ),
      // The contracts' zod-free entry (routes and their types).
      '^@opengood/contracts/routes$': path.join(__dirname, 'shared-ui', 'contracts', 'src/routes/index.ts'),
      // The platform's test helpers (a fake api from the route table).
      '^@opengood/platform/testing$': path.join(__dirname, 'shared-ui', 'platform', 'src/testing/index.ts'),
    },
  };
};
