import { ConfigError, loadConfig, type Config } from './config';
import { migrate } from './platform/db/migrate';
import { openDatabase } from './platform/db/openDatabase';
import { createApp } from './platform/app';
import { seed } from './seed/seed';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  const where = db.kind === 'pglite' ? `PGlite at ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)';

  const applied = await migrate(db);
  if (applied.length > 0) console.log(`migrations applied: ${applied.join(', ')}`);
  const seeded = await seed(db, { orgs: config.seedOrgs, listings: config.seedListings });
  if (!seeded.skipped) {
    console.log(
      `seeded ${seeded.orgs} organizations, ${seeded.listings} listings, ${seeded.places} places, ${seeded.contents} pages in ${seeded.ms} ms`,
    );
  }

  const app = createApp({ db, clientVersion: config.clientVersion });
  const server = app.listen(config.port, config.host, () => {
    console.log(`api listening on http://${config.host}:${config.port} (db: ${where})`);
  });
  server.on('error', (error) => {
    console.error(`api could not listen on ${config.host}:${config.port}: ${error.message}`);
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    server.close(() => {
      db.close().finally(() => process.exit(0));
    });
    // Keep-alive connections can hold close() open; do not hang a deploy on them.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
