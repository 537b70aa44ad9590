import { PAYMENT_ERROR_CODES as P } from '@opengood/contracts';
import { PaymentRequiredError, UnavailableError } from '../../domain/errors';
import { failureCodeOf, refusalOf } from './chargeRefusals';

describe('a refused charge', () => {
  it('is stored as the contract code of the provider refusal', () => {
    expect(failureCodeOf('DECLINED')).toBe(P.CARD_DECLINED);
    expect(failureCodeOf('CHECK_FAILED')).toBe(P.CARD_DECLINED);
    expect(failureCodeOf('EXPIRED')).toBe(P.CARD_EXPIRED);
    expect(failureCodeOf('TOKEN_INVALID')).toBe(P.TOKEN_INVALID);
    expect(failureCodeOf('UNAVAILABLE')).toBe(P.PROVIDER_UNAVAILABLE);
  });

  it('is answered 402 with the code on its field', () => {
    const expired = refusalOf(P.CARD_EXPIRED);
    expect(expired).toBeInstanceOf(PaymentRequiredError);
    expect(expired.errors).toEqual({ expiry: P.CARD_EXPIRED });
    expect(refusalOf(P.TOKEN_INVALID).errors).toEqual({ token: P.TOKEN_INVALID });
    expect(refusalOf(P.CARD_DECLINED).errors).toEqual({ card: P.CARD_DECLINED });
  });

  it('is answered 503 when the provider could not be reached', () => {
    const unreachable = refusalOf(P.PROVIDER_UNAVAILABLE);
    expect(unreachable).toBeInstanceOf(UnavailableError);
    expect(unreachable.errors).toEqual({ card: P.PROVIDER_UNAVAILABLE });
  });

  it('an unknown stored code is answered as declined on the card', () => {
    expect(refusalOf('SOMETHING_ELSE').errors).toEqual({ card: 'SOMETHING_ELSE' });
  });
});
