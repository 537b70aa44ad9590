// What a browser does before it posts a card to the api (docs/product/billing.md#payment-methods): the
// card to the provider, a single-use token (`tok_…`) back. For tests and scripts against this server.

/** The server's address unless told: STRIPE_API_URL (the api tests' globalSetup sets it), else the default port. */
const defaultUrl = () => process.env.STRIPE_API_URL || 'http://127.0.0.1:12111';

export interface TokenOptions {
  url?: string;
  /** Any `pk_test_…` key. */
  publishableKey?: string;
  expMonth?: number;
  /** Default: next year. */
  expYear?: number;
  cvc?: string;
}

/** Tokenises Stripe test card `number` at the local server; throws with Stripe's code when it is refused. */
export async function tokenFor(number: string, options: TokenOptions = {}): Promise<string> {
  const res = await fetch(`${options.url ?? defaultUrl()}/v1/tokens`, {
    method: 'POST',
    body: new URLSearchParams({
      key: options.publishableKey ?? 'pk_test_opengood_local',
      'card[number]': number,
      'card[exp_month]': String(options.expMonth ?? 12),
      'card[exp_year]': String(options.expYear ?? new Date().getUTCFullYear() + 1),
      'card[cvc]': options.cvc ?? '123',
    }),
  });
  const body = (await res.json()) as { id?: string; error?: { code?: string } };
  if (!body.id) throw new Error(`the local Stripe server refused ${number}: ${body.error?.code}`);
  return body.id;
}
