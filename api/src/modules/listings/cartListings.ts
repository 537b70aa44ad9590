import type { ListingType } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { moduleLogger } from '../../platform/log';
import { awaitingPaymentSql, statusOf, transition, type StoredListingStatus } from './listingLifecycle';
import { storeChange } from './postingRepository';

// What billing asks of the listings (docs/product/billing.md): an organisation's cart is its listings
// waiting for payment (AWAITING_PAYMENT); taking one out of the cart is the lifecycle's `withdraw` (back to
// a draft), and paying for them (by card or with a credit) is its `paid`. The listings module keeps the
// lifecycle: billing never writes a listing's status itself.

const log = moduleLogger('listings');

/** A listing waiting for payment, as the cart shows it. */
export interface AwaitingListing {
  id: number;
  listing_type: ListingType;
  title: string;
  /** When its admin published it (it went to the cart then). */
  updated_at: Date | string;
}

/** The organisation's listings waiting for payment, oldest first. */
export async function findAwaitingPayment(db: Db, orgId: number): Promise<AwaitingListing[]> {
  const { rows } = await db.query<AwaitingListing>(
    `SELECT l.id, l.listing_type, l.title, l.updated_at FROM listings l
      WHERE l.org_id = $1 AND ${awaitingPaymentSql('l')} ORDER BY l.updated_at, l.id`,
    [orgId],
  );
  return rows;
}

interface LockedRow {
  id: number;
  listing_type: ListingType;
  status: StoredListingStatus;
  expires_at: Date | string | null;
}

async function lockListings(tx: Db, orgId: number, ids: readonly number[]): Promise<LockedRow[]> {
  const { rows } = await tx.query<LockedRow>(
    `SELECT id, listing_type, status, expires_at FROM listings
      WHERE org_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE`,
    [orgId, ids],
  );
  return rows;
}

/**
 * Takes a listing out of the organisation's cart, in the caller's transaction: it goes back to draft
 * (`withdraw`). False when it is not in this organisation's cart (another's, or not waiting for payment).
 */
export async function withdrawFromCart(
  tx: Db,
  orgId: number,
  listingId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await lockListings(tx, orgId, [listingId]);
  if (!row || statusOf(row, now) !== 'AWAITING_PAYMENT') return false;
  await storeChange(tx, row.id, transition(row, 'withdraw', now));
  log.info({ listingId, transition: 'withdraw' }, 'listing transition');
  return true;
}

/**
 * In the caller's transaction (a payment's settlement, or a credit spent): the organisation's listings in
 * `listingIds` that wait for payment go live at once (`paid`), each with its search-engine notice
 * (storeChange). A deadline that passed while it waited is replaced by the type's default, since the admin
 * paid for a live listing. Answers the ids it published; one no longer waiting (already paid) is left as
 * it is, so settling twice publishes once.
 */
export async function markListingsPaid(
  tx: Db,
  orgId: number,
  listingIds: readonly number[],
  now: Date,
): Promise<number[]> {
  if (listingIds.length === 0) return [];
  const published: number[] = [];
  for (const row of await lockListings(tx, orgId, listingIds)) {
    if (statusOf(row, now) !== 'AWAITING_PAYMENT') continue;
    const asked = row.expires_at === null ? undefined : new Date(row.expires_at);
    const deadline = asked && asked.getTime() > now.getTime() ? asked : undefined;
    await storeChange(tx, row.id, transition(row, 'paid', now, deadline));
    published.push(row.id);
  }
  if (published.length > 0) log.info({ listings: published, transition: 'paid' }, 'listings paid');
  return published;
}
