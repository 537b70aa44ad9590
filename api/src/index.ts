export { createApp, openAccounts, type Accounts, type AccountsOptions, type AppOptions } from './app';
export { loadConfig, ConfigError, type Config } from './config';
export { openDatabase, type DatabaseOptions } from './platform/db/openDatabase';
export type { Db } from './platform/db/db';
export { migrate } from './platform/db/migrate';
export type { SessionResolver, SessionUser } from './platform/auth';
export { seed, type SeedResult } from './seed/seed';
export { generateSeed, type SeedOptions } from './seed/generate';
