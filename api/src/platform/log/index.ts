// The api's one logger (pino), its per-module children and the log context (request id, job).
export {
  createLogger,
  currentRequestId,
  logger,
  LOG_LEVELS,
  logLevelFrom,
  moduleLogger,
  withLogContext,
  type LogContext,
  type Logger,
  type LogLevel,
} from './logger';
