import type { Request, RequestHandler } from 'express';
import type Redis from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { RateLimitedError } from '../../domain/errors';
import { LIMIT_RULES, type LimitName, type LimitRule } from './limitRules';

// The api's counters (rate-limiter-flexible). One table of rules (limitRules.ts), one way to count: a
// module asks `limits.get(name)` for a limiter and counts a key (an address, a user, an email, a visitor)
// with it, either in a route (`limitRequests`) or in a use-case. Counters live in Redis when REDIS_URL is
// set, so every api instance shares them; otherwise in this process's memory (one instance only). When
// Redis fails, each limiter falls back to its in-memory twin instead of failing the request.

export interface Limiter {
  readonly rule: LimitRule;
  /**
   * Counts `points` for `key`. Over the limit it throws RateLimitedError, whose retry time is when the
   * key's window ends. `durationMs` sets the window of a key that starts counting now (a backoff).
   */
  consume(key: string, options?: { points?: number; durationMs?: number }): Promise<void>;
  /** Takes back points counted earlier (a log-in that succeeded after all). */
  refund(key: string, points?: number): Promise<void>;
  /** Points counted for `key` in its current window (0 when none). */
  count(key: string): Promise<number>;
  /** Forgets `key` (a successful log-in ends its failure streak). */
  reset(key: string): Promise<void>;
}

export interface Limits {
  get(name: LimitName): Limiter;
}

export type LimitOverrides = Partial<Record<LimitName, Partial<LimitRule>>>;

export interface LimitsOptions {
  /** Shares the counters between api instances (REDIS_URL). */
  redis?: Redis;
  /** Replaces some rules' numbers: tests, and RATE_LIMIT_* settings. */
  overrides?: LimitOverrides;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function store(name: string, rule: LimitRule, redis: Redis | undefined): RateLimiterAbstract {
  const options = { keyPrefix: `limit:${name}`, points: rule.points, duration: seconds(rule.windowMs) };
  const memory = new RateLimiterMemory(options);
  return redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory;
}

function limiter(name: string, rule: LimitRule, redis: Redis | undefined): Limiter {
  const counter = store(name, rule, redis);
  return {
    rule,
    async consume(key, { points = 1, durationMs } = {}) {
      const options = durationMs === undefined ? undefined : { customDuration: seconds(durationMs) };
      try {
        await counter.consume(key, points, options);
      } catch (rejection) {
        // Over the limit the library rejects with its result; anything else is a real failure.
        if (rejection instanceof RateLimiterRes) throw new RateLimitedError(rejection.msBeforeNext);
        throw rejection;
      }
    },
    async refund(key, points = 1) {
      await counter.reward(key, points);
    },
    async count(key) {
      return (await counter.get(key))?.consumedPoints ?? 0;
    },
    async reset(key) {
      await counter.delete(key);
    },
  };
}

export function createLimits({ redis, overrides = {} }: LimitsOptions = {}): Limits {
  const made = new Map<LimitName, Limiter>();
  return {
    get(name) {
      let found = made.get(name);
      if (!found) {
        found = limiter(name, { ...LIMIT_RULES[name], ...overrides[name] }, redis);
        made.set(name, found);
      }
      return found;
    },
  };
}

/**
 * Route middleware: counts one request per key before the handler runs and answers 429 (with
 * Retry-After, through the error handler) over the limit. `onlyFailures` gives the point back when the
 * answer is a success, so only failures count — counted first, so that a burst of parallel requests
 * cannot all slip under the limit before any of them has failed. A request without a key (keyOf answers
 * undefined) is not counted.
 */
export function limitRequests(
  limits: Limits,
  name: LimitName,
  keyOf: (req: Request) => string | undefined,
  { onlyFailures = false }: { onlyFailures?: boolean } = {},
): RequestHandler {
  const counter = limits.get(name);
  return (req, res, next) => {
    const key = keyOf(req);
    if (key === undefined) return next();
    counter.consume(key).then(() => {
      if (onlyFailures)
        res.on('finish', () => {
          if (res.statusCode < 400) void counter.refund(key).catch(() => undefined);
        });
      next();
    }, next);
  };
}
