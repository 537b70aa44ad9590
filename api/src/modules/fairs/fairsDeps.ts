import type { Db } from '../../platform/db/db';
import type { Outbox } from '../../platform/outbox';

/** What the fairs module's use-cases need: the database, the outbox for the mails they cause, a clock. */
export interface FairsDeps {
  db: Db;
  /** An invitation's mails go out with its transaction; none in an app built without accounts. */
  outbox: Outbox | undefined;
  /** The clock (tests move it past a deadline or a fair's start). */
  now?: () => Date;
}

export const clock = (deps: Pick<FairsDeps, 'now'>): Date => deps.now?.() ?? new Date();
