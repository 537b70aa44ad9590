import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

// The gateway's one logger (gateway/README.md "Logs"): pino, JSON lines on stdout, one per process, with a
// child per part (`part`). Every line logged while a request is served names its id (X-Request-Id, set by
// request-id.ts), as the api's lines do, so one request can be followed through both.

export type Logger = pino.Logger;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const isLogLevel = (value: string): value is LogLevel => (LOG_LEVELS as readonly string[]).includes(value);

/**
 * LOG_LEVEL, else silent under NODE_ENV=test (test output stays readable), else info. A value that is no
 * level gives info here; the configuration refuses it at start (config.ts).
 */
export function logLevelFrom(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const level = env.LOG_LEVEL?.trim();
  if (level && isLogLevel(level)) return level;
  return !level && env.NODE_ENV === 'test' ? 'silent' : 'info';
}

const context = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `fn` (and whatever it awaits) as part of the request `reqId`: every line it logs names it. */
export const withRequestId = <T>(reqId: string, fn: () => T): T => context.run({ reqId }, fn);

/** A logger for this process (tests give their own destination to read the lines). */
export function createLogger(
  options: { level?: LogLevel; destination?: pino.DestinationStream } = {},
): Logger {
  return pino(
    {
      level: options.level ?? logLevelFrom(),
      base: { service: 'gateway' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => ({ ...context.getStore() }),
    },
    options.destination ?? pino.destination({ sync: true }),
  );
}

/** The gateway's logger: one per process. */
export const logger: Logger = createLogger();

/** A child of the gateway's logger for one part (`part` in every line). */
export const partLogger = (part: string): Logger => logger.child({ part });
