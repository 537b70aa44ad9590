import { PAYMENT_ERROR_CODES as P } from '@opengood/contracts';
import { PaymentRequiredError, UnavailableError, type DomainError } from '../../domain/errors';
import type { ProviderRefusal } from './paymentProvider';

// How a refused charge is answered, the same for an invoice's payment (billing) and a gift (donations):
// each refusal of the provider is a contract error code (PAYMENT_ERROR_CODES) on a field, stored with the
// failed row, and the stored code is answered again to a retried request (docs/product/billing.md
// "Payments", "Donations").

/** Each refusal of the provider, as the contract's error by field. */
const FAILURE: Record<ProviderRefusal, { field: string; code: string }> = {
  DECLINED: { field: 'card', code: P.CARD_DECLINED },
  EXPIRED: { field: 'expiry', code: P.CARD_EXPIRED },
  CHECK_FAILED: { field: 'card', code: P.CARD_DECLINED },
  TOKEN_INVALID: { field: 'token', code: P.TOKEN_INVALID },
  UNAVAILABLE: { field: 'card', code: P.PROVIDER_UNAVAILABLE },
};

/** The code a refused charge is stored with. */
export function failureCodeOf(refusal: ProviderRefusal): string {
  return FAILURE[refusal].code;
}

/** A stored failure code as the api's answer: 503 when the provider was unreachable, else 402 by field. */
export function refusalOf(code: string): DomainError {
  if (code === P.PROVIDER_UNAVAILABLE)
    return new UnavailableError(
      { card: code },
      'The payment provider could not be reached; nothing was charged',
    );
  const entry = Object.values(FAILURE).find((f) => f.code === code) ?? FAILURE.DECLINED;
  return new PaymentRequiredError({ [entry.field]: code }, 'The payment was refused; nothing was charged');
}
