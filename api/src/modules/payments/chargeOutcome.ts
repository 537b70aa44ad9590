import { failureCodeOf } from './chargeRefusals';
import type { ChargedCard, ChargeOutcome } from './paymentProvider';

/** A charge's row as the provider's answer leaves it before any settlement (billing's payments, donations). */
export interface StoredOutcome {
  status: 'REQUIRES_ACTION' | 'FAILED';
  providerPaymentId: string | null;
  card: ChargedCard | null;
  clientSecret: string | null;
  failureCode: string | null;
}

/**
 * What is stored of the provider's answer: a success or the bank's challenge keeps the card (a success is
 * then settled by its module, in the same transaction), a refusal its contract code (chargeRefusals.ts).
 */
export function storedOutcomeOf(outcome: ChargeOutcome): StoredOutcome {
  if (outcome.outcome === 'SUCCEEDED' || outcome.outcome === 'REQUIRES_ACTION')
    return {
      status: 'REQUIRES_ACTION',
      providerPaymentId: outcome.providerPaymentId,
      card: outcome.card,
      clientSecret: outcome.outcome === 'REQUIRES_ACTION' ? outcome.clientSecret : null,
      failureCode: null,
    };
  return {
    status: 'FAILED',
    providerPaymentId: outcome.providerPaymentId,
    card: null,
    clientSecret: null,
    failureCode: failureCodeOf(outcome.outcome),
  };
}
