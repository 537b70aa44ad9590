// Stripe's test card numbers and what each does (https://docs.stripe.com/testing), mapped onto the source
// tokens stripe-stateful-mock knows (`tok_visa`, `tok_chargeDeclined`…), which carry the decline to the
// moment the card is attached to a customer, as Stripe does.

export type Brand = 'Visa' | 'MasterCard' | 'American Express' | 'Discover' | 'Unknown';

export interface TestCard {
  /** The stripe-stateful-mock source token that behaves like this card. */
  mockToken: string;
  /** The bank asks for 3-D Secure when the card is set up for later use. */
  threeDSecure: boolean;
}

const FIXED: Record<string, TestCard> = {
  '4000000000000002': { mockToken: 'tok_chargeDeclined', threeDSecure: false },
  '4000000000009995': { mockToken: 'tok_chargeDeclinedInsufficientFunds', threeDSecure: false },
  '4000000000000127': { mockToken: 'tok_chargeDeclinedIncorrectCvc', threeDSecure: false },
  '4000000000000069': { mockToken: 'tok_chargeDeclinedExpiredCard', threeDSecure: false },
  '4000000000000119': { mockToken: 'tok_chargeDeclinedProcessingError', threeDSecure: false },
  '4000002500003155': { mockToken: 'tok_visa', threeDSecure: true },
  '4000002760003184': { mockToken: 'tok_visa', threeDSecure: true },
  '4000000000003220': { mockToken: 'tok_visa', threeDSecure: true },
};

export function brandOf(number: string): Brand {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'MasterCard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(number)) return 'Discover';
  return 'Unknown';
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

const MOCK_TOKEN_OF_BRAND: Record<Brand, string> = {
  Visa: 'tok_visa',
  MasterCard: 'tok_mastercard',
  'American Express': 'tok_amex',
  Discover: 'tok_visa',
  Unknown: 'tok_visa',
};

/** What a (Luhn-valid) number does: Stripe's fixed outcomes, otherwise a card that works. */
export function testCardOf(number: string): TestCard {
  return FIXED[number] ?? { mockToken: MOCK_TOKEN_OF_BRAND[brandOf(number)], threeDSecure: false };
}

/** What a payment with the card does, as Stripe's test cards do (https://docs.stripe.com/testing#declined-payments). */
export type ChargeResult =
  { ok: true } | { ok: false; code: string; declineCode: string | undefined; message: string };

const DECLINES: Record<string, ChargeResult> = {
  tok_chargeDeclined: {
    ok: false,
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  tok_chargeDeclinedInsufficientFunds: {
    ok: false,
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  tok_chargeDeclinedIncorrectCvc: {
    ok: false,
    code: 'incorrect_cvc',
    declineCode: undefined,
    message: "Your card's security code is incorrect.",
  },
  tok_chargeDeclinedExpiredCard: {
    ok: false,
    code: 'expired_card',
    declineCode: undefined,
    message: 'Your card has expired.',
  },
  tok_chargeDeclinedProcessingError: {
    ok: false,
    code: 'processing_error',
    declineCode: undefined,
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/** The outcome of charging a card that behaves like the mock's token `mockToken`. */
export function chargeResultOf(mockToken: string): ChargeResult {
  return DECLINES[mockToken] ?? { ok: true };
}

/** Stripe's test tokens a server may use directly (`tok_visa`…): the card each stands for. */
export const TEST_TOKENS: Record<string, { number: string; threeDSecure?: boolean }> = {
  tok_visa: { number: '4242424242424242' },
  tok_mastercard: { number: '5555555555554444' },
  tok_amex: { number: '378282246310005' },
  tok_chargeDeclined: { number: '4000000000000002' },
  tok_chargeDeclinedInsufficientFunds: { number: '4000000000009995' },
  tok_chargeDeclinedIncorrectCvc: { number: '4000000000000127' },
  tok_chargeDeclinedExpiredCard: { number: '4000000000000069' },
  tok_chargeDeclinedProcessingError: { number: '4000000000000119' },
  tok_threeDSecure2Required: { number: '4000000000003220', threeDSecure: true },
};
