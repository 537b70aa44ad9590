// The shell's server build (webpack.server.cjs → dist/server/index.js): what the gateway requires to
// render public pages. It owns React, the platform and i18n, as the browser shell does.
export { preload, render, SERVER_RENDERED_AREAS } from './render';
export {
  RenderFailure,
  type RenderRequest,
  type RenderResult,
  type RenderRemote,
  type RenderHead,
} from './types';
