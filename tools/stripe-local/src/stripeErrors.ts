/** A Stripe-shaped error answer (https://docs.stripe.com/api/errors). */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      type: string;
      code?: string;
      param?: string;
      message: string;
      decline_code?: string;
      /** Card errors of a payment: the failed charge and the PaymentIntent as it stands. */
      charge?: string;
      payment_intent?: unknown;
    },
  ) {
    super(body.message);
  }
}

export const cardError = (code: string, param: string, message: string) =>
  new StripeError(402, { type: 'card_error', code, param, message });

export const invalidRequest = (message: string, param?: string, code = 'parameter_invalid') =>
  new StripeError(400, { type: 'invalid_request_error', code, param, message });

export const missing = (what: string, id: string, param = 'id') =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${what}: '${id}'`,
  });
