import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

// The api's one logger (api/README.md "Logging"): pino, JSON lines on stdout, one per process; each module
// and platform part logs through a child naming it (moduleLogger). What a line is about — the request
// (its X-Request-Id, from the gateway) or the job it runs in — comes from the log context, which the
// request and job wrappers set (withLogContext), so a module never passes an id around.

export type Logger = pino.Logger;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const isLogLevel = (value: string): value is LogLevel => (LOG_LEVELS as readonly string[]).includes(value);

/**
 * LOG_LEVEL, else silent under NODE_ENV=test (test output stays readable), else info. A value that is no
 * level gives info here; the api's configuration refuses it at start (config.ts).
 */
export function logLevelFrom(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const level = env.LOG_LEVEL?.trim();
  if (level && isLogLevel(level)) return level;
  return !level && env.NODE_ENV === 'test' ? 'silent' : 'info';
}

/** What every line logged inside it carries: the request's id, or the job's name and id. */
export interface LogContext {
  reqId?: string;
  job?: string;
  jobId?: string;
}

const context = new AsyncLocalStorage<LogContext>();

/** Runs `fn` with `fields` added to every line it (and whatever it awaits) logs. */
export function withLogContext<T>(fields: LogContext, fn: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, fn);
}

/** The id of the request being served, if any (the outbox keeps it beside a mail the request caused). */
export const currentRequestId = (): string | undefined => context.getStore()?.reqId;

/** A logger for one process: `service` names it in every line. */
export function createLogger(
  service: string,
  options: { level?: LogLevel; destination?: pino.DestinationStream } = {},
): Logger {
  return pino(
    {
      level: options.level ?? logLevelFrom(),
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => ({ ...context.getStore() }),
    },
    options.destination ?? pino.destination({ sync: true }),
  );
}

/** The api's logger: one per process. */
export const logger: Logger = createLogger('api');

/** A child of the api's logger for one module or platform part (`module` in every line). */
export const moduleLogger = (module: string): Logger => logger.child({ module });
