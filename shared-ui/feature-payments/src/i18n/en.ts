// The card entry's words (docs/product/billing.md#payment-methods): the fields, the notes and every refusal
// of a card, by the contract's code (PAYMENT_ERROR_CODES), shown by the field it is about.
export const en = {
  number: 'Card number',
  expiry: 'Expiry date',
  expiryHint: 'MM/YY',
  cvc: 'Security code (CVC)',
  cardField: 'Card details',
  loading: 'Loading the secure card form…',
  secure:
    'Your card details go straight to Stripe, our payment provider. OpenGood never sees or stores your card number or security code.',
  testMode:
    'Test mode: no real card is charged. Try 4242 4242 4242 4242 (accepted), 4000 0000 0000 0002 (declined), 4000 0000 0000 0069 (expired) or 4000 0025 0000 3155 (bank confirmation).',
  failed: 'Something went wrong. Please try again.',
  errors: {
    CARD_NUMBER_INVALID: 'Check the card number.',
    EXPIRY_INVALID: 'Enter the expiry date as MM/YY.',
    CVC_INVALID: 'Enter the 3 or 4 digits on the back of the card.',
    CARD_DECLINED: 'Your bank declined this card. Try another card or contact your bank.',
    CARD_EXPIRED: 'This card has expired. Use a card that is still valid.',
    TOKEN_INVALID: 'Something went wrong with this card. Please enter it again.',
    AUTHENTICATION_REQUIRED:
      'Your bank has not confirmed the card yet. Complete the confirmation and try again.',
    NOTHING_TO_CONFIRM: 'There is nothing left to confirm for this card.',
    FIELD_NOT_ACCEPTED: 'Something went wrong with this card. Please enter it again.',
    PROVIDER_UNAVAILABLE:
      'We could not reach our payment provider. Nothing was charged or saved; please try again.',
  },
};
