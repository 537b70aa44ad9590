import type { Db } from '../../platform/db/db';
import type { JobQueue } from '../../platform/jobs';
import type { Outbox } from '../../platform/outbox';
import type { Limits } from '../../platform/security/limits';
import type { FileStore } from '../../platform/files/fileStore';
import type { Identity } from '../../platform/identity';
import type { LoginThrottle } from './loginThrottle';
import type { UserFactsSource } from './userFacts';

/** What the accounts use-cases work with. */
export interface AccountDeps {
  db: Db;
  identity: Identity;
  /** Where the account mails go, in the transaction of the change that causes them. */
  outbox: Outbox;
  /** Where the user's uploaded files are (résumés); their rows go with the user, their bytes here. */
  files?: FileStore;
  /** The api's counters (platform/security/limitRules.ts). */
  limits: Limits;
  loginThrottle: LoginThrottle;
  /** The platform's job queue: work a request hands on (the reset mail). */
  jobs: JobQueue;
  /** The other modules' parts of the User answer (userFacts.ts), given by the composition root. */
  userFacts: readonly UserFactsSource[];
}
