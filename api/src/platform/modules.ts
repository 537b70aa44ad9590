import type { Request, Router } from 'express';
import type { JobQueue } from './jobs';

// The shape a business module describes itself in (api/README.md "Layout"). Each module's index.ts
// exports one definition; the composition root (src/app.ts) hands every module the dependencies it
// declares, mounts their routers under /data and registers their jobs. The platform knows this shape and
// no module.

export interface ModuleDefinition<Deps> {
  /** The module's folder name under src/modules. */
  name: string;
  /** The module's routers, mounted under /data in the modules' order. */
  routes?(deps: Deps): Router | readonly Router[];
  /** Registers the module's jobs on the platform's queue; called once, before the queue starts. */
  jobs?(queue: JobQueue, deps: Deps): void;
  /**
   * Requests that carry no CSRF token by design and act without a session (RFC 8058 one-click
   * unsubscribe); every other write under /data must carry it.
   */
  csrfExempt?(req: Pick<Request, 'method' | 'path'>): boolean;
  /**
   * Requests (path under /data) whose exact bytes the module reads itself: a payment provider's signed
   * webhook, whose signature is over the raw body (https://docs.stripe.com/webhooks#verify-events). The
   * JSON body parser leaves them alone.
   */
  rawBody?(req: Pick<Request, 'method' | 'path'>): boolean;
}

/** Declares a module; `Deps` is what its routes and jobs need, checked where the root wires it. */
export function defineModule<Deps>(definition: ModuleDefinition<Deps>): ModuleDefinition<Deps> {
  return definition;
}

/** A module's routers as a list. */
export function routersOf<Deps>(module: ModuleDefinition<Deps>, deps: Deps): readonly Router[] {
  const routers = module.routes?.(deps) ?? [];
  return Array.isArray(routers) ? routers : [routers as Router];
}
