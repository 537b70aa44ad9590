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
