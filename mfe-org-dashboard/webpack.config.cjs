const { createAppConfig } = require('../webpack.app.cjs');

// Exposes what the shell mounts: the single-spa lifecycle and the pure React root, and ./slots, the small
// module of its fills of other apps' slots (the header's cart pill), loaded without the area's code.
module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe-org-dashboard',
  exposes: {
    './lifecycle': './src/lifecycle.ts',
    './App': './src/App.tsx',
    './slots': './src/slots.ts',
  },
});
