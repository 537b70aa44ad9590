import { randomBytes } from 'node:crypto';
import type { CardBrand } from '@opengood/contracts';

// The payment provider port: the card goes to the provider, a token comes back. The billing work reuses
// it. The embedded default is a test mode that answers like Stripe's test cards, so the product works
// end to end without a payment account; a real provider implements the same port.

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** What the provider says about a card it was given. */
export type CardOutcome =
  | { outcome: 'SUCCEEDED' | 'REQUIRES_ACTION'; token: string; brand: CardBrand; last4: string }
  | { outcome: 'DECLINED' | 'EXPIRED' | 'INVALID_NUMBER' };

export interface PaymentProvider {
  readonly name: string;
  /** Tokenises the card (and, like Stripe's SetupIntent, asks the bank); the number goes no further. */
  createCard(card: CardInput): Promise<CardOutcome>;
  /** Completes the bank's 3-D Secure step of a card that required it: true when the card is now usable. */
  confirmCard(token: string): Promise<boolean>;
  /** Forgets the card at the provider. */
  detachCard(token: string): Promise<void>;
}

/** The Luhn check every real card number passes. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

export function cardBrand(number: string): CardBrand {
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (/^(6011|65|64[4-9])/.test(number)) return 'DISCOVER';
  return 'UNKNOWN';
}

/** Stripe's test numbers with a fixed answer (https://docs.stripe.com/testing); other valid numbers succeed. */
const TEST_CARDS: Record<string, 'DECLINED' | 'EXPIRED' | 'REQUIRES_ACTION'> = {
  '4000000000000002': 'DECLINED',
  '4000000000009995': 'DECLINED',
  '4000000000000069': 'EXPIRED',
  '4000002500003155': 'REQUIRES_ACTION',
  '4000002760003184': 'REQUIRES_ACTION',
};

/** The embedded test-mode provider: Stripe's test cards, tokens of its own, nothing leaves the process. */
export function testModeProvider(): PaymentProvider {
  const pending = new Set<string>();
  return {
    name: 'test',
    async createCard(card) {
      if (!luhnValid(card.number)) return { outcome: 'INVALID_NUMBER' };
      const fixed = TEST_CARDS[card.number];
      if (fixed === 'DECLINED' || fixed === 'EXPIRED') return { outcome: fixed };
      const token = `pm_test_${randomBytes(12).toString('hex')}`;
      const stored = { token, brand: cardBrand(card.number), last4: card.number.slice(-4) };
      if (fixed === 'REQUIRES_ACTION') {
        pending.add(token);
        return { outcome: 'REQUIRES_ACTION', ...stored };
      }
      return { outcome: 'SUCCEEDED', ...stored };
    },
    async confirmCard(token) {
      // Test mode: the cardholder always passes the bank's challenge (Stripe's "Complete" button).
      pending.delete(token);
      return true;
    },
    async detachCard(token) {
      pending.delete(token);
    },
  };
}
