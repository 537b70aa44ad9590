// The single-bundle comparison build for `npm run bench` (issue 9, performance budget): the same pages (shell
// chrome + search, listings, dashboards, salary) from the same sources as ONE webpack build without Module
// Federation, so the cost of federation is a measured ratio. Everything else is the shell's own recipe
// (webpack.app.cjs, required read-only): same swc transform, same minifier and settings, same index.html,
// same default splitChunks policy, publicPath /assets/shell/ so the same gateway serves it as SHELL_DIR.
// Differences, on purpose: no ModuleFederationPlugin; the federation runtime import is replaced by
// bench/single/federationRuntime.ts (areas become dynamic imports); the entry is the shell's bootstrap
// directly (the `import('./bootstrap')` async boundary exists only for federation's shared modules).
// Usage: SINGLE_OUT_DIR=/tmp/x webpack --config bench/webpack.single.cjs   (default: bench/single/dist)
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createAppConfig } = require('../webpack.app.cjs');

const shellDir = path.join(__dirname, '..', 'shell');
const base = createAppConfig({ dir: shellDir, name: 'shell', host: true, publicPath: '/assets/shell/' });

module.exports = {
  ...base,
  entry: { main: './src/bootstrap.tsx' },
  output: {
    ...base.output,
    path: path.resolve(process.env.SINGLE_OUT_DIR ?? path.join(__dirname, 'single', 'dist')),
    uniqueName: 'opengood_single',
  },
  plugins: [
    ...base.plugins.filter((p) => !(p instanceof ModuleFederationPlugin)),
    new webpack.NormalModuleReplacementPlugin(
      /^@module-federation\/enhanced\/runtime$/,
      path.join(__dirname, 'single', 'federationRuntime.ts'),
    ),
  ],
};
