// One webpack + Module Federation recipe for the shell and every remote, so the shared singletons and
// the build settings cannot drift between independently deployed apps.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const { SINGLETONS, DEEP } = require('./federation.shared.cjs');

/** The copy an app's own code resolves (its declared dependency or peer), as Node would find it from there. */
const versionOf = (pkg, dir) => require(require.resolve(`${pkg}/package.json`, { paths: [dir] })).version;

/** TypeScript/TSX through swc, the same for browser and server builds. */
const swcRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: [
    // Runs after swc: stable styled-components ids, so server and browser markup match (hydration).
    require.resolve('./scripts/lib/styled-component-ids.cjs'),
    {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // Always the production JSX runtime, even in development builds: it is the shared one, and
          // a dev remote (npm run dev) runs on the live shell's production React, where the
          // development runtime (react/jsx-dev-runtime) is neither shared nor compatible.
          transform: { react: { runtime: 'automatic', development: false } },
          target: 'es2020',
        },
      },
    },
  ],
};

/**
 * Each singleton shared at the version this app builds with; required at the range the app's
 * peerDependencies declare (what a remote needs from the shell), else at least the version it builds with.
 * The deploy contract (scripts/lib/contract.mjs) checks both against what the live shell provides.
 * @param {string} [dir] the app's folder (default: the repo root)
 */
function sharedConfig(dir = __dirname) {
  const manifest = require(path.join(dir, 'package.json'));
  const peers = manifest.peerDependencies ?? {};
  const entry = (pkg) => {
    const version = versionOf(pkg, dir);
    const range = peers[pkg];
    // A workspace reference or tag is not a semver range the runtime can check.
    const requiredVersion = range && /^[\^~<>=\d]/.test(range) ? range : `^${version}`;
    return { singleton: true, requiredVersion, version };
  };
  const shared = {};
  for (const pkg of SINGLETONS) shared[pkg] = entry(pkg);
  for (const [deep, pkg] of Object.entries(DEEP)) shared[deep] = entry(pkg);
  return shared;
}

/**
 * @param {{ dir: string, name: string, exposes?: Record<string,string>, host?: boolean, publicPath?: string }} o
 */
function createAppConfig(o) {
  const production = process.env.NODE_ENV !== 'development';
  const isHost = Boolean(o.host);
  const containerName = o.name.replace(/-/g, '_');
  return {
    mode: production ? 'production' : 'development',
    context: o.dir,
    // A remote's only entry is its container (remoteEntry.js), added by the federation plugin.
    entry: isHost ? { main: './src/index.ts' } : {},
    // No eval-based source maps: the gateway's CSP (no 'unsafe-eval') serves dev builds too (npm run dev).
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      // BUILD_OUT_DIR lets a test or a CI job build a candidate version beside the working one.
      path: process.env.BUILD_OUT_DIR ? path.resolve(process.env.BUILD_OUT_DIR) : path.join(o.dir, 'dist'),
      publicPath: o.publicPath ?? 'auto',
      // Entry files stay unhashed (served no-cache): webpack 5.111 cannot hash them with the federation
      // runtime module (module-federation/core#5077). Every other chunk is content-hashed and immutable.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: containerName,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [swcRule],
    },
    optimization: {
      minimize: production,
      minimizer: [
        new (require('terser-webpack-plugin'))({
          minify: require('terser-webpack-plugin').swcMinify,
          extractComments: false,
          terserOptions: { compress: { passes: 2 }, mangle: true },
        }),
      ],
    },
    performance: { hints: false },
    plugins: [
      // A label a deploy can stamp into a remote (shown as data-build on its area element).
      new (require('webpack').DefinePlugin)({
        __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? ''),
      }),
      new ModuleFederationPlugin({
        name: containerName,
        filename: 'remoteEntry.js',
        exposes: o.exposes,
        remotes: {},
        shared: sharedConfig(o.dir),
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        // The federation runtime ships once, in the shell; remotes use the shell's copy instead of each
        // bundling their own (about 85 KB per remote entry otherwise).
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Browser-only builds: drop the runtime's Node.js loading paths.
          optimization: { target: 'web' },
        },
      }),
      ...(isHost
        ? [new HtmlWebpackPlugin({ template: path.join(o.dir, 'src/index.html'), scriptLoading: 'defer' })]
        : []),
    ],
    stats: 'errors-warnings',
  };
}

/** The singletons a remote's server build takes from the host (the shell's server build): never bundled. */
function serverSharedConfig(dir) {
  const shared = {};
  for (const [pkg, entry] of Object.entries(sharedConfig(dir))) shared[pkg] = { ...entry, import: false };
  return shared;
}

/**
 * The server build beside an app's browser build, in <dist>/server (docs/architecture.md#server-rendering):
 * - a remote: a Module Federation container for Node (target async-node, commonjs-module library without a
 *   name, the singletons shared with import: false so React, the store and i18n are the host's), in one
 *   file, since the shell's server build loads it with require();
 * - the shell (host: true): a plain Node bundle of src/server/index.ts exporting render(request); it owns
 *   React and the platform and loads each remote's container through the federation runtime.
 * Browser builds are untouched: this is a second config, built after the browser one.
 * @param {{ dir: string, name: string, exposes?: Record<string,string>, host?: boolean }} o
 */
function createServerConfig(o) {
  const webpack = require('webpack');
  const isHost = Boolean(o.host);
  const containerName = o.name.replace(/-/g, '_');
  const outDir = process.env.BUILD_OUT_DIR
    ? path.resolve(process.env.BUILD_OUT_DIR)
    : path.join(o.dir, 'dist');
  return {
    mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
    context: o.dir,
    target: isHost ? 'node' : 'async-node',
    entry: isHost ? { index: './src/server/index.ts' } : {},
    devtool: false,
    output: {
      path: path.join(outDir, 'server'),
      // A remote's one chunk is its container (LimitChunkCountPlugin below): always remoteEntry.js, the name
      // the deploy and the renderer look for. Left to '[name].js', a merge that keeps another chunk's name
      // (mfe-search's lazy translations) wrote it as mfe_search.js and the deploy found no server build.
      filename: isHost ? '[name].js' : 'remoteEntry.js',
      chunkFilename: '[name].js',
      uniqueName: `${containerName}_server`,
      clean: true,
      ...(isHost ? { library: { type: 'commonjs2' } } : {}),
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [swcRule] },
    // Readable stacks in the gateway's log; a server bundle's size costs nothing on the wire.
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? ''),
        // The host provides each singleton at the version it bundles (what the remotes' builds require).
        ...(isHost
          ? {
              __SHARED_VERSIONS__: JSON.stringify(
                Object.fromEntries(Object.entries(sharedConfig(o.dir)).map(([pkg, e]) => [pkg, e.version])),
              ),
            }
          : {}),
      }),
      // One file: nothing to fetch at render time, and a version is one require() away.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(isHost
        ? []
        : [
            new ModuleFederationPlugin({
              name: containerName,
              filename: 'remoteEntry.js',
              // No library.name: a named library breaks the container's init (RUNTIME-002).
              library: { type: 'commonjs-module' },
              remoteType: 'script',
              exposes: o.exposes,
              remotes: {},
              shared: serverSharedConfig(o.dir),
              manifest: false,
              dts: false,
              runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
            }),
          ]),
    ],
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig, createServerConfig, sharedConfig, SINGLETONS };
