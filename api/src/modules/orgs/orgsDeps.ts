import type { Db } from '../../platform/db/db';
import type { FileStore } from '../../platform/files/fileStore';
import type { UnsubscribeSigner } from '../../platform/mail';
import type { Outbox } from '../../platform/outbox';
import type { Limits } from '../../platform/security/limits';

/**
 * What the orgs module's use-cases need: the database, the outbox for the mails they cause (and the signer
 * of their unsubscribe links), the limits, the file store.
 */
export interface OrgsDeps {
  db: Db;
  /** The mails a change causes go out with its transaction; none in an app built without accounts. */
  outbox: Outbox | undefined;
  limits: Limits;
  /** Signs the unsubscribe links of the mails the organisation's admins may turn off. */
  signer: UnsubscribeSigner;
  /** Where logos' bytes go (the platform's one store of uploaded files). */
  files: FileStore;
  /** The clock (tests move it past an invite's expiry). */
  now?: () => Date;
}

export const clock = (deps: OrgsDeps): Date => deps.now?.() ?? new Date();
