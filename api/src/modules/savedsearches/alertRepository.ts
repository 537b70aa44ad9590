import type { Db } from '../../platform/db/db';

/**
 * A listing counts as new when published after the watermark less this overlap, so one whose
 * transaction commits a little after its publication time is not missed; the claim table keeps the
 * overlap from sending anything twice. Switching an alert on sets the watermark this far ahead, so its
 * first window starts exactly then.
 */
export const WATERMARK_OVERLAP_SECONDS = 300;
/** SQL for "the watermark of an alert switched on now". */
export const SWITCHED_ON_WATERMARK = `now() + interval '${WATERMARK_OVERLAP_SECONDS} seconds'`;

/** The saved searches whose alert is on (organisation searches have none), oldest first. */
export async function findAlertingSearchIds(db: Db): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM saved_searches WHERE notify_by_email AND search_type <> 'ORG' ORDER BY id`,
  );
  return rows.map((r) => r.id);
}

/** Which of these listings an alert of the search has already claimed. */
export async function findSentListingIds(
  db: Db,
  savedSearchId: number,
  listingIds: number[],
): Promise<Set<number>> {
  const { rows } = await db.query<{ listing_id: number }>(
    `SELECT listing_id FROM saved_search_sent_listings WHERE saved_search_id = $1 AND listing_id = ANY($2::int[])`,
    [savedSearchId, listingIds],
  );
  return new Set(rows.map((r) => r.listing_id));
}

/**
 * In the caller's transaction: records an alert and claims the listings for it. A listing another run
 * claimed first (the primary key) is skipped, so only the returned ids belong to this alert.
 */
export async function insertClaim(
  tx: Db,
  savedSearchId: number,
  previousWatermark: Date | string,
  listingIds: number[],
): Promise<{ alertId: number; claimed: number[] }> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO saved_search_alerts (saved_search_id, previous_watermark) VALUES ($1, $2) RETURNING id',
    [savedSearchId, previousWatermark],
  );
  const alertId = rows[0]!.id;
  const { rows: claimed } = await tx.query<{ listing_id: number }>(
    `INSERT INTO saved_search_sent_listings (saved_search_id, listing_id, alert_id)
     SELECT $1, l.id, $3 FROM unnest($2::int[]) AS l(id)
     ON CONFLICT (saved_search_id, listing_id) DO NOTHING RETURNING listing_id`,
    [savedSearchId, listingIds, alertId],
  );
  return { alertId, claimed: claimed.map((r) => r.listing_id) };
}

export async function deleteAlert(tx: Db, alertId: number): Promise<void> {
  await tx.query('DELETE FROM saved_search_alerts WHERE id = $1', [alertId]);
}

/** Moves the search's watermark forward (never back) in the caller's transaction. */
export async function advanceWatermark(tx: Db, savedSearchId: number, to: Date): Promise<void> {
  await tx.query('UPDATE saved_searches SET alerted_until = greatest(alerted_until, $2) WHERE id = $1', [
    savedSearchId,
    to,
  ]);
}

export async function finishAlert(
  db: Db,
  alertId: number,
  status: 'SENT' | 'UNCERTAIN',
  error: string | null = null,
): Promise<void> {
  await db.query(
    'UPDATE saved_search_alerts SET status = $2, finished_at = now(), error = $3 WHERE id = $1',
    [alertId, status, error],
  );
}

/**
 * The mail server refused the alert: its listings are given back and the watermark goes back to where
 * the claim found it (or earlier), so the next run tries them again.
 */
export async function releaseAlert(db: Db, alertId: number, error: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ saved_search_id: number; previous_watermark: Date | string }>(
      `UPDATE saved_search_alerts SET status = 'RELEASED', finished_at = now(), error = $2
        WHERE id = $1 AND status = 'CLAIMED' RETURNING saved_search_id, previous_watermark`,
      [alertId, error],
    );
    const alert = rows[0];
    if (!alert) return;
    await tx.query('DELETE FROM saved_search_sent_listings WHERE alert_id = $1', [alertId]);
    await tx.query('UPDATE saved_searches SET alerted_until = least(alerted_until, $2) WHERE id = $1', [
      alert.saved_search_id,
      alert.previous_watermark,
    ]);
  });
}

/** Switches a search's alert on or off; switching it on starts the watermark now. */
export async function setNotifyByEmail(db: Db, savedSearchId: number, on: boolean): Promise<void> {
  await db.query(
    `UPDATE saved_searches
        SET alerted_until = CASE WHEN $2 AND NOT notify_by_email THEN ${SWITCHED_ON_WATERMARK} ELSE alerted_until END,
            notify_by_email = $2
      WHERE id = $1`,
    [savedSearchId, on],
  );
}
