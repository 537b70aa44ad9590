import { errorsOf, settled, type CardTokenizer } from './cardTokenizer';

// The local adapter: Stripe's REST shape (POST /v1/tokens with card[…] and the publishable key, as
// Stripe.js itself sends it) against the local Stripe-compatible test server (tools/stripe-local). The
// request goes from the browser to that server only; the gateway and the api never see the card.

export function localTokenizer({
  url,
  publishableKey,
  fetchImpl = (...args) => fetch(...args),
}: {
  url: string;
  publishableKey: string;
  fetchImpl?: typeof fetch;
}): CardTokenizer {
  const post = async (path: string, form: Record<string, string>) => {
    try {
      const res = await fetchImpl(`${url.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        // A simple form post (no preflight), the key in the body as Stripe.js sends it; no cookies.
        body: new URLSearchParams({ key: publishableKey, ...form }),
        credentials: 'omit',
      });
      const body = (await res.json()) as {
        id?: string;
        status?: string;
        error?: { type?: string; code?: string };
      };
      return res.ok ? { body } : { error: body.error ?? {} };
    } catch {
      return { error: { type: 'api_connection_error' } };
    }
  };
  return {
    kind: 'fields',
    async tokenize(card) {
      if (!card) return { ok: false, errors: { number: 'CARD_NUMBER_INVALID' } };
      const answer = await post('/v1/tokens', {
        'card[number]': card.number,
        'card[exp_month]': String(card.expMonth),
        'card[exp_year]': String(card.expYear),
        'card[cvc]': card.cvc,
      });
      if ('error' in answer || !answer.body.id) return { ok: false, errors: errorsOf(answer.error) };
      return { ok: true, token: answer.body.id };
    },
    async authenticate(clientSecret) {
      // The local server's stand-in for the bank's challenge: the cardholder passes it ("Complete"). A
      // SetupIntent's secret (`seti_…_secret_…`, a saved card) or a PaymentIntent's (`pi_…_secret_…`, a
      // payment), confirmed with the publishable key and the secret, as Stripe.js does it.
      const intent = clientSecret.split('_secret_')[0] ?? '';
      const kind = intent.startsWith('pi_') ? 'payment_intents' : 'setup_intents';
      const answer = await post(`/v1/${kind}/${encodeURIComponent(intent)}/confirm`, {
        client_secret: clientSecret,
      });
      if ('error' in answer) return { ok: false, errors: errorsOf(answer.error) };
      return settled(answer.body.status)
        ? { ok: true }
        : { ok: false, errors: { card: 'AUTHENTICATION_REQUIRED' } };
    },
  };
}
