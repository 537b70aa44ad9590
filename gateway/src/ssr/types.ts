// The port between the gateway and the shell's server build (shell/src/server) is defined once, in the
// contracts: plain data only, so the gateway never imports React or the platform.
export type { RenderHead, RenderRemote, RenderRequest, RenderResult, Renderer } from '@opengood/contracts';
