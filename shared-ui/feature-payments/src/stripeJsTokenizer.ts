import type { Stripe, StripeCardElement, StripeElementLocale } from '@stripe/stripe-js';
import { errorsOf, settled, type CardTokenizer } from './cardTokenizer';

// The production adapter: Stripe.js, loaded from js.stripe.com with the publishable key (the gateway's CSP
// allows it), and its card Element, an iframe of Stripe's: the number and the CVC are typed into Stripe's
// page, never ours. `createToken` answers the single-use token; `confirmCardSetup` (a card being saved) and
// `handleNextAction` (a payment) run the bank's 3-D Secure challenge in Stripe's frame.

type LoadStripe = (key: string) => Promise<Stripe | null>;

const loadFromStripe: LoadStripe = async (key) => (await import('@stripe/stripe-js/pure')).loadStripe(key);

const LOCALES: Record<string, StripeElementLocale> = { en: 'en', es: 'es', pt: 'pt-BR' };

export function stripeJsTokenizer({
  publishableKey,
  load = loadFromStripe,
}: {
  publishableKey: string;
  load?: LoadStripe;
}): CardTokenizer {
  let stripe: Stripe | null = null;
  let card: StripeCardElement | null = null;
  return {
    kind: 'element',
    async mount(container, lang) {
      stripe = await load(publishableKey);
      if (!stripe) throw new Error('Stripe.js did not load');
      card = stripe.elements({ locale: LOCALES[lang] ?? 'auto' }).create('card', { hidePostalCode: true });
      card.mount(container);
    },
    unmount() {
      card?.destroy();
      card = null;
    },
    async tokenize() {
      if (!stripe || !card) return { ok: false, errors: { card: 'PROVIDER_UNAVAILABLE' } };
      const { token, error } = await stripe.createToken(card);
      return token ? { ok: true, token: token.id } : { ok: false, errors: errorsOf(error) };
    },
    async authenticate(clientSecret) {
      if (!stripe) stripe = await load(publishableKey);
      if (!stripe) return { ok: false, errors: { card: 'PROVIDER_UNAVAILABLE' } };
      // A payment's challenge: handleNextAction (https://docs.stripe.com/js/payment_intents/handle_next_action,
      // the "finalize payments on the server" flow: the api created and confirmed the intent). A card being
      // saved keeps confirmCardSetup, which also attaches the card to the setup.
      if (clientSecret.startsWith('pi_')) {
        const { paymentIntent, error } = await stripe.handleNextAction({ clientSecret });
        if (settled(paymentIntent?.status)) return { ok: true };
        return { ok: false, errors: error ? errorsOf(error) : { card: 'AUTHENTICATION_REQUIRED' } };
      }
      const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret);
      if (settled(setupIntent?.status)) return { ok: true };
      return { ok: false, errors: error ? errorsOf(error) : { card: 'AUTHENTICATION_REQUIRED' } };
    },
  };
}
