import type { Db } from '../db/db';

// The outbox table's SQL (migration outbox). Every change of state is conditional on the state it leaves,
// so two workers never both act on one row.

export type OutboxState = 'PENDING' | 'SENDING' | 'SENT' | 'UNCERTAIN' | 'FAILED';

export interface ClaimedRow {
  id: number;
  kind: string;
  topic: string;
  payload: string;
  /** Claims so far, this one included. */
  attempts: number;
  request_id: string | null;
}

export async function insertOutboxRow(
  tx: Db,
  row: { kind: string; topic: string; payload: string; requestId: string | undefined; availableAt: Date },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO outbox (kind, topic, payload, request_id, available_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [row.kind, row.topic, row.payload, row.requestId ?? null, row.availableAt],
  );
  return rows[0]!.id;
}

/**
 * Claims up to `limit` due rows, oldest first: they become SENDING, one more attempt each. A row another
 * worker holds or has claimed is skipped (SKIP LOCKED, and the state checked again), so concurrent
 * deliveries share the rows out and none gets a row twice.
 */
export async function claimDue(db: Db, limit: number, now: Date): Promise<ClaimedRow[]> {
  const { rows } = await db.query<ClaimedRow>(
    `UPDATE outbox SET state = 'SENDING', claimed_at = $2, attempts = attempts + 1
      WHERE state = 'PENDING' AND id IN (
        SELECT id FROM outbox WHERE state = 'PENDING' AND available_at <= $2
         ORDER BY available_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, topic, payload, attempts, request_id`,
    [limit, now],
  );
  return rows.sort((a, b) => a.id - b.id);
}

/** The mail is with the server: SENT, and its payload (recipient, tokens, letters) dropped. */
export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db.query(
    `UPDATE outbox SET state = 'SENT', done_at = $2, payload = NULL, last_error = NULL
      WHERE id = $1 AND state IN ('SENDING', 'UNCERTAIN')`,
    [id, now],
  );
}

/** The server certainly did not take it: PENDING again from `retryAt`, or FAILED when `retryAt` is null. */
export async function releaseClaim(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db.query(
    `UPDATE outbox
        SET state = CASE WHEN $3::timestamptz IS NULL THEN 'FAILED' ELSE 'PENDING' END,
            available_at = coalesce($3::timestamptz, available_at),
            done_at = CASE WHEN $3::timestamptz IS NULL THEN now() END,
            claimed_at = NULL, last_error = $2
      WHERE id = $1 AND state = 'SENDING'`,
    [id, error, retryAt],
  );
}

/** Given up without a retry: UNCERTAIN (the mail may have left) or FAILED (it never could). */
export async function finishClaim(
  db: Db,
  id: number,
  state: 'UNCERTAIN' | 'FAILED',
  error: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE outbox SET state = $2, done_at = $4, last_error = $3 WHERE id = $1 AND state = 'SENDING'`,
    [id, state, error, now],
  );
}

/**
 * Claims older than `before` whose worker never said how the send ended (it crashed, or lost the
 * database): the mail may have left, so they become UNCERTAIN, not PENDING. Answers their ids.
 */
export async function abandonStaleClaims(db: Db, before: Date, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE outbox SET state = 'UNCERTAIN', done_at = $2,
            last_error = 'the worker that claimed it never reported the send'
      WHERE state = 'SENDING' AND claimed_at < $1 RETURNING id`,
    [before, now],
  );
  return rows.map((r) => r.id);
}

/** Forgets rows done before `before` (sent, uncertain or failed). */
export async function purgeDone(db: Db, before: Date): Promise<void> {
  await db.query('DELETE FROM outbox WHERE done_at < $1', [before]);
}
