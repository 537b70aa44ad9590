// The card entry shared by every page that takes a card (docs/product/billing.md#payment-methods): the
// saved cards of the user dashboard, the org dashboard's checkout and the donate pages. The card goes from
// the browser to the payment provider; only its token (and, for 3-D Secure, the intent's client secret)
// travels with our own requests. Ordinary library.
export { CardEntry, type CardEntryProps } from './CardEntry';
export { useCardEntry, parseExpiry, type CardEntryState } from './useCardEntry';
export { useCardTokenizer } from './useCardTokenizer';
export { useCardErrorText } from './useCardErrorText';
export {
  cardTokenizerFor,
  errorsOf,
  settled,
  type Authenticated,
  type CardErrors,
  type CardTokenizer,
  type Tokenized,
  type TypedCard,
} from './cardTokenizer';
export { CARD_ENTRY_NS, cardEntryTranslations, cardEntryBundledTranslations } from './namespace';
