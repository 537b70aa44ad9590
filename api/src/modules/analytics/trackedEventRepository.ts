import type { EventContext, EventProperties } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';

export interface NewTrackedEvent {
  name: string;
  properties: EventProperties;
  context: EventContext;
  userId: number | null;
  visitorId: string | null;
}

export async function insertTrackedEvent(db: Db, event: NewTrackedEvent): Promise<void> {
  await db.query(
    `INSERT INTO tracked_events (name, properties, context, user_id, visitor_id)
     VALUES ($1, $2::jsonb, $3::jsonb, $4, $5)`,
    [
      event.name,
      JSON.stringify(event.properties),
      JSON.stringify(event.context),
      event.userId,
      event.visitorId,
    ],
  );
}

/** Deletes the events recorded more than `days` days ago; answers how many went. */
export async function deleteTrackedEventsOlderThan(db: Db, days: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM tracked_events WHERE created_at < now() - make_interval(days => $1::int) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [days],
  );
  return rows[0]?.n ?? 0;
}
