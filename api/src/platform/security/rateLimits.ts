import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo, type Store } from 'express-rate-limit';
import type Redis from 'ioredis';
import { RedisStore } from 'rate-limit-redis';

// Limits on the calls that guess or spam: log-in, sign-up, forgot-password, resend-verification, and the
// signed-in calls that check the current password (changing it or the email).
// Counters live in Redis when REDIS_URL is set (shared by every api instance); otherwise in this process's
// memory, which is right for one instance only (several would each allow the full limit).
// Over the limit: 429 with Retry-After and the usual JSON error body.

export interface RateLimitRule {
  /** Requests allowed per window and key. */
  limit: number;
  windowMs: number;
}

export interface AuthRateLimits {
  /** Failed log-ins per address and email (successful ones do not count). */
  login: RateLimitRule;
  /** Sign-ups per address. */
  signup: RateLimitRule;
  /** Reset mails asked per address. */
  forgotPassword: RateLimitRule;
  /** Verification mails re-sent per user. */
  resendVerification: RateLimitRule;
  /**
   * Wrong current passwords per user when changing the password or the email: a stolen session must not
   * become an unlimited password oracle. Optional so that older callers keep the log-in rule for it.
   */
  passwordCheck?: RateLimitRule;
}

export const MINUTE = 60_000;

/** Production defaults from the per-hour / per-15-minutes numbers in the config. */
export function authRateLimits(perConfig: {
  login: number;
  signup: number;
  forgotPassword: number;
}): AuthRateLimits {
  return {
    login: { limit: perConfig.login, windowMs: 15 * MINUTE },
    signup: { limit: perConfig.signup, windowMs: 60 * MINUTE },
    forgotPassword: { limit: perConfig.forgotPassword, windowMs: 60 * MINUTE },
    resendVerification: { limit: 5, windowMs: 60 * MINUTE },
    passwordCheck: { limit: perConfig.login, windowMs: 15 * MINUTE },
  };
}

export type Limiters = Record<keyof AuthRateLimits, RequestHandler>;

const emailOf = (body: unknown): string =>
  body && typeof body === 'object' && typeof (body as { email?: unknown }).email === 'string'
    ? (body as { email: string }).email.trim().toLowerCase()
    : '';

/** The middleware for each limited call; `redis` shares the counters between instances. */
export function createLimiters(rules: AuthRateLimits, redis?: Redis): Limiters {
  const store = (name: string): Store | undefined =>
    redis
      ? new RedisStore({
          prefix: `rate:${name}:`,
          sendCommand: (command: string, ...args: string[]) =>
            redis.call(command, ...args) as Promise<number | string>,
        })
      : undefined;

  const limiter = (
    name: string,
    rule: RateLimitRule,
    extra: { key?: (ip: string, body: unknown, userId?: number) => string; onlyFailures?: boolean } = {},
  ): RequestHandler =>
    rateLimit({
      windowMs: rule.windowMs,
      limit: rule.limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      skipSuccessfulRequests: extra.onlyFailures ?? false,
      store: store(name),
      keyGenerator: (req) => {
        const ip = ipKeyGenerator(req.ip ?? '');
        return extra.key ? extra.key(ip, req.body, req.user?.id) : ip;
      },
      handler: (req, res) => {
        const info = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
        const resetTime = info?.resetTime?.getTime() ?? Date.now() + rule.windowMs;
        res.set('Retry-After', String(Math.max(1, Math.ceil((resetTime - Date.now()) / 1000))));
        res.status(429).json({ message: 'Too many requests', errors: { request: 'RATE_LIMITED' } });
      },
    });

  return {
    login: limiter('login', rules.login, { key: (ip, body) => `${ip}|${emailOf(body)}`, onlyFailures: true }),
    signup: limiter('signup', rules.signup),
    forgotPassword: limiter('forgot', rules.forgotPassword),
    resendVerification: limiter('resend', rules.resendVerification, {
      key: (ip, _body, userId) => (userId ? `user:${userId}` : ip),
    }),
    passwordCheck: limiter('password-check', rules.passwordCheck ?? rules.login, {
      key: (ip, _body, userId) => (userId ? `user:${userId}` : ip),
      onlyFailures: true,
    }),
  };
}
