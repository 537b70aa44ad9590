import { ConfigError, loadConfig, type Config } from './config';
import { migrate } from './platform/db/migrate';
import { openDatabase } from './platform/db/openDatabase';
import { localDiskFileStore } from './platform/files/fileStore';
import { createApp, openAccounts } from './app';
import { digestScheduleFromEnv } from './modules/applications';
import { CREDIT_EXPIRY_SCHEDULE } from './modules/billing';
import { LISTING_EXPIRY_SCHEDULE, SEARCH_INDEXING_SCHEDULE } from './modules/listings';
import { RECOMMENDATION_MAIL_SCHEDULE } from './modules/recommendations';
import { alertSettingsFromEnv } from './modules/savedsearches';
import { createJobQueue } from './platform/jobs';
import { logger } from './platform/log';
import { seed } from './seed/seed';

/** Longer than the gateway's idle connection timeout (DATA_PROXY_IDLE_MS, 30 s). */
const API_KEEP_ALIVE_MS = 65_000;

const log = logger.child({ module: 'server' });

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      log.fatal(`bad configuration: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  let alertSettings: ReturnType<typeof alertSettingsFromEnv>;
  let digestSchedule: string;
  try {
    alertSettings = alertSettingsFromEnv();
    digestSchedule = digestScheduleFromEnv();
  } catch (error) {
    log.fatal(`bad configuration: ${(error as Error).message}`);
    process.exit(1);
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  const where = db.kind === 'pglite' ? `PGlite at ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)';

  const applied = await migrate(db);
  if (applied.length > 0) log.info({ migrations: applied }, `migrations applied: ${applied.length}`);
  const seeded = await seed(db, {
    orgs: config.seedOrgs,
    listings: config.seedListings,
    seekers: config.seedUsers,
  });
  if (!seeded.skipped) {
    log.info(
      `seeded ${seeded.orgs} organizations, ${seeded.listings} listings, ${seeded.places} places, ${seeded.contents} pages, ${seeded.users} users in ${seeded.ms} ms`,
    );
  }

  const files = localDiskFileStore(config.filesDir);
  // The platform's job queue (pg-boss on this database): every module registers its jobs (the composition
  // root, app.ts), then it starts.
  const jobs = createJobQueue(db);
  const accounts = await openAccounts({
    db,
    files,
    jobs,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    production: config.production,
    redisUrl: config.redisUrl,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    oidc: config.oidc,
    // Saved-search alerts: swept on ALERT_SCHEDULE (hourly by default).
    alerts: { schedule: alertSettings.schedule, unsubscribeMailto: alertSettings.unsubscribeMailto },
    // The applications' daily digest to organisation admins: swept on DIGEST_SCHEDULE (07:00 UTC by default).
    digestSchedule,
    // Listings past their deadline: their expiry recorded hourly (docs/product/listings.md "Listing lifecycle").
    expirySchedule: LISTING_EXPIRY_SCHEDULE,
    // Search-engine indexing notices of listing changes (INDEXING_API_URL; unset: only logged).
    indexingApiUrl: config.indexingApiUrl,
    indexingSchedule: SEARCH_INDEXING_SCHEDULE,
    // Recommended candidates of the jobs and internships that went live (docs/product/organisations.md).
    recommendationSchedule: RECOMMENDATION_MAIL_SCHEDULE,
    // Billing: what is left of credit packs past their 365 days expires daily (docs/product/billing.md).
    creditExpirySchedule: CREDIT_EXPIRY_SCHEDULE,
    limits: {
      loginFailuresPerAddressAndEmail: { points: config.rateLimits.login },
      signupsPerAddress: { points: config.rateLimits.signup },
      resetRequestsPerAddress: { points: config.rateLimits.forgotPassword },
    },
  });
  if (!config.redisUrl && config.production) {
    log.warn('REDIS_URL is not set: sessions are read from PostgreSQL and rate limits count per instance');
  }
  if (accounts.mailer.outbox && !config.production) {
    log.info(`mails go to the development outbox: ${config.publicUrl}/data/dev/outbox`);
  }

  const app = createApp({
    db,
    clientVersion: config.clientVersion,
    accounts,
    files,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    savedSearchAlerts: { devTrigger: !config.production, unsubscribeMailto: alertSettings.unsubscribeMailto },
    stripe: config.stripe,
  });
  await jobs.start();
  const server = app.listen(config.port, config.host, () => {
    log.info(`api listening on http://${config.host}:${config.port} (db: ${where})`);
  });
  // The gateway keeps connections to the api open between calls (gateway/src/data-proxy.ts). Node's
  // default 5 s idle timeout let the api close one just as the gateway reused it: a reset, answered 502 to
  // the browser. The api keeps an idle connection longer than the gateway does, so the gateway closes first.
  server.keepAliveTimeout = API_KEEP_ALIVE_MS;
  server.headersTimeout = API_KEEP_ALIVE_MS + 1_000;
  server.on('error', (error) => {
    log.fatal(`api could not listen on ${config.host}:${config.port}: ${error.message}`);
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    server.close(() => {
      jobs
        .stop()
        .then(() => accounts.close())
        .then(() => db.close())
        .finally(() => process.exit(0));
    });
    // Keep-alive connections can hold close() open; do not hang a deploy on them.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  log.fatal({ err: error }, 'the api stopped');
  process.exit(1);
});
