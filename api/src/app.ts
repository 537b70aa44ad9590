import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import { createHttpApp } from './platform/app';
import type { SessionResolver } from './platform/auth';
import type { Db } from './platform/db/db';
import { defaultFileStore, type FileStore } from './platform/files/fileStore';
import { createSearchIndexing, type SearchIndexing } from './platform/indexing';
import type { JobQueue } from './platform/jobs';
import type { Mailer, UnsubscribeSigner } from './platform/mail';
import { routersOf, type ModuleDefinition } from './platform/modules';
import type { Outbox } from './platform/outbox';
import { createLimits, type Limits } from './platform/security/limits';
import { openServices, type Services, type ServicesOptions } from './platform/services';
import { abModule } from './modules/ab';
import {
  accountsModule,
  createLoginThrottle,
  type AccountsModuleDeps,
  type LoginThrottle,
} from './modules/accounts';
import { analyticsModule } from './modules/analytics';
import { billingModule, handleInvoicePaymentEvent, renderDonationReceiptPdf } from './modules/billing';
import { applicantProfileModule, applicantUserFacts } from './modules/applicantprofile';
import { applicationsModule, resumeSentToReader } from './modules/applications';
import { contentModule } from './modules/content';
import { dataExportModule } from './modules/dataexport';
import { donationEventHandler, donationsModule, type DonationsDeps } from './modules/donations';
import { environmentModule } from './modules/environment';
import { fairsModule } from './modules/fairs';
import { intakeModule, intakeUserFacts } from './modules/intake';
import { listingsModule } from './modules/listings';
import { notificationsModule } from './modules/notifications';
import { orgDashboardModule } from './modules/orgdashboard';
import { organizationsModule } from './modules/organizations';
import { orgNotificationsModule } from './modules/orgnotifications';
import { orgsModule } from './modules/orgs';
import {
  browserPaymentSettings,
  localStripeSettings,
  paymentProviderOf,
  paymentsModule,
  type PaymentProvider,
  type StripeSettings,
} from './modules/payments';
import { placesModule } from './modules/places';
import { resumesModule, type ResumeReaderCheck } from './modules/resumes';
import { salaryModule } from './modules/salary';
import { savedListingsModule, savedListingUserFacts } from './modules/savedlistings';
import { savedSearchesModule, savedSearchUserFacts } from './modules/savedsearches';
import { searchModule } from './modules/search';
import { sitemapModule } from './modules/sitemap';
import { tmpStorageModule } from './modules/tmpstorage';
import { unsubscribeModule } from './modules/unsubscribe';
import { publicProfileUserFacts, userSettingsModule } from './modules/usersettings';
import { recommendationsModule, recruitableResumeReader } from './modules/recommendations';

// The composition root (api/README.md "Layout"): the one place that knows every module. It opens the
// platform's services once per process (openAccounts), registers every module's jobs on the job queue,
// and builds the Express app (createApp) with every module's routers, each given the dependencies it
// declares — including what one module needs of another that it may not import (the User answer's parts
// for accounts, who may read a résumé for resumes). server.ts and the tests (testing/seededApp.ts) both
// build the app here.

/** What the root has to hand a module: the platform's services and this deployment's settings. */
interface AppDeps {
  db: Db;
  limits: Limits;
  files: FileStore;
  /** Sends now: the saved-search alerts' job, after its own claim. */
  mailer: Mailer | undefined;
  /** The mails a change causes, kept in its transaction (platform/outbox); none without accounts (unit tests). */
  outbox: Outbox | undefined;
  /** AUTH_SECRET, the public address and the unsubscribe mailbox: what signing mail links takes. */
  signer: UnsubscribeSigner;
  /** Development-only routes (the saved-search alert trigger); never in production. */
  devTrigger: boolean;
  /** The environment tells the log-in page whether OIDC sign-in is offered. */
  oidcSignIn: boolean;
  /** ALERT_SCHEDULE, or 'off'; undefined: no alert jobs (tests sweep by hand). */
  alertSchedule: string | undefined;
  /** DIGEST_SCHEDULE, or 'off'; undefined: the daily digest is never swept (tests send it by hand). */
  digestSchedule: string | undefined;
  /** When the listings' expiry job runs (cron); undefined: never on its own (tests send it). */
  expirySchedule: string | undefined;
  /** When the search-engine indexing job sweeps (cron); undefined: only when woken or sent (tests). */
  indexingSchedule: string | undefined;
  /** When the recommended-candidates mail is swept (cron); undefined: never on its own (tests send it). */
  recommendationSchedule: string | undefined;
  /** The accounts' services, once openAccounts has opened them. */
  accounts: Accounts | undefined;
  /** Stripe or the local test server (payments; the environment tells the browser where to tokenise); null: none. */
  stripe: StripeSettings | null;
  /** Billing's charges and refunds: Stripe's SDK as `stripe` says, or a test's own. */
  paymentProvider: PaymentProvider;
  /** When the credit-expiry job runs (cron); undefined: only when sent (tests). */
  creditExpirySchedule: string | undefined;
}

/** A module and the dependencies it gets (checked against the module's own declaration). */
interface Wired {
  module: ModuleDefinition<never>;
  deps: unknown;
}
const wire = <D>(module: ModuleDefinition<D>, deps: D): Wired => ({
  module: module as ModuleDefinition<never>,
  deps,
});

/** The User answer's parts other modules own (modules/accounts/userFacts.ts). */
const USER_FACTS = [
  savedListingUserFacts,
  applicantUserFacts,
  publicProfileUserFacts,
  intakeUserFacts,
  savedSearchUserFacts,
];

/** A résumé check that lets through whom any of `checks` does. */
const anyReader =
  (...checks: ResumeReaderCheck[]): ResumeReaderCheck =>
  async (db, file, reader) => {
    for (const check of checks) if (await check(db, file, reader)) return true;
    return false;
  };

/** Every module, in the order its routers are mounted, with its dependencies. */
function wiredModules(d: AppDeps): Wired[] {
  const { db, limits, files, mailer, outbox, signer } = d;
  // Gifts: paid through billing's provider, their receipts printed with billing's documents.
  const donations: DonationsDeps = {
    db,
    provider: d.paymentProvider,
    outbox,
    renderReceipt: (donation, lang) => renderDonationReceiptPdf({ donation }, lang),
  };
  const accounts: AccountsModuleDeps | undefined = d.accounts && {
    db,
    identity: d.accounts.authenticator,
    outbox: d.accounts.outbox,
    files: d.accounts.files,
    limits: d.accounts.limits,
    loginThrottle: d.accounts.loginThrottle,
    jobs: d.accounts.jobs,
    oidc: d.accounts.oidc,
    userFacts: USER_FACTS,
  };
  return [
    ...(accounts ? [wire(accountsModule, accounts)] : []),
    wire(environmentModule, {
      db,
      oidcSignIn: d.oidcSignIn,
      paymentProvider: d.stripe ? browserPaymentSettings(d.stripe) : undefined,
    }),
    wire(listingsModule, {
      db,
      expirySchedule: d.expirySchedule,
      indexing: d.accounts && {
        port: d.accounts.indexing,
        jobs: d.accounts.jobs,
        publicUrl: signer.publicUrl,
        schedule: d.indexingSchedule,
      },
    }),
    wire(savedListingsModule, { db }),
    wire(applicantProfileModule, { db, files }),
    wire(applicationsModule, { db, limits, outbox, signer, digestSchedule: d.digestSchedule }),
    wire(organizationsModule, { db }),
    wire(contentModule, { db }),
    wire(searchModule, { db }),
    wire(sitemapModule, { db }),
    wire(placesModule, {}),
    wire(orgDashboardModule, { db }),
    wire(orgsModule, { db, outbox, limits, signer, files }),
    wire(orgNotificationsModule, { db }),
    wire(fairsModule, { db, outbox }),
    wire(salaryModule, { db }),
    wire(abModule, { db, limits }),
    wire(tmpStorageModule, { db, limits }),
    wire(analyticsModule, { db, limits }),
    wire(notificationsModule, { db }),
    wire(intakeModule, { db }),
    wire(userSettingsModule, { db }),
    wire(dataExportModule, { db }),
    wire(paymentsModule, {
      db,
      stripe: d.stripe,
      provider: d.paymentProvider,
      // Each kind of payment's provider events, processed once in the webhook's transaction.
      eventHandlers: { INVOICES: handleInvoicePaymentEvent, DONATION: donationEventHandler(donations) },
    }),
    wire(donationsModule, donations),
    wire(billingModule, {
      db,
      provider: d.paymentProvider,
      jobs: d.accounts?.jobs,
      creditExpirySchedule: d.creditExpirySchedule,
    }),
    wire(savedSearchesModule, {
      db,
      mailer,
      signer,
      devTrigger: d.devTrigger,
      alertSchedule: d.alertSchedule,
    }),
    wire(unsubscribeModule, { db, secret: signer.secret }),
    wire(recommendationsModule, { db, outbox, signer, mailSchedule: d.recommendationSchedule }),
    // A résumé sent with an application, or the current one of a profile open to recruiters.
    wire(resumesModule, { db, files, mayRead: anyReader(resumeSentToReader, recruitableResumeReader) }),
  ];
}

export interface AccountsOptions extends ServicesOptions {
  /** The uploaded files' store: deleting an account removes the user's files from it. */
  files?: FileStore;
  /**
   * Saved-search alerts' jobs on ALERT_SCHEDULE (a cron expression, or 'off'), and UNSUBSCRIBE_MAILTO.
   * Without them (tests) no alert job is registered: tests sweep by hand.
   */
  alerts?: { schedule: string; unsubscribeMailto?: string };
  /** The applications' daily digest on DIGEST_SCHEDULE (cron, or 'off'); without it (tests) never swept. */
  digestSchedule?: string;
  /** The listings' expiry job's schedule (cron); without it (tests) it runs only when sent. */
  expirySchedule?: string;
  /**
   * INDEXING_API_URL: where search-engine indexing notices go (Google Indexing API shape); unset, they
   * are only logged (api/README.md "Search-engine indexing").
   */
  indexingApiUrl?: string;
  /** The indexing job's sweep (cron); without it (tests) it runs when a change wakes it or a test sends it. */
  indexingSchedule?: string;
  /** The recommended-candidates mail's sweep (cron); without it (tests) it runs only when sent. */
  recommendationSchedule?: string;
  /** Billing's credit-expiry job (cron); without it (tests) it runs only when sent. */
  creditExpirySchedule?: string;
}

/** The platform's services as the accounts (and every module) use them, with the job queue they fill. */
export interface Accounts extends Services {
  /**
   * The job queue the modules hand work to, the outbox's deliveries among it (tests drain it to see the
   * mails; server.ts starts it with workers).
   */
  jobs: JobQueue;
  loginThrottle: LoginThrottle;
  files?: FileStore;
  /** OIDC_* are configured: /auth/oidc/start signs in with the provider (the environment says so). */
  oidcSignIn: boolean;
  /** The search-engine indexing port (platform/indexing), with its daily quota. */
  indexing: SearchIndexing;
}

/** Opens the platform's services once per process and registers every module's jobs on `options.jobs`. */
export async function openAccounts(options: AccountsOptions): Promise<Accounts> {
  const services = await openServices(options);
  const accounts: Accounts = {
    ...services,
    jobs: options.jobs,
    loginThrottle: createLoginThrottle({ limits: services.limits, secret: options.secret }),
    files: options.files,
    oidcSignIn: options.oidc !== undefined,
    indexing: createSearchIndexing({ db: options.db, apiUrl: options.indexingApiUrl }),
  };
  const deps = appDeps({
    db: options.db,
    accounts,
    files: options.files ?? defaultFileStore(),
    secret: options.secret,
    publicUrl: options.publicUrl,
    savedSearchAlerts: {
      unsubscribeMailto: options.alerts?.unsubscribeMailto,
      schedule: options.alerts?.schedule,
    },
    digestSchedule: options.digestSchedule,
    expirySchedule: options.expirySchedule,
    indexingSchedule: options.indexingSchedule,
    recommendationSchedule: options.recommendationSchedule,
    creditExpirySchedule: options.creditExpirySchedule,
  });
  for (const { module, deps: moduleDeps } of wiredModules(deps))
    module.jobs?.(options.jobs, moduleDeps as never);
  return accounts;
}

export interface AppOptions {
  db: Db;
  /** Sent as `_version` on every answer; default 1. */
  clientVersion?: number;
  /** Reads the signed-in user of a request; by default nobody is ever signed in (or accounts' resolver). */
  sessions?: SessionResolver;
  /** Accounts (openAccounts): sessions, the account and user routes, the mailer. */
  accounts?: Accounts;
  /** Where uploaded files' bytes go (résumés); by default a new temporary directory (tests). */
  files?: FileStore;
  /** Signs CSRF tokens (AUTH_SECRET); a random one per app when omitted (tests). */
  secret?: string;
  /** The gateway's public address: state-changing calls from its Origin are trusted. */
  publicUrl?: string;
  /** Express `trust proxy` (which hops may set X-Forwarded-For / -Proto); default 'loopback'. */
  trustProxy?: boolean | number | string;
  /**
   * The api's counters (security/limitRules.ts); the accounts' (shared through Redis when configured) by
   * default, else counters in this process with the table's numbers.
   */
  limits?: Limits;
  /** Saved-search alerts: the development sweep trigger (never in production) and the unsubscribe mailbox. */
  savedSearchAlerts?: { devTrigger?: boolean; unsubscribeMailto?: string };
  /**
   * Stripe (config.stripe; null: no card payments); by default the local test server at STRIPE_API_URL
   * (tests, api/src/testing).
   */
  stripe?: StripeSettings | null;
  /** Billing's payment provider; by default Stripe's SDK as `stripe` says (tests may pass a fake). */
  paymentProvider?: PaymentProvider;
}

function appDeps(options: {
  db: Db;
  accounts: Accounts | undefined;
  files: FileStore;
  secret: string;
  publicUrl: string;
  limits?: Limits;
  savedSearchAlerts: { devTrigger?: boolean; unsubscribeMailto?: string; schedule?: string };
  digestSchedule?: string;
  expirySchedule?: string;
  indexingSchedule?: string;
  stripe?: StripeSettings | null;
  recommendationSchedule?: string;
  paymentProvider?: PaymentProvider;
  creditExpirySchedule?: string;
}): AppDeps {
  const { accounts, savedSearchAlerts } = options;
  const stripe = options.stripe === undefined ? localStripeSettings() : options.stripe;
  return {
    db: options.db,
    limits: options.limits ?? accounts?.limits ?? createLimits(),
    files: options.files,
    mailer: accounts?.mailer,
    outbox: accounts?.outbox,
    signer: {
      secret: options.secret,
      publicUrl: options.publicUrl,
      unsubscribeMailto: savedSearchAlerts.unsubscribeMailto,
    },
    devTrigger: savedSearchAlerts.devTrigger ?? false,
    oidcSignIn: accounts?.oidcSignIn ?? false,
    alertSchedule: savedSearchAlerts.schedule,
    digestSchedule: options.digestSchedule,
    expirySchedule: options.expirySchedule,
    indexingSchedule: options.indexingSchedule,
    recommendationSchedule: options.recommendationSchedule,
    accounts,
    stripe,
    paymentProvider: options.paymentProvider ?? paymentProviderOf(stripe),
    creditExpirySchedule: options.creditExpirySchedule,
  };
}

/** The api as an Express app: the platform's HTTP shell (platform/app.ts) around every module's routers. */
export function createApp({
  db,
  clientVersion = 1,
  sessions,
  accounts,
  files = defaultFileStore(),
  secret = randomBytes(32).toString('hex'),
  publicUrl = 'http://localhost:3000',
  trustProxy = 'loopback',
  savedSearchAlerts = {},
  limits,
  stripe,
  paymentProvider,
}: AppOptions): Express {
  const wired = wiredModules(
    appDeps({ db, accounts, files, secret, publicUrl, limits, savedSearchAlerts, stripe, paymentProvider }),
  );
  const exempt = wired.flatMap(({ module }) => (module.csrfExempt ? [module.csrfExempt] : []));
  const raw = wired.flatMap(({ module }) => (module.rawBody ? [module.rawBody] : []));
  return createHttpApp({
    clientVersion,
    sessions: sessions ?? accounts?.sessions,
    secret,
    publicUrl,
    trustProxy,
    csrfExempt: (req) => exempt.some((isExempt) => isExempt(req)),
    rawBody: (req) => raw.some((isRaw) => isRaw(req)),
    routers: [
      ...wired.flatMap(({ module, deps }) => routersOf(module, deps as never)),
      ...(accounts?.devRouters ?? []),
    ],
  });
}
