import { ConflictError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { openSeededDatabase } from '../../testing/testDatabase';
import { publishWithCredit } from './cart';
import { creditBalance, expireCredits, spendCredit } from './ledger';

// The credit ledger (docs/product/billing.md "Credits and packs") on the database the suite runs on (PGlite, or
// PostgreSQL with DATABASE_URL): append-only, its sum is the balance, never negative, and of two spends of
// the last credit exactly one wins.

let db: Db;
beforeAll(async () => {
  db = await openSeededDatabase();
});
afterAll(() => db?.close());

const DAY = 86_400_000;

async function grant(orgId: number, credits: number, expiresInDays = 365): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO credit_ledger (org_id, kind, delta, pack_id, expires_at) VALUES ($1, 'GRANT', $2, 'PACK_10', $3)
     RETURNING id`,
    [orgId, credits, new Date(Date.now() + expiresInDays * DAY)],
  );
  return rows[0]!.id;
}

/** Seeded jobs of the organisation, put in its cart (waiting for payment). */
async function waitingJobs(orgId: number, count: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE listings SET status = 'AWAITING_PAYMENT'
      WHERE id IN (SELECT id FROM listings WHERE org_id = $1 AND listing_type IN ('JOB', 'INTERNSHIP')
                   ORDER BY id LIMIT $2)
     RETURNING id`,
    [orgId, count],
  );
  if (rows.length < count) throw new Error(`organisation ${orgId} has fewer than ${count} jobs`);
  return rows.map((r) => r.id);
}

async function orgWithJobs(count: number, skip: number[] = []): Promise<number> {
  const { rows } = await db.query<{ org_id: number }>(
    `SELECT org_id FROM listings WHERE listing_type IN ('JOB', 'INTERNSHIP') AND NOT org_id = ANY($2::int[])
      GROUP BY org_id HAVING count(*) >= $1 ORDER BY org_id LIMIT 1`,
    [count, skip],
  );
  return rows[0]!.org_id;
}

const sqlState = async (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code?: string }) => e.code,
  );

describe('the credit ledger', () => {
  it('is append-only: the database refuses UPDATE and DELETE', async () => {
    const id = await grant(30, 5);
    expect(await sqlState(db.query('UPDATE credit_ledger SET delta = 50 WHERE id = $1', [id]))).toBe('42501');
    expect(await sqlState(db.query('DELETE FROM credit_ledger WHERE id = $1', [id]))).toBe('42501');
    expect(await creditBalance(db, 30)).toBe(5);
  });

  it('is never negative: a spend beyond the grant fails in the database', async () => {
    const grantId = await grant(31, 1);
    const [a, b] = await waitingJobs(31, 2);
    const spend = (listingId: number) =>
      db.query(
        `INSERT INTO credit_ledger (org_id, kind, delta, grant_id, listing_id) VALUES (31, 'SPEND', -1, $1, $2)`,
        [grantId, listingId],
      );
    expect(await sqlState(spend(a!))).toBe('ok');
    expect(await sqlState(spend(b!))).toBe('23514');
    expect(await creditBalance(db, 31)).toBe(0);
    await expect(db.transaction((tx) => spendCredit(tx, 31, b!, new Date()))).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it('of two spends of the last credit, exactly one wins; the other listing stays in the cart', async () => {
    const orgId = await orgWithJobs(2, [30, 31]);
    await grant(orgId, 1);
    const [a, b] = await waitingJobs(orgId, 2);
    const results = await Promise.allSettled([
      publishWithCredit(db, orgId, a!),
      publishWithCredit(db, orgId, b!),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ConflictError);
    expect((refused.reason as ConflictError).errors).toEqual({ credits: 'NO_CREDITS' });
    const { rows } = await db.query<{ status: string }>(
      'SELECT status FROM listings WHERE id = ANY($1::int[]) ORDER BY status',
      [[a, b]],
    );
    expect(rows.map((r) => r.status)).toEqual(['AWAITING_PAYMENT', 'PUBLISHED']);
    expect(await creditBalance(db, orgId)).toBe(0);
  });

  it('spends the grant that expires first, and never an expired one; the job writes the expiry', async () => {
    const orgId = 33;
    const [job] = await waitingJobs(orgId, 1);
    // A grant past its validity (the job has not run yet) and one valid for a year.
    await db.query(
      `INSERT INTO credit_ledger (org_id, kind, delta, pack_id, expires_at, created_at)
       VALUES ($1, 'GRANT', 3, 'PACK_10', $2, $3)`,
      [orgId, new Date(Date.now() - DAY), new Date(Date.now() - 366 * DAY)],
    );
    const soon = await grant(orgId, 2, 10);
    await grant(orgId, 2, 300);
    await db.transaction((tx) => spendCredit(tx, orgId, job!, new Date()));
    const { rows } = await db.query<{ grant_id: number }>(
      `SELECT grant_id FROM credit_ledger WHERE org_id = $1 AND kind = 'SPEND'`,
      [orgId],
    );
    expect(rows).toEqual([{ grant_id: soon }]);
    expect(await creditBalance(db, orgId)).toBe(3 + 2 + 2 - 1);
    expect(await expireCredits(db, new Date())).toBeGreaterThanOrEqual(3);
    expect(await creditBalance(db, orgId)).toBe(3);
    expect(await expireCredits(db, new Date())).toBe(0);
  });

  it('the balance of every organisation is its ledger’s sum, and each grant’s remaining its own', async () => {
    const { rows } = await db.query<{ org_id: number; sum: number; balance: number }>(
      `SELECT l.org_id, sum(l.delta)::int AS sum, b.balance FROM credit_ledger l
         JOIN credit_balances b ON b.org_id = l.org_id GROUP BY l.org_id, b.balance`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.sum).toBe(r.balance);
    const { rows: grants } = await db.query<{ remaining: number; sum: number }>(
      `SELECT b.remaining, (g.delta + coalesce((SELECT sum(d.delta) FROM credit_ledger d WHERE d.grant_id = g.id), 0))::int AS sum
         FROM credit_grant_balances b JOIN credit_ledger g ON g.id = b.grant_id`,
    );
    for (const g of grants) expect(g.remaining).toBe(g.sum);
  });
});
