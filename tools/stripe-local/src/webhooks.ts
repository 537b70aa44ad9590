import { createHmac } from 'node:crypto';
import { newId } from './tokens';

// Webhook events the way Stripe sends them (https://docs.stripe.com/webhooks#verify-events): an `event`
// object POSTed as JSON with a `Stripe-Signature: t=<unix seconds>,v1=<hex>` header, where v1 is
// HMAC-SHA256 keyed with the endpoint's whole signing secret (`whsec_…`) over `${t}.${payload}`; a
// delivery that does not get a 2xx answer is retried (Stripe retries for days; here a few times, quickly).

/** The local endpoint's signing secret unless STRIPE_WEBHOOK_SECRET says otherwise (api: stripeSettings.ts). */
export const LOCAL_WEBHOOK_SECRET = 'whsec_opengood_local';
/** The API version events are written in (the one `stripe` 23.1.0 pins). */
const API_VERSION = '2026-10-28.endive';

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: string | null };
}

/** The `Stripe-Signature` header for `payload` at `timestamp` (seconds), as Stripe computes it. */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface WebhookOptions {
  /** Where events are POSTed (unset: kept only for GET /v1/events). */
  url?: string | undefined;
  secret?: string | undefined;
  /** Pauses between attempts, in ms (the first attempt is immediate). */
  retryDelays?: number[];
}

export interface Webhooks {
  /** Every event so far, newest first (GET /v1/events). */
  events: StripeEvent[];
  emit(type: string, object: unknown, idempotencyKey?: string | null): StripeEvent;
  /** Resolves when every delivery under way has ended (tests). */
  idle(): Promise<void>;
  deliveries: { delivered: number; failed: number };
}

export function createWebhooks(options: WebhookOptions = {}): Webhooks {
  const url = options.url;
  const secret = options.secret ?? LOCAL_WEBHOOK_SECRET;
  const delays = options.retryDelays ?? [500, 2_000, 5_000, 15_000];
  const events: StripeEvent[] = [];
  const pending = new Set<Promise<void>>();
  const deliveries = { delivered: 0, failed: 0 };

  async function deliver(event: StripeEvent) {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delays[attempt - 1]));
      try {
        // Signed at each attempt, as Stripe does: a retry is not refused as too old.
        const res = await fetch(url!, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signatureHeader(payload, secret),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        if (res.ok) {
          deliveries.delivered += 1;
          return;
        }
      } catch {
        // Unreachable or timed out: retried below.
      }
    }
    deliveries.failed += 1;
  }

  return {
    events,
    deliveries,
    emit(type, object, idempotencyKey = null) {
      const event: StripeEvent = {
        id: newId('evt'),
        object: 'event',
        api_version: API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        // A snapshot: later changes to the object are later events.
        data: { object: JSON.parse(JSON.stringify(object)) },
        livemode: false,
        pending_webhooks: url ? 1 : 0,
        request: { id: null, idempotency_key: idempotencyKey },
      };
      events.unshift(event);
      if (url) {
        const delivery = deliver(event).finally(() => pending.delete(delivery));
        pending.add(delivery);
      }
      return event;
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
