import { randomBytes } from 'node:crypto';
import { cardError } from './stripeErrors';
import { brandOf, luhnValid, testCardOf, type Brand } from './testCards';
import type { Form } from './form';

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** What a token remembers of the card typed into it: never the number or the CVC. */
export interface TokenRecord {
  id: string;
  mockToken: string;
  threeDSecure: boolean;
  card: { brand: Brand; last4: string; exp_month: number; exp_year: number };
  /** The request (address and idempotency key) that used the token: a replay of it may use it again. */
  usedBy: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * POST /v1/tokens with `card[number]`, `card[exp_month]`, `card[exp_year]`, `card[cvc]`, checked the way
 * Stripe checks them (each refusal a card_error naming its param).
 */
export function createCardToken(form: Form, now = new Date()): TokenRecord {
  const card = (form.card ?? {}) as Record<string, unknown>;
  const number = text(card.number).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number))
    throw cardError('incorrect_number', 'number', 'Your card number is incorrect.');
  const month = Number(text(card.exp_month));
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw cardError('invalid_expiry_month', 'exp_month', "Your card's expiration month is invalid.");
  let year = Number(text(card.exp_year));
  if (Number.isInteger(year) && year < 100) year += 2000;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (!Number.isInteger(year) || year > now.getUTCFullYear() + 50 || year * 12 + month - 1 < thisMonth)
    throw cardError('invalid_expiry_year', 'exp_year', "Your card's expiration year is invalid.");
  if (!/^\d{3,4}$/.test(text(card.cvc)))
    throw cardError('invalid_cvc', 'cvc', "Your card's security code is invalid.");
  const outcome = testCardOf(number);
  return {
    id: newId('tok'),
    mockToken: outcome.mockToken,
    threeDSecure: outcome.threeDSecure,
    card: { brand: brandOf(number), last4: number.slice(-4), exp_month: month, exp_year: year },
    usedBy: null,
  };
}

/** The token as Stripe answers it. */
export function presentToken(token: TokenRecord) {
  return {
    id: token.id,
    object: 'token',
    type: 'card',
    livemode: false,
    used: token.usedBy !== null,
    created: Math.floor(Date.now() / 1000),
    card: {
      id: newId('card'),
      object: 'card',
      funding: 'credit',
      country: 'US',
      cvc_check: 'unchecked',
      ...token.card,
    },
  };
}
