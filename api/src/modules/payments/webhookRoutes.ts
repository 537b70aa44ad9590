import express, { Router, type Request } from 'express';
import { DATA_BODY_MAX_BYTES, DATA_ROUTES, type OkAnswer } from '@opengood/contracts';
import { ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { processEvent, type PaymentEventHandlers } from './paymentEvents';
import type { PaymentProvider } from './paymentProvider';

const { paymentWebhook } = DATA_ROUTES;

/** The webhook's requests: their raw body is read here, not by the JSON parser; no CSRF token (Stripe sends none). */
export const isPaymentWebhook = (req: { method: string; path: string }) =>
  req.method === 'POST' && req.path === paymentWebhook.path;

/**
 * POST /data/payments/webhook: the provider's events (api/README.md "Payments"). The signature is checked
 * over the exact bytes received (https://docs.stripe.com/webhooks#verify-events); one that does not verify
 * is a 400 and nothing is processed, so the provider's retries of a good event still land.
 */
export function webhookRoutes(db: Db, provider: PaymentProvider, handlers: PaymentEventHandlers): Router {
  const router = Router();
  router.post(
    paymentWebhook.path,
    express.raw({ type: () => true, limit: DATA_BODY_MAX_BYTES, inflate: false }),
    async (req: Request, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const event = provider.verifyEvent(body, req.get('stripe-signature'));
      if (!event) throw new ValidationError({ signature: 'SIGNATURE_INVALID' });
      await processEvent(db, handlers, event);
      const answer: OkAnswer = { ok: true };
      res.set('Cache-Control', 'no-store').json(answer);
    },
  );
  return router;
}
