import { localStripeSettings, LOCAL_PUBLISHABLE_KEY } from '../modules/payments';

/**
 * What the browser does before POST /data/payment-methods (docs/product/billing.md#payment-methods): the
 * card to the local Stripe test server (STRIPE_API_URL, started by globalSetup), a single-use token back.
 */
export async function cardToken(
  number: string,
  expMonth = 12,
  expYear = new Date().getUTCFullYear() + 1,
): Promise<string> {
  const res = await fetch(`${localStripeSettings().apiUrl}/v1/tokens`, {
    method: 'POST',
    body: new URLSearchParams({
      key: LOCAL_PUBLISHABLE_KEY,
      'card[number]': number,
      'card[exp_month]': String(expMonth),
      'card[exp_year]': String(expYear),
      'card[cvc]': '123',
    }),
  });
  const body = (await res.json()) as { id?: string; error?: { code?: string } };
  if (!body.id) throw new Error(`the local Stripe server refused ${number}: ${body.error?.code}`);
  return body.id;
}
