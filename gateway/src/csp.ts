import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { readServedRegistry, remoteOriginsOf, type ServeOptions } from './registry';

/**
 * The origins allowed to serve remote code, from the live registry plus REMOTE_ORIGINS. Cached for a
 * moment because every request (each hashed chunk too) carries a CSP; a deploy is seen within ttlMs.
 */
export function createRemoteOriginSource(
  deployDir: string,
  extraOrigins: string[],
  ttlMs = 2000,
  serveOptions: ServeOptions = {},
) {
  let cached: { origins: string[]; at: number } | undefined;
  return async function remoteOrigins(now = Date.now()): Promise<string[]> {
    if (cached && now - cached.at < ttlMs) return cached.origins;
    let fromRegistry: string[] = [];
    try {
      fromRegistry = remoteOriginsOf(await readServedRegistry(deployDir, serveOptions));
    } catch {
      // A broken registry.json must not take every page down with it; /registry.json reports the error.
    }
    cached = { origins: [...new Set([...fromRegistry, ...extraOrigins])].sort(), at: now };
    return cached.origins;
  };
}

/** helmet with a CSP naming exactly 'self' and the remote origins for scripts, fetches, styles, images and fonts. */
export function contentSecurityPolicy(remoteOrigins: () => Promise<string[]>): RequestHandler[] {
  const remoteOf = (res: unknown) =>
    (res as { locals: { remoteOrigins?: string[] } }).locals.remoteOrigins ?? [];
  const fromLocals = (_req: unknown, res: unknown) => ["'self'", ...remoteOf(res)].join(' ');
  // A remote on a CDN also brings its images, fonts and any CSS files from there.
  const withExtras =
    (...extras: string[]) =>
    (_req: unknown, res: unknown) =>
      ["'self'", ...extras, ...remoteOf(res)].join(' ');
  const loadOrigins: RequestHandler = (_req, res, next) => {
    remoteOrigins().then((origins) => {
      res.locals.remoteOrigins = origins;
      next();
    }, next);
  };
  const secure = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': [fromLocals],
        // The Module Federation runtime fetches each mf-manifest.json, so remote origins need connect-src too.
        'connect-src': [fromLocals],
        // styled-components injects <style> tags at runtime.
        'style-src': [withExtras("'unsafe-inline'")],
        'img-src': [withExtras('data:')],
        'font-src': [withExtras('data:')],
        // The gateway is commonly run over plain http (localhost, behind a TLS proxy); upgrading would break it.
        'upgrade-insecure-requests': null,
      },
    },
  });
  return [loadOrigins, secure];
}
