import type { CreditEntry, CreditsAnswer, PackId } from '@opengood/contracts';
import { ConflictError } from '../../domain/errors';
import { BILLING_ERROR_CODES as B } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { findListingRefs } from '../listings';
import { PACK_VALID_DAYS } from './priceList';

// Credits (docs/product/billing.md "Credits and packs"), in one place: an append-only ledger (credit_ledger; the
// database refuses UPDATE and DELETE). A GRANT adds a pack's credits, valid PACK_VALID_DAYS; a SPEND (−1)
// publishes a listing; an EXPIRY or a REFUND takes what was left of a grant. The balance is the ledger's
// sum, kept by the ledger's trigger in credit_balances (and per grant in credit_grant_balances), whose
// CHECKs keep both non-negative: an overspend fails in the database, whatever the code above it does.

const DAY_MS = 86_400_000;
/** PostgreSQL's check_violation: the balance (or a grant's remaining) would go below zero. */
const CHECK_VIOLATION = '23514';

export const noCredits = () => new ConflictError({ credits: B.NO_CREDITS }, 'No credit left to spend');

export async function creditBalance(db: Db, orgId: number): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(
    'SELECT balance FROM credit_balances WHERE org_id = $1',
    [orgId],
  );
  return rows[0]?.balance ?? 0;
}

/** A pack bought (its invoice paid): its credits, valid PACK_VALID_DAYS from `now`. */
export async function grantCredits(
  tx: Db,
  orgId: number,
  packId: PackId,
  credits: number,
  invoiceId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO credit_ledger (org_id, kind, delta, pack_id, expires_at, invoice_id, created_at)
     VALUES ($1, 'GRANT', $2, $3, $4, $5, $6)`,
    [orgId, credits, packId, new Date(now.getTime() + PACK_VALID_DAYS * DAY_MS), invoiceId, now],
  );
}

const isCheckViolation = (error: unknown) => (error as { code?: unknown }).code === CHECK_VIOLATION;

/**
 * Spends one credit on the listing, in the caller's transaction: a SPEND drawing on the unexpired grant
 * that expires soonest. The grant's row is locked first, so of two spends of the last credit one waits and
 * then finds nothing left (NO_CREDITS); should two still race, the balances' CHECK refuses the second
 * (check_violation), which is NO_CREDITS too. A failed statement spoils the transaction, so the caller's
 * transaction ends with the error.
 */
export async function spendCredit(tx: Db, orgId: number, listingId: number, now: Date): Promise<void> {
  try {
    const { rows } = await tx.query<{ grant_id: number }>(
      `SELECT grant_id FROM credit_grant_balances
        WHERE org_id = $1 AND remaining > 0 AND expires_at > $2
        ORDER BY expires_at, grant_id LIMIT 1 FOR UPDATE`,
      [orgId, now],
    );
    const grant = rows[0];
    if (!grant) throw noCredits();
    await tx.query(
      `INSERT INTO credit_ledger (org_id, kind, delta, grant_id, listing_id, created_at)
       VALUES ($1, 'SPEND', -1, $2, $3, $4)`,
      [orgId, grant.grant_id, listingId, now],
    );
  } catch (error) {
    if (isCheckViolation(error)) throw noCredits();
    throw error;
  }
}

/**
 * What is left of grants whose validity ended by `now`: one EXPIRY row each (the credit-expiry job). Each
 * grant's remaining is read under its row lock, so a spend at the same moment is counted before or after,
 * never twice. Answers how many credits expired.
 */
export async function expireCredits(db: Db, now: Date): Promise<number> {
  const { rows: due } = await db.query<{ grant_id: number }>(
    'SELECT grant_id FROM credit_grant_balances WHERE remaining > 0 AND expires_at <= $1 ORDER BY grant_id',
    [now],
  );
  let expired = 0;
  for (const { grant_id } of due)
    expired += await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ org_id: number; remaining: number }>(
        'SELECT org_id, remaining FROM credit_grant_balances WHERE grant_id = $1 FOR UPDATE',
        [grant_id],
      );
      const left = rows[0];
      if (!left || left.remaining <= 0) return 0;
      await tx.query(
        `INSERT INTO credit_ledger (org_id, kind, delta, grant_id, created_at) VALUES ($1, 'EXPIRY', $2, $3, $4)`,
        [left.org_id, -left.remaining, grant_id, now],
      );
      return left.remaining;
    });
  return expired;
}

/**
 * A refunded pack's unspent credits go (REFUND rows, one per grant of the invoices); the credits already
 * spent stay spent: their listings were published (docs/product/billing.md "Refunds").
 */
export async function refundGrantsOf(tx: Db, invoiceIds: readonly number[], now: Date): Promise<void> {
  const { rows } = await tx.query<{
    grant_id: number;
    org_id: number;
    remaining: number;
    invoice_id: number;
  }>(
    `SELECT b.grant_id, b.org_id, b.remaining, g.invoice_id
       FROM credit_ledger g JOIN credit_grant_balances b ON b.grant_id = g.id
      WHERE g.kind = 'GRANT' AND g.invoice_id = ANY($1::int[]) ORDER BY b.grant_id FOR UPDATE OF b`,
    [invoiceIds],
  );
  for (const r of rows)
    if (r.remaining > 0)
      await tx.query(
        `INSERT INTO credit_ledger (org_id, kind, delta, grant_id, invoice_id, created_at)
         VALUES ($1, 'REFUND', $2, $3, $4, $5)`,
        [r.org_id, -r.remaining, r.grant_id, r.invoice_id, now],
      );
}

interface EntryRow {
  id: number;
  kind: CreditEntry['kind'];
  delta: number;
  balance: number;
  pack_id: PackId | null;
  grant_pack_id: PackId | null;
  listing_id: number | null;
  invoice_id: number | null;
  created_at: Date | string;
}

const iso = (v: Date | string) => new Date(v).toISOString();

/** The organisation's credits page: balance, packs with credits left, and every entry, newest first. */
export async function creditsOf(db: Db, orgId: number, now: Date): Promise<Omit<CreditsAnswer, '_version'>> {
  const { rows: grants } = await db.query<{
    invoice_id: number | null;
    pack_id: PackId;
    credits: number;
    remaining: number;
    granted: Date | string;
    expires_at: Date | string;
  }>(
    `SELECT g.invoice_id, g.pack_id, g.delta AS credits, b.remaining, g.created_at AS granted, b.expires_at
       FROM credit_grant_balances b JOIN credit_ledger g ON g.id = b.grant_id
      WHERE b.org_id = $1 AND b.remaining > 0 AND b.expires_at > $2 ORDER BY b.expires_at, b.grant_id`,
    [orgId, now],
  );
  const { rows: entries } = await db.query<EntryRow>(
    `SELECT e.id, e.kind, e.delta, sum(e.delta) OVER (ORDER BY e.id)::int AS balance, e.pack_id,
            g.pack_id AS grant_pack_id, e.listing_id, coalesce(e.invoice_id, g.invoice_id) AS invoice_id, e.created_at
       FROM credit_ledger e LEFT JOIN credit_ledger g ON g.id = e.grant_id
      WHERE e.org_id = $1 ORDER BY e.id DESC`,
    [orgId],
  );
  // The spent credits' listings, as the listings module reads them (their titles and types).
  const spentOn = [...new Set(entries.flatMap((e) => (e.listing_id === null ? [] : [e.listing_id])))];
  const listings = new Map((await findListingRefs(db, spentOn)).map((l) => [l.id, l]));
  const listingOf = (id: number | null) => {
    const l = id === null ? undefined : listings.get(id);
    return l ? { id: l.id, title: l.title, listingType: l.type } : null;
  };
  return {
    balance: await creditBalance(db, orgId),
    grants: grants.map((g) => ({
      invoiceId: g.invoice_id,
      packId: g.pack_id,
      credits: g.credits,
      remaining: g.remaining,
      granted: iso(g.granted),
      expires: iso(g.expires_at),
    })),
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      delta: e.delta,
      balance: e.balance,
      packId: e.pack_id ?? e.grant_pack_id,
      listing: listingOf(e.listing_id),
      invoiceId: e.invoice_id,
      at: iso(e.created_at),
    })),
  };
}
