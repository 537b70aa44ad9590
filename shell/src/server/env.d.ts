/** package → version the shell's server build bundles (webpack.app.cjs createServerConfig). */
declare const __SHARED_VERSIONS__: Record<string, string>;
/** Node's own require, untouched by webpack: loads a remote's server container from the deploy folder. */
declare const __non_webpack_require__: NodeJS.Require;
