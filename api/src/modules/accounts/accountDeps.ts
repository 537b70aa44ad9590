import type { Db } from '../../platform/db/db';
import type { Mailer } from '../../platform/mail';
import type { Identity } from './identity';

/** What the accounts use-cases work with. */
export interface AccountDeps {
  db: Db;
  identity: Identity;
  mailer: Mailer;
}
