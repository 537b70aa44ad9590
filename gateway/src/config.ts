import path from 'node:path';
import { localPaymentOrigins, STRIPE_JS_ORIGINS, type PaymentOrigins } from './csp';
import { LOG_LEVELS, type LogLevel } from './logger';

/** Everything the gateway needs to know, resolved from the environment once at start. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** Holds registry.json and remotes/<remote>/<version>/ (written by scripts/deploy.mjs). */
  deployDir: string;
  /** The shell's webpack output (index.html + hashed assets). */
  shellDir: string;
  /** Default upstream for /data/*. */
  apiUrl: string;
  /** `/data/<prefix>` → upstream, overriding apiUrl; longest prefix wins. */
  dataUpstreams: Record<string, string>;
  /** Extra origins (e.g. a CDN) allowed to serve remote code, added to the CSP. */
  remoteOrigins: string[];
  /**
   * The card tokeniser's origins for the CSP (csp.ts): STRIPE_LOCAL_ORIGIN (the local Stripe-compatible
   * test server, as `npm start` runs it), else Stripe.js's.
   */
  paymentOrigins?: PaymentOrigins;
  /** Request log line per request; off in tests to keep their output readable. */
  logRequests: boolean;
  /** Honour DEPLOY_DIR/registry.dev.json (npm run dev): in development and tests only. */
  devOverrides: boolean;
  /**
   * The site's public origin (https://www.example.org) for every absolute URL the gateway writes
   * (canonical, og:url, hreflang, JSON-LD, robots.txt, sitemaps). Never the request's Host header, which
   * the client writes: PUBLIC_ORIGIN, required in production, else http://localhost:<PORT>.
   */
  publicOrigin: string;
  /**
   * Express `trust proxy` for the client's address and scheme: TRUST_PROXY, the number of load balancers
   * in front of the gateway (or their addresses/subnets); unset, none: the socket's peer is the client,
   * and a client-written X-Forwarded-For is ignored. The gateway tells the api that address alone.
   */
  trustProxy: number | string | false;
  /** RENDER_CACHE_TTL_MS: how long a server-rendered page is answered again (0 = off); unset, 10 s. */
  renderCacheTtlMs?: number;
  /** LOG_LEVEL (read by the logger itself, logger.ts; checked here): unset, info (silent under NODE_ENV=test). */
  logLevel?: LogLevel;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// The repo root, two levels up from gateway/src: defaults are sibling folders of the repo.
const repoRoot = path.resolve(__dirname, '..', '..');

type Env = Record<string, string | undefined>;

function nonEmpty(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function parseHttpUrl(key: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${key} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${key} must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function parseOrigin(key: string, raw: string): string {
  // A CSP source is an origin; a path or trailing slash there would silently not match what we mean.
  return new URL(parseHttpUrl(key, raw)).origin;
}

function parseDataUpstreams(raw: string | undefined): Record<string, string> {
  if (raw === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError(
      `DATA_UPSTREAMS must be a JSON object like {"/data/salaries":"http://127.0.0.1:4100"}`,
    );
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ConfigError(`DATA_UPSTREAMS must be a JSON object of path prefix → upstream URL`);
  }
  const upstreams: Record<string, string> = {};
  for (const [prefix, target] of Object.entries(parsed)) {
    if (!/^\/data(\/[^\s]*)?$/.test(prefix)) {
      throw new ConfigError(`DATA_UPSTREAMS key "${prefix}" must be a path starting with /data`);
    }
    if (typeof target !== 'string') {
      throw new ConfigError(`DATA_UPSTREAMS["${prefix}"] must be a URL string`);
    }
    upstreams[prefix.replace(/\/+$/, '') || '/data'] = parseHttpUrl(`DATA_UPSTREAMS["${prefix}"]`, target);
  }
  return upstreams;
}

function parseTtl(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new ConfigError(
      `RENDER_CACHE_TTL_MS must be a whole number of milliseconds (0 = off), got "${raw}"`,
    );
  }
  return Number(raw);
}

function parseLogLevel(raw: string | undefined): LogLevel | undefined {
  if (raw === undefined) return undefined;
  if (!(LOG_LEVELS as readonly string[]).includes(raw))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return raw as LogLevel;
}

function parseTrustProxy(raw: string | undefined): number | string | false {
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  // `true` would trust every hop: any client could then name its own address.
  if (raw === 'true')
    throw new ConfigError('TRUST_PROXY=true trusts any client; give the number of proxies in front instead');
  return raw;
}

/** Reads and validates the environment; throws ConfigError with a message naming the bad variable. */
export function loadGatewayConfig(env: Env = process.env): GatewayConfig {
  const remoteOrigins = (nonEmpty(env, 'REMOTE_ORIGINS') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((origin) => parseOrigin('REMOTE_ORIGINS', origin));
  const publicOrigin = nonEmpty(env, 'PUBLIC_ORIGIN');
  // Unset (or anything but development/test) is production, as in the api: a deployment that forgets
  // NODE_ENV gets production's rules, not the developer loop's.
  const production = !['development', 'test'].includes(env.NODE_ENV ?? 'production');
  if (production && publicOrigin === undefined)
    throw new ConfigError('PUBLIC_ORIGIN must be set in production (e.g. https://www.example.org)');
  const port = parsePort(nonEmpty(env, 'PORT'));
  return {
    port,
    host: nonEmpty(env, 'HOST') ?? '127.0.0.1',
    deployDir: path.resolve(nonEmpty(env, 'DEPLOY_DIR') ?? path.join(repoRoot, '.deploy')),
    shellDir: path.resolve(nonEmpty(env, 'SHELL_DIR') ?? path.join(repoRoot, 'shell', 'dist')),
    apiUrl: parseHttpUrl('API_URL', nonEmpty(env, 'API_URL') ?? 'http://127.0.0.1:4000'),
    dataUpstreams: parseDataUpstreams(nonEmpty(env, 'DATA_UPSTREAMS')),
    remoteOrigins: [...new Set(remoteOrigins)],
    paymentOrigins: nonEmpty(env, 'STRIPE_LOCAL_ORIGIN')
      ? localPaymentOrigins(parseOrigin('STRIPE_LOCAL_ORIGIN', nonEmpty(env, 'STRIPE_LOCAL_ORIGIN')!))
      : STRIPE_JS_ORIGINS,
    logRequests: env.NODE_ENV !== 'test',
    devOverrides: !production,
    publicOrigin: parseOrigin('PUBLIC_ORIGIN', publicOrigin ?? `http://localhost:${port}`),
    trustProxy: parseTrustProxy(nonEmpty(env, 'TRUST_PROXY')),
    renderCacheTtlMs: parseTtl(nonEmpty(env, 'RENDER_CACHE_TTL_MS')),
    logLevel: parseLogLevel(nonEmpty(env, 'LOG_LEVEL')),
  };
}
