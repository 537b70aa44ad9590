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

/**
 * Where the browser hands card details (docs/product/billing.md#payment-methods): Stripe.js from
 * js.stripe.com (its script, its card and 3-D Secure frames, its calls to api.stripe.com), or the local
 * Stripe-compatible test server's origin (connect-src only). Never the gateway or the api.
 */
export interface PaymentOrigins {
  script: string[];
  connect: string[];
  frame: string[];
}

export const NO_PAYMENT_ORIGINS: PaymentOrigins = { script: [], connect: [], frame: [] };

/** Stripe's documented CSP for Stripe.js (https://docs.stripe.com/security/guide#content-security-policy). */
export const STRIPE_JS_ORIGINS: PaymentOrigins = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

/** The local test server (tools/stripe-local): the page calls it with fetch, nothing more. */
export const localPaymentOrigins = (origin: string): PaymentOrigins => ({
  script: [],
  connect: [origin],
  frame: [],
});

/**
 * helmet with a CSP naming exactly 'self' and the remote origins for scripts, fetches, styles, images and
 * fonts, plus the payment provider's origins where its card fields need them.
 */
export function contentSecurityPolicy(
  remoteOrigins: () => Promise<string[]>,
  payments: PaymentOrigins = NO_PAYMENT_ORIGINS,
): RequestHandler[] {
  const remoteOf = (res: unknown) =>
    (res as { locals: { remoteOrigins?: string[] } }).locals.remoteOrigins ?? [];
  const fromLocals = (_req: unknown, res: unknown) => ["'self'", ...remoteOf(res)].join(' ');
  const withPayments = (extras: string[]) => (_req: unknown, res: unknown) =>
    ["'self'", ...remoteOf(res), ...extras].join(' ');
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
        'script-src': [payments.script.length ? withPayments(payments.script) : fromLocals],
        // The Module Federation runtime fetches each mf-manifest.json, so remote origins need connect-src too.
        'connect-src': [payments.connect.length ? withPayments(payments.connect) : fromLocals],
        ...(payments.frame.length ? { 'frame-src': ["'self'", ...payments.frame] } : {}),
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
