const { createServerConfig } = require('../webpack.app.cjs');

// The server build the shell's renderer loads (dist/server/remoteEntry.js): src/server.ts gives it the pure
// root and the feature (page table, namespaces, slices) it renders a page with.
module.exports = createServerConfig({
  dir: __dirname,
  name: 'mfe-listings',
  exposes: { './server': './src/server.ts', './App': './src/App.tsx' },
});
