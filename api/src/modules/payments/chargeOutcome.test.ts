import { PAYMENT_ERROR_CODES as P } from '@opengood/contracts';
import { storedOutcomeOf } from './chargeOutcome';

const card = { brand: 'VISA' as const, last4: '4242' };

describe('what is stored of a charge', () => {
  it('keeps the card of a success (settled afterwards by its module) and of the bank’s challenge', () => {
    expect(storedOutcomeOf({ outcome: 'SUCCEEDED', providerPaymentId: 'pi_1', card })).toEqual({
      status: 'REQUIRES_ACTION',
      providerPaymentId: 'pi_1',
      card,
      clientSecret: null,
      failureCode: null,
    });
    expect(
      storedOutcomeOf({ outcome: 'REQUIRES_ACTION', providerPaymentId: 'pi_2', clientSecret: 's_2', card }),
    ).toMatchObject({ status: 'REQUIRES_ACTION', clientSecret: 's_2', card });
  });

  it('keeps a refusal’s contract code and no card', () => {
    expect(storedOutcomeOf({ outcome: 'EXPIRED', providerPaymentId: null })).toEqual({
      status: 'FAILED',
      providerPaymentId: null,
      card: null,
      clientSecret: null,
      failureCode: P.CARD_EXPIRED,
    });
  });
});
