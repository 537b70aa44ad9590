import {
  BILLING_ERROR_CODES as B,
  PAYMENT_ERROR_CODES as P,
  type Payment,
  type PayRequest,
} from '@opengood/contracts';
import { ConflictError, NotFoundError, UnavailableError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { moduleLogger } from '../../platform/log';
import {
  refusalOf,
  savedCardOf,
  storedOutcomeOf,
  type ChargeOutcome,
  type PaymentProvider,
} from '../payments';
import { findAddress } from './addressRepository';
import { orgOf } from './cart';
import { lockInvoices, setInvoiceAddress } from './invoiceRepository';
import {
  findPayment,
  findPaymentByKey,
  insertPayment,
  presentPayment,
  storeOutcome,
  type PaymentRow,
} from './paymentRepository';
import { settlePayment } from './settlement';

// Paying invoices by card (docs/product/billing.md "Payments"). The card never reaches the api: the
// browser gives the provider's single-use token (or names a saved card), and the api charges it through
// the provider's SDK with the request's idempotency key. The payment's row is made first, keyed by
// (organisation, idempotency key); the charge is made holding that row's lock, and settled in the same
// transaction when it succeeds. A doubled click or a retried request with the same key waits for the
// first, then answers the same payment: one charge (the provider also replays the key), one settlement.

const log = moduleLogger('billing');

export interface PayResult {
  payment: Payment;
  /** SUCCEEDED now (201) rather than waiting for the bank's challenge (200). */
  status: 201 | 200;
}

/** The refused payment's error, or the payment and its status code. */
async function answerOf(db: Db, row: PaymentRow): Promise<PayResult> {
  if (row.status === 'FAILED') throw refusalOf(row.failure_code ?? P.CARD_DECLINED);
  return { payment: await presentPayment(db, row), status: row.status === 'SUCCEEDED' ? 201 : 200 };
}

const notPayable = (message: string) => new ConflictError({ invoiceIds: B.INVOICE_NOT_PAYABLE }, message);

/** Checks the request against the invoices and makes the payment's row (or finds the one of this key). */
async function preparePayment(
  db: Db,
  provider: PaymentProvider,
  orgId: number,
  userId: number,
  body: PayRequest & { billingAddressId: number; amount: number; idempotencyKey: string },
): Promise<number> {
  const existing = await findPaymentByKey(db, orgId, body.idempotencyKey);
  if (existing) return existing.id;
  return db.transaction(async (tx) => {
    const ids = [...new Set(body.invoiceIds)];
    const invoices = await lockInvoices(tx, orgId, ids);
    // A doubled request that waited for these locks finds the payment the first one made (and maybe
    // settled already: its invoices are paid then, which is no reason to refuse the same payment).
    const made = await findPaymentByKey(tx, orgId, body.idempotencyKey);
    if (made) return made.id;
    if (invoices.length !== ids.length) throw notPayable('An invoice is not this organisation’s');
    if (invoices.some((i) => i.status !== 'OPEN')) throw notPayable('An invoice is already paid or replaced');
    const currencies = new Set(invoices.map((i) => i.currency));
    if (currencies.size !== 1) throw notPayable('Invoices in different currencies are paid apart');
    const total = invoices.reduce((sum, i) => sum + i.total, 0);
    if (total !== body.amount)
      throw new ConflictError({ amount: B.AMOUNT_MISMATCH }, 'The amount is not what the invoices come to');
    if (!(await findAddress(tx, orgId, body.billingAddressId)))
      throw new ConflictError(
        { billingAddressId: B.BILLING_ADDRESS_REQUIRED },
        'Not this organisation’s address',
      );
    await setInvoiceAddress(tx, ids, body.billingAddressId);
    const id = await insertPayment(tx, {
      orgId,
      currency: invoices[0]!.currency,
      amount: total,
      provider: provider.name,
      idempotencyKey: body.idempotencyKey,
      paidBy: userId,
      invoiceIds: ids,
    });
    // Another request with this key made the row a moment ago (the unique key waited for it).
    return id ?? (await findPaymentByKey(tx, orgId, body.idempotencyKey))!.id;
  });
}

/** Stores what the provider answered, settling a success, in the caller's transaction. */
async function storeCharge(tx: Db, paymentId: number, outcome: ChargeOutcome, now: Date): Promise<void> {
  await storeOutcome(tx, paymentId, storedOutcomeOf(outcome));
  if (outcome.outcome === 'SUCCEEDED') await settlePayment(tx, paymentId, now);
}

/**
 * POST payments: pays OPEN invoices of the organisation. 201 SUCCEEDED (settled: listings live, credits
 * granted), 200 REQUIRES_ACTION (the bank's challenge, then confirmPayment), 402 refused (nothing charged,
 * nothing settled, the listings stay in the cart), 503 the provider out of reach (nothing charged; the
 * same key may be tried again).
 */
export async function payInvoices(
  db: Db,
  provider: PaymentProvider,
  orgId: number,
  userId: number,
  body: PayRequest & { billingAddressId: number; amount: number; idempotencyKey: string },
  now = new Date(),
): Promise<PayResult> {
  await orgOf(db, orgId);
  const source = body.token
    ? { token: body.token }
    : await savedCardOf(db, userId, body.paymentMethodId!).then((card) => {
        if (!card) throw new NotFoundError({ paymentMethodId: 'No saved card with this id' });
        return card;
      });
  const paymentId = await preparePayment(db, provider, orgId, userId, body);
  const row = await db.transaction(async (tx) => {
    const payment = (await findPayment(tx, paymentId, orgId, true))!;
    // Charged already (by the request this one doubles), or refused for good: answered as it stands. A
    // payment that failed because the provider was out of reach is charged again: the key makes it once.
    const retry = payment.status === 'FAILED' && payment.failure_code === P.PROVIDER_UNAVAILABLE;
    if (!retry && (payment.provider_payment_id !== null || payment.status !== 'REQUIRES_ACTION'))
      return payment;
    const outcome = await provider.charge({
      amount: payment.amount,
      currency: payment.currency.toLowerCase(),
      source,
      idempotencyKey: `invoices-${orgId}-${body.idempotencyKey}`,
      description: `Invoices ${(await invoiceIdsOfPayment(tx, paymentId)).join(', ')}`,
      metadata: { kind: 'INVOICES', paymentId: String(paymentId), orgId: String(orgId) },
    });
    log.info({ paymentId, orgId, outcome: outcome.outcome }, 'invoices charged');
    await storeCharge(tx, paymentId, outcome, now);
    return (await findPayment(tx, paymentId, orgId))!;
  });
  return answerOf(db, row);
}

async function invoiceIdsOfPayment(db: Db, paymentId: number): Promise<number[]> {
  const { rows } = await db.query<{ invoice_id: number }>(
    'SELECT invoice_id FROM payment_invoices WHERE payment_id = $1 ORDER BY invoice_id',
    [paymentId],
  );
  return rows.map((r) => r.invoice_id);
}

/**
 * After the bank's challenge: the provider is asked where the payment stands. Succeeded: settled (200);
 * still waiting: 409 AUTHENTICATION_REQUIRED; refused: FAILED, 402. A settled payment answers as it is.
 */
export async function confirmPayment(
  db: Db,
  provider: PaymentProvider,
  orgId: number,
  paymentId: number,
  now = new Date(),
): Promise<Payment> {
  const row = await db.transaction(async (tx) => {
    const payment = await findPayment(tx, paymentId, orgId, true);
    if (!payment) throw new NotFoundError({ paymentId: 'No payment with this id' });
    if (payment.status !== 'REQUIRES_ACTION' || payment.provider_payment_id === null) return payment;
    const outcome = await provider.retrievePayment(payment.provider_payment_id);
    if (outcome.outcome === 'REQUIRES_ACTION') return payment;
    if (outcome.outcome === 'UNAVAILABLE')
      throw new UnavailableError(
        { card: P.PROVIDER_UNAVAILABLE },
        'The payment provider could not be reached',
      );
    await storeCharge(tx, paymentId, outcome, now);
    return (await findPayment(tx, paymentId, orgId))!;
  });
  if (row.status === 'REQUIRES_ACTION')
    throw new ConflictError({ card: P.AUTHENTICATION_REQUIRED }, 'The bank’s challenge is not completed yet');
  return (await answerOf(db, row)).payment;
}
