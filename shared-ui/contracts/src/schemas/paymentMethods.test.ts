import { addCardRequestSchema } from './paymentMethods';
import { DATA_ROUTES } from './routes';

const CARD_NUMBER = '4242424242424242';
const typedCard = { number: CARD_NUMBER, cardNumber: CARD_NUMBER, cvc: '123', expMonth: 12, expYear: 2031 };

describe('card details never enter a /data contract (docs/product/billing.md#payment-methods)', () => {
  it('takes the provider token alone, and refuses a body with the number or the CVC by field', () => {
    expect(addCardRequestSchema.parse({ token: 'tok_1Nv0aXLkdIwHu7ix' })).toEqual({
      token: 'tok_1Nv0aXLkdIwHu7ix',
    });
    const refused = addCardRequestSchema.safeParse({ token: 'tok_1Nv0aXLkdIwHu7ix', ...typedCard });
    expect(refused.success).toBe(false);
    const byField = Object.fromEntries(refused.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      number: 'FIELD_NOT_ACCEPTED',
      cardNumber: 'FIELD_NOT_ACCEPTED',
      cvc: 'FIELD_NOT_ACCEPTED',
      expMonth: 'FIELD_NOT_ACCEPTED',
      expYear: 'FIELD_NOT_ACCEPTED',
    });
    expect(addCardRequestSchema.safeParse(typedCard).success).toBe(false);
    expect(addCardRequestSchema.safeParse({ token: CARD_NUMBER }).success).toBe(false);
    expect(addCardRequestSchema.safeParse({ token: 'pm_card_visa' }).success).toBe(false);
  });

  it('no route that takes a body lets typed card fields through to the api', () => {
    const withBodies = Object.values(DATA_ROUTES).filter((route) => 'body' in route && route.body);
    expect(withBodies.length).toBeGreaterThan(20);
    for (const route of withBodies) {
      const body = (route as { body: { safeParse(v: unknown): { success: boolean; data?: unknown } } }).body;
      const parsed = body.safeParse(typedCard);
      // Refused, or parsed without the card fields (an object schema drops keys it does not name).
      const kept = parsed.success ? JSON.stringify(parsed.data ?? null) : '';
      expect({ route: route.name, kept: kept.includes(CARD_NUMBER) || kept.includes('"cvc"') }).toEqual({
        route: route.name,
        kept: false,
      });
    }
  });
});
