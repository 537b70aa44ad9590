// Unit tests of every front-end package, the gateway and the local Stripe test server. The api (PGlite needs VM modules) and the
// browser tests run as their own suites: see scripts/test.mjs.
module.exports = {
  projects: [
    '<rootDir>/shared-ui/contracts',
    '<rootDir>/shared-ui/routes',
    '<rootDir>/shared-ui/design-system',
    '<rootDir>/shared-ui/platform',
    '<rootDir>/shared-ui/feature-listings',
    '<rootDir>/shared-ui/feature-location',
    '<rootDir>/shared-ui/feature-payments',
    '<rootDir>/shell',
    '<rootDir>/mfe-search',
    '<rootDir>/mfe-listings',
    '<rootDir>/mfe-user-dashboard',
    '<rootDir>/mfe-org-dashboard',
    '<rootDir>/mfe-salary',
    '<rootDir>/gateway',
    '<rootDir>/tools/stripe-local',
  ],
};
