const { createAppConfig } = require('../webpack.app.cjs');

// Exposes only what the shell mounts: the single-spa lifecycle, and the pure React root for a future server entry.
module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe-org-dashboard',
  exposes: { './lifecycle': './src/lifecycle.ts', './App': './src/App.tsx' },
});
