import type { Db } from '../../platform/db/db';
import type { Mailer } from '../../platform/mail';
import type { FileStore } from '../resumes/fileStore';
import type { Identity } from './identity';

/** What the accounts use-cases work with. */
export interface AccountDeps {
  db: Db;
  identity: Identity;
  mailer: Mailer;
  /** Where the user's uploaded files are (résumés); their rows go with the user, their bytes here. */
  files?: FileStore;
}
