import type { Stripe, StripeCardElement, StripeElementLocale } from '@stripe/stripe-js';
import { errorsOf, type CardTokenizer } from './cardTokenizer';

// The production adapter: Stripe.js, loaded from js.stripe.com with the publishable key (the gateway's CSP
// allows it), and its card Element, an iframe of Stripe's: the number and the CVC are typed into Stripe's
// page, never ours. `createToken` answers the single-use token; `confirmCardSetup` runs the bank's
// 3-D Secure challenge in Stripe's frame.

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
      const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret);
      if (setupIntent?.status === 'succeeded') return { ok: true };
      return { ok: false, errors: error ? errorsOf(error) : { card: 'AUTHENTICATION_REQUIRED' } };
    },
  };
}
