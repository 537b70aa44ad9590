export { createApp, type AppOptions } from './http/app';
export { loadConfig, ConfigError, type Config } from './config';
export { openDatabase, type DatabaseOptions } from './db/openDatabase';
export type { Db } from './db/db';
export { migrate } from './db/migrate';
export { seed, type SeedResult } from './seed/seed';
export { generateSeed, type SeedOptions } from './seed/generate';
