// The port the gateway calls is defined once, in the contracts (the gateway imports neither React nor the
// platform).
export type { RenderHead, RenderRemote, RenderRequest, RenderResult } from '@opengood/contracts';

/** A server-rendered area that could not render; the gateway falls back to the browser for it. */
export class RenderFailure extends Error {
  override name = 'RenderFailure';
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`${remote}: ${reason}`);
  }
}
