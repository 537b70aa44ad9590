import { BILLING_ERROR_CODES as B, PAYMENT_ERROR_CODES as P, type Payment } from '@opengood/contracts';
import { ConflictError, NotFoundError, UnavailableError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { moduleLogger } from '../../platform/log';
import type { PaymentProvider, ProviderEvent } from '../payments';
import { findPayment, presentPayment } from './paymentRepository';
import { recordRefund, settlePayment } from './settlement';

// Refunds by staff (docs/product/billing.md "Refunds"), and the provider's events about invoice payments.

const log = moduleLogger('billing');

/**
 * Staff refund a succeeded payment in full: the provider refunds it (idempotency key `refund-<id>`, so a
 * retried refund refunds once), then recordRefund writes the credit notes. 409 NOT_REFUNDABLE for a
 * payment that did not succeed or was refunded already.
 */
export async function refundPayment(
  db: Db,
  provider: PaymentProvider,
  paymentId: number,
  now = new Date(),
): Promise<Payment> {
  const row = await db.transaction(async (tx) => {
    const payment = await findPayment(tx, paymentId, null, true);
    if (!payment) throw new NotFoundError({ paymentId: 'No payment with this id' });
    if (payment.status !== 'SUCCEEDED' || payment.provider_payment_id === null)
      throw new ConflictError({ payment: B.NOT_REFUNDABLE }, 'Only a succeeded payment is refunded');
    const outcome = await provider.refund(payment.provider_payment_id, `refund-${paymentId}`);
    if (outcome.outcome === 'UNAVAILABLE')
      throw new UnavailableError(
        { card: P.PROVIDER_UNAVAILABLE },
        'The payment provider could not be reached',
      );
    if (outcome.outcome !== 'REFUNDED')
      throw new ConflictError({ payment: B.NOT_REFUNDABLE }, 'The provider refuses to refund this payment');
    await recordRefund(tx, paymentId, outcome.providerRefundId, now);
    log.info({ paymentId }, 'refunded by staff');
    return (await findPayment(tx, paymentId, null))!;
  });
  return presentPayment(db, row);
}

/**
 * A verified provider event about an invoice payment (metadata.kind INVOICES), in the caller's transaction
 * (the webhook's, which records the event id: each event is processed once). PAYMENT_SUCCEEDED settles,
 * PAYMENT_FAILED marks a payment not settled FAILED, PAYMENT_REFUNDED records the refund: each is a no-op
 * when the payment is there already, so the events and the synchronous answers may come in any order.
 */
export async function handleInvoicePaymentEvent(
  tx: Db,
  event: ProviderEvent,
  now = new Date(),
): Promise<void> {
  const paymentId = Number(event.metadata['paymentId']);
  if (!Number.isInteger(paymentId) || paymentId <= 0) return;
  const payment = await findPayment(tx, paymentId, null, true);
  // An event of another payment than the row names (a forged or mixed-up metadata) changes nothing.
  if (
    !payment ||
    (event.providerPaymentId !== null &&
      payment.provider_payment_id !== null &&
      payment.provider_payment_id !== event.providerPaymentId)
  ) {
    log.warn({ eventId: event.id, paymentId }, 'provider event names no payment of ours');
    return;
  }
  if (event.providerPaymentId !== null && payment.provider_payment_id === null)
    await tx.query('UPDATE payments SET provider_payment_id = $2 WHERE id = $1', [
      paymentId,
      event.providerPaymentId,
    ]);
  switch (event.type) {
    case 'PAYMENT_SUCCEEDED':
      await settlePayment(tx, paymentId, now);
      break;
    case 'PAYMENT_FAILED':
      if (payment.status === 'REQUIRES_ACTION')
        await tx.query(
          `UPDATE payments SET status = 'FAILED', client_secret = NULL, failure_code = $2 WHERE id = $1`,
          [paymentId, P.CARD_DECLINED],
        );
      break;
    case 'PAYMENT_REFUNDED':
      await recordRefund(tx, paymentId, null, now);
      break;
    default:
      break;
  }
}
