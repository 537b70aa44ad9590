import { PAYMENT_ERROR_CODES as P } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { moduleLogger } from '../../platform/log';
import type { PaymentEventHandler, PaymentProvider, ProviderEvent } from '../payments';
import { findDonation, findDonationByProviderPayment, storeDonationOutcome } from './donationRepository';
import { refundDonation, settleDonation, type SettleDeps } from './settleDonation';

// The provider's events about donations (payments' webhook, metadata.kind DONATION), each processed once
// in the webhook's transaction. They may come in any order and after the request settled the gift itself:
// a success settles only a gift not settled yet (the request's own settlement, or an earlier event, wins,
// and no second number or mail follows); a failure only fails a gift still waiting; a refund refunds a gift
// whatever it waited for (a refund proves it was paid), once.

const log = moduleLogger('donations');

/** The donation an event is about, locked: by the provider's payment id, else by our id when none is stored yet. */
async function donationOf(tx: Db, event: ProviderEvent) {
  if (event.providerPaymentId) {
    const byPayment = await findDonationByProviderPayment(tx, event.providerPaymentId);
    if (byPayment) return byPayment;
  }
  const id = event.metadata['donationId'];
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const row = await findDonation(tx, id, true);
  // A row that names another payment is not this event's (forged or mixed-up metadata).
  if (row && row.provider_payment_id !== null && row.provider_payment_id !== event.providerPaymentId)
    return null;
  return row;
}

export function donationEventHandler(deps: SettleDeps & { provider: PaymentProvider }): PaymentEventHandler {
  return async (tx, event) => {
    const row = await donationOf(tx, event);
    if (!row) {
      log.warn({ eventId: event.id }, 'provider event names no donation of ours');
      return;
    }
    const now = new Date();
    switch (event.type) {
      case 'PAYMENT_SUCCEEDED': {
        if (row.status !== 'REQUIRES_ACTION' && row.status !== 'FAILED') return;
        // The card's brand and last digits: the event does not carry them; the provider does.
        const paid = event.providerPaymentId
          ? await deps.provider.retrievePayment(event.providerPaymentId)
          : null;
        const card = paid?.outcome === 'SUCCEEDED' ? paid.card : null;
        await settleDonation(tx, deps, row, { providerPaymentId: event.providerPaymentId, card }, now);
        return;
      }
      case 'PAYMENT_FAILED':
        if (row.status !== 'REQUIRES_ACTION') return;
        await storeDonationOutcome(tx, row.id, {
          status: 'FAILED',
          providerPaymentId: event.providerPaymentId,
          clientSecret: null,
          card: null,
          failureCode: P.CARD_DECLINED,
        });
        return;
      case 'PAYMENT_REFUNDED':
        await refundDonation(tx, deps, row, event.providerPaymentId, now);
        return;
      default:
        return;
    }
  };
}
