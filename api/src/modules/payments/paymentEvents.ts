import type { Db } from '../../platform/db/db';
import { moduleLogger } from '../../platform/log';
import type { ProviderEvent } from './paymentProvider';

// Each provider event processed exactly once (docs/product/billing.md): its id is recorded in the same
// transaction as what it changes, so a replayed or concurrent delivery of it finds the id and does nothing,
// and a handler that fails rolls the record back with its work (the provider sends it again). Events come
// in any order; each handler makes its change only from the states it applies to.

const log = moduleLogger('payments');

/** What an event changes, in the caller's transaction: billing's invoices, a donation. */
export type PaymentEventHandler = (tx: Db, event: ProviderEvent) => Promise<void>;

/** Handlers by the payment's `metadata.kind` (INVOICES, DONATION), wired in app.ts. */
export type PaymentEventHandlers = Readonly<Record<string, PaymentEventHandler>>;

export async function processEvent(
  db: Db,
  handlers: PaymentEventHandlers,
  event: ProviderEvent,
): Promise<'PROCESSED' | 'ALREADY_PROCESSED'> {
  return db.transaction(async (tx) => {
    // A concurrent delivery of the same event waits here on the key until this one commits or rolls back.
    const { rows } = await tx.query<{ event_id: string }>(
      `INSERT INTO payment_provider_events (event_id, type) VALUES ($1, $2)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [event.id, event.type],
    );
    if (rows.length === 0) return 'ALREADY_PROCESSED';
    const kind = event.metadata.kind ?? '';
    const handler = event.type === 'OTHER' ? undefined : handlers[kind];
    if (handler) await handler(tx, event);
    else if (event.type !== 'OTHER')
      log.info(
        { eventId: event.id, kind },
        'a payment event for no payment of ours: recorded, nothing to do',
      );
    return 'PROCESSED';
  });
}
