import type { Db } from '../db/db';
import { defineJob, type JobQueue } from '../jobs';
import { currentRequestId, moduleLogger, type Logger } from '../log';
import { isMailRefusal, MailRenderError, type AnyMailRequest, type Mailer } from '../mail';
import {
  abandonStaleClaims,
  claimDue,
  finishClaim,
  insertOutboxRow,
  markSent,
  purgeDone,
  releaseClaim,
  type ClaimedRow,
} from './outboxRepository';
import { payloadSealer } from './seal';

// The transactional outbox (api/README.md "Outbox"). A module adds the mail a change causes in the
// change's own transaction (`outbox.add(tx, { kind: 'mail', … })`): the row commits or rolls back with the
// change. Once the transaction has committed, the outbox wakes its delivery job on the platform's job queue;
// a schedule runs the same job every minute, for retries that have come due and for rows whose wake-up was
// lost (the process died right after the commit). A delivery:
// - claims due rows (SENDING, one more attempt) in one statement that skips rows another worker holds,
//   so each row goes to one delivery only;
// - sends each mail, then marks it SENT (its payload dropped);
// - when the server certainly did not take it (isMailRefusal: an SMTP 4xx/5xx reply, no connection), puts
//   it back for later, one minute after the first refusal, doubling, at most six hours apart; after
//   MAX_ATTEMPTS refusals it is FAILED;
// - when the mail may have left (a connection dropped or timed out during the send), marks it UNCERTAIN
//   and never sends it again: the saved-search alerts' rule (modules/savedsearches/alerts.ts), at most
//   once rather than maybe twice. So does a claim whose worker died before saying how it ended (after
//   STALE_CLAIM_MINUTES). An operator may put an UNCERTAIN row back (state = 'PENDING') after checking.

/** What the outbox carries: a mail of the product's templates (its recipient, language and data). */
export type OutboxMail = { kind: 'mail' } & AnyMailRequest;
export type OutboxItem = OutboxMail;

export interface Outbox {
  /**
   * Keeps `item` in the caller's transaction (`tx`; on a Db outside a transaction, at once): it is
   * delivered once the transaction has committed, and never if it rolls back.
   */
  add(tx: Db, item: OutboxItem): Promise<void>;
  /** Delivers every row due now (the delivery job's work; tests call it to act as a second worker). */
  deliver(): Promise<DeliveryReport>;
}

export interface DeliveryReport {
  sent: number;
  /** Refused, to be tried again later. */
  retrying: number;
  /** Refused too often, or unreadable. */
  failed: number;
  /** May have left: not tried again (claims abandoned by a dead worker included). */
  uncertain: number;
}

/** The delivery job: stately, so a burst of commits queues one run behind the one running. */
export const OUTBOX_DELIVERY_JOB = defineJob<object>('outbox-delivery', {
  policy: 'stately',
  // It carries nothing: kept in pg-boss's archive it would only add a row a minute.
  deleteWhenDone: true,
});
/** Every minute: retries come due by the minute, and a wake-up lost in a crash is made up for. */
export const OUTBOX_SCHEDULE = '* * * * *';

/** Refusals before a mail is given up: 1 + 2 + 4 + … + 64 minutes, about four hours of trying. */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 60;
const LONGEST_RETRY_SECONDS = 6 * 3600;
/**
 * A claim this old was abandoned: longer than nodemailer's slowest send (10 minutes of socket time-out
 * after a 2-minute connection time-out).
 */
export const STALE_CLAIM_MINUTES = 30;
/** Rows done (sent, uncertain, failed) are kept this long for an operator, then purged. */
const KEEP_DONE_DAYS = 30;
const BATCH = 20;

/** When a mail refused for the `attempts`-th time is tried again. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_SECONDS);
}

export interface OutboxOptions {
  db: Db;
  /** The platform's job queue: the delivery job is registered (and scheduled) on it here. */
  jobs: JobQueue;
  mailer: Mailer;
  /** AUTH_SECRET: payloads are sealed under a key derived from it (seal.ts). */
  secret: string;
  /** The clock (tests move it to bring retries due). */
  now?: () => Date;
  log?: Logger;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createOutbox({
  db,
  jobs,
  mailer,
  secret,
  now = () => new Date(),
  log = moduleLogger('outbox'),
}: OutboxOptions): Outbox {
  const sealer = payloadSealer(secret);

  /** Best effort: the schedule delivers what a lost wake-up leaves behind. */
  const wake = async () => {
    try {
      await jobs.send(OUTBOX_DELIVERY_JOB, {});
    } catch (error) {
      log.warn({ err: error }, 'outbox: the delivery job was not woken; the schedule will deliver');
    }
  };

  async function deliverRow(row: ClaimedRow, report: DeliveryReport): Promise<void> {
    const about = { outboxId: row.id, topic: row.topic, attempts: row.attempts, causedBy: row.request_id };
    let mail: AnyMailRequest;
    try {
      mail = JSON.parse(sealer.open(row.payload)) as AnyMailRequest;
    } catch (error) {
      await finishClaim(db, row.id, 'FAILED', `unreadable payload: ${messageOf(error)}`, now());
      report.failed += 1;
      log.error(
        { ...about, err: error },
        'outbox: a row cannot be opened (sealed under another AUTH_SECRET?)',
      );
      return;
    }
    try {
      await mailer.send(mail);
    } catch (error) {
      const message = messageOf(error);
      if (error instanceof MailRenderError || !isMailRefusal(error)) {
        const state = error instanceof MailRenderError ? 'FAILED' : 'UNCERTAIN';
        await finishClaim(db, row.id, state, message, now());
        if (state === 'FAILED') report.failed += 1;
        else report.uncertain += 1;
        log.error(
          { ...about, err: error },
          `outbox: mail ${state === 'FAILED' ? 'not sendable' : 'may have been sent; not retried'}`,
        );
        return;
      }
      const retryAt =
        row.attempts < MAX_ATTEMPTS
          ? new Date(now().getTime() + retryDelaySeconds(row.attempts) * 1000)
          : null;
      await releaseClaim(db, row.id, message, retryAt);
      if (retryAt) report.retrying += 1;
      else report.failed += 1;
      log.warn(
        { ...about, err: error, retryAt },
        retryAt ? 'outbox: mail refused; tried again later' : 'outbox: mail refused too often; given up',
      );
      return;
    }
    // A failure to record it leaves the row SENDING: abandoned later as UNCERTAIN, never sent again.
    await markSent(db, row.id, now());
    report.sent += 1;
    log.info(about, 'outbox: mail sent');
  }

  const outbox: Outbox = {
    async add(tx, item) {
      const { kind, ...mail } = item;
      await insertOutboxRow(tx, {
        kind,
        topic: mail.template,
        payload: sealer.seal(JSON.stringify(mail)),
        requestId: currentRequestId(),
        availableAt: now(),
      });
      await tx.afterCommit(wake);
    },

    async deliver() {
      const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, uncertain: 0 };
      const abandoned = await abandonStaleClaims(
        db,
        new Date(now().getTime() - STALE_CLAIM_MINUTES * 60_000),
        now(),
      );
      if (abandoned.length > 0) {
        report.uncertain += abandoned.length;
        log.error(
          { outboxIds: abandoned },
          'outbox: claims abandoned by a worker; the mails may have been sent',
        );
      }
      for (
        let claimed = await claimDue(db, BATCH, now());
        claimed.length > 0;
        claimed = await claimDue(db, BATCH, now())
      )
        for (const row of claimed) await deliverRow(row, report);
      await purgeDone(db, new Date(now().getTime() - KEEP_DONE_DAYS * 86_400_000));
      return report;
    },
  };

  jobs.register(OUTBOX_DELIVERY_JOB, async () => {
    await outbox.deliver();
  });
  jobs.schedule(OUTBOX_DELIVERY_JOB, OUTBOX_SCHEDULE);
  return outbox;
}
