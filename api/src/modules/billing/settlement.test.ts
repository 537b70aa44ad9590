import type { Db } from '../../platform/db/db';
import { openSeededDatabase } from '../../testing/testDatabase';
import { creditBalance } from './ledger';
import { nextNumber } from './numbering';
import { handleInvoicePaymentEvent } from './refunds';
import { settlePayment } from './settlement';

// Settlement (docs/product/billing.md "Payments") on the suite's database: a payment the provider says
// succeeded is settled once however often it is told (the synchronous answer, the confirmation, a webhook
// replayed), numbers are gap-free per year under parallel payments, a refund is recorded once.

let db: Db;
beforeAll(async () => {
  db = await openSeededDatabase();
});
afterAll(() => db?.close());

let keys = 0;

/** An OPEN invoice for a pack, with an address, and its payment waiting for the provider's word. */
async function pendingPackPayment(orgId: number): Promise<{ paymentId: number; invoiceId: number }> {
  return db.transaction(async (tx) => {
    const address = await tx.query<{ id: number }>(
      `INSERT INTO billing_addresses (org_id, name, line1, city, country) VALUES ($1, 'Org', 'Street 1', 'Lisboa', 'PT')
       RETURNING id`,
      [orgId],
    );
    const invoice = await tx.query<{ id: number }>(
      `INSERT INTO invoices (org_id, status, currency, total, billing_address_id) VALUES ($1, 'OPEN', 'EUR', 75600, $2)
       RETURNING id`,
      [orgId, address.rows[0]!.id],
    );
    const invoiceId = invoice.rows[0]!.id;
    await tx.query(
      `INSERT INTO invoice_lines (invoice_id, kind, pack_id, credits, amount) VALUES ($1, 'PACK', 'PACK_10', 10, 75600)`,
      [invoiceId],
    );
    const payment = await tx.query<{ id: number }>(
      `INSERT INTO payments (org_id, status, currency, amount, provider, provider_payment_id, idempotency_key)
       VALUES ($1, 'REQUIRES_ACTION', 'EUR', 75600, 'stripe', $2, $3) RETURNING id`,
      [orgId, `pi_test_${process.pid}_${(keys += 1)}`, `settle-${(keys += 1)}`],
    );
    const paymentId = payment.rows[0]!.id;
    await tx.query('INSERT INTO payment_invoices (payment_id, invoice_id) VALUES ($1, $2)', [
      paymentId,
      invoiceId,
    ]);
    return { paymentId, invoiceId };
  });
}

const providerIdOf = async (paymentId: number) =>
  (await db.query<{ p: string }>('SELECT provider_payment_id AS p FROM payments WHERE id = $1', [paymentId]))
    .rows[0]!.p;

const event = (
  id: string,
  type: 'PAYMENT_SUCCEEDED' | 'PAYMENT_REFUNDED',
  paymentId: number,
  pi: string,
) => ({
  id,
  type,
  providerPaymentId: pi,
  metadata: { kind: 'INVOICES', paymentId: String(paymentId) },
});

describe('settlement', () => {
  it('a success told twice (replayed webhook, or webhook and answer) numbers once and grants once', async () => {
    const orgId = 12;
    const { paymentId, invoiceId } = await pendingPackPayment(orgId);
    const pi = await providerIdOf(paymentId);
    const told = event('evt_1', 'PAYMENT_SUCCEEDED', paymentId, pi);
    await db.transaction((tx) => handleInvoicePaymentEvent(tx, told));
    await db.transaction((tx) => handleInvoicePaymentEvent(tx, told));
    await Promise.all([
      db.transaction((tx) => settlePayment(tx, paymentId, new Date())),
      db.transaction((tx) => handleInvoicePaymentEvent(tx, { ...told, id: 'evt_2' })),
    ]);
    expect(await creditBalance(db, orgId)).toBe(10);
    const { rows } = await db.query<{ status: string; number: string; billing_address: { city: string } }>(
      'SELECT status, number, billing_address FROM invoices WHERE id = $1',
      [invoiceId],
    );
    expect(rows[0]).toMatchObject({ status: 'PAID', billing_address: { city: 'Lisboa' } });
    const grants = await db.query(`SELECT 1 FROM credit_ledger WHERE invoice_id = $1 AND kind = 'GRANT'`, [
      invoiceId,
    ]);
    expect(grants.rows).toHaveLength(1);
    // Refunded by the provider's word, twice: one credit note, the pack's credits taken back once.
    const refund = event('evt_3', 'PAYMENT_REFUNDED', paymentId, pi);
    await db.transaction((tx) => handleInvoicePaymentEvent(tx, refund));
    await db.transaction((tx) => handleInvoicePaymentEvent(tx, refund));
    expect(await creditBalance(db, orgId)).toBe(0);
    const refunded = await db.query<{ status: string; credit_note_number: string }>(
      'SELECT status, credit_note_number FROM invoices WHERE id = $1',
      [invoiceId],
    );
    expect(refunded.rows[0]).toMatchObject({
      status: 'REFUNDED',
      credit_note_number: expect.stringMatching(/^CN-/),
    });
  });

  it('an event naming another PaymentIntent than the payment’s changes nothing', async () => {
    const { paymentId } = await pendingPackPayment(13);
    await db.transaction((tx) =>
      handleInvoicePaymentEvent(tx, event('evt_x', 'PAYMENT_SUCCEEDED', paymentId, 'pi_someone_else')),
    );
    expect(await creditBalance(db, 13)).toBe(0);
  });

  it('parallel payments take invoice numbers without a gap; a rolled-back one gives its number back', async () => {
    const payments = await Promise.all([14, 15, 16, 17, 18, 19].map((orgId) => pendingPackPayment(orgId)));
    const settled = await Promise.allSettled(
      payments.map(({ paymentId }, n) =>
        db.transaction(async (tx) => {
          await settlePayment(tx, paymentId, new Date());
          // Every third one fails after taking its number: its transaction rolls back.
          if (n % 3 === 2) throw new Error('rolled back');
        }),
      ),
    );
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(4);
    const year = new Date().getUTCFullYear();
    const { rows } = await db.query<{ number_seq: number }>(
      `SELECT number_seq FROM invoices WHERE number_year = $1 ORDER BY number_seq`,
      [year],
    );
    const seqs = rows.map((r) => r.number_seq);
    expect(seqs).toEqual(seqs.map((_s, i) => i + 1));
    const next = await db.transaction((tx) => nextNumber(tx, 'INVOICE', new Date()));
    expect(next.seq).toBe(seqs.length + 1);
    expect(next.number).toBe(`${year}-${String(seqs.length + 1).padStart(6, '0')}`);
  });
});
