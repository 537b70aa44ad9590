// What the shell's server renderer loads from this remote's server build (webpack.server.cjs).
export { default as App } from './App';
export { listingsFeature as feature } from './feature';
