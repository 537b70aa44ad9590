import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, parseForm, textOf, type Form } from './form';
import { StripeError, invalidRequest, missing } from './stripeErrors';
import { createCardToken, newId, presentToken, type TokenRecord } from './tokens';
import { createPaymentIntents, type SavedCards } from './paymentIntents';
import { createWebhooks, type Webhooks, type WebhookOptions } from './webhooks';

// A local Stripe-compatible test server: it stands for Stripe's servers in development and tests, on a
// port of its own, outside the api and the gateway (docs/product/billing.md#payment-methods).
// stripe-stateful-mock answers customers, cards attached to them (with Stripe's declines), charges,
// refunds and idempotent replay. What it lacks is added here: tokenising a card typed in the browser
// (POST /v1/tokens with a publishable key, CORS open like Stripe's), and SetupIntents for the bank's
// 3-D Secure step; PaymentIntents, their charges and refunds (paymentIntents.ts); signed webhook events
// (webhooks.ts).

const mock = require('stripe-stateful-mock') as { createExpressApp(): RequestListener };
// The mock's own loglevel instance (quiet unless STRIPE_LOCAL_LOG asks).
const loglevel = require(
  require.resolve('loglevel', { paths: [require.resolve('stripe-stateful-mock')] }),
) as {
  setLevel(level: string): void;
};

interface SetupIntent {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  status: 'requires_confirmation' | 'requires_action' | 'succeeded';
  usage: string;
  next_action: { type: 'use_stripe_sdk'; use_stripe_sdk: Record<string, never> } | null;
  livemode: false;
  created: number;
}

type Json = Record<string, unknown>;

function send(res: ServerResponse, status: number, body: unknown, cors = false) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cors) headers['access-control-allow-origin'] = '*';
  res.writeHead(status, headers).end(JSON.stringify(body));
}

function keyOf(req: IncomingMessage, form: Form): string {
  const auth = req.headers.authorization ?? '';
  const bearer = /^Bearer (.+)$/.exec(auth)?.[1];
  if (bearer) return bearer;
  if (auth.startsWith('Basic ')) return Buffer.from(auth.slice(6), 'base64').toString().split(':')[0] ?? '';
  return typeof form.key === 'string' ? form.key : '';
}

/** Stripe's rule: publishable keys only for what a browser does, secret keys for everything. */
function requireKey(req: IncomingMessage, form: Form, kinds: ('pk' | 'sk')[]) {
  const key = keyOf(req, form);
  const ok = kinds.some((kind) => key.startsWith(`${kind}_test_`));
  if (!ok)
    throw new StripeError(401, {
      type: 'invalid_request_error',
      message: key ? 'Invalid API Key provided' : 'You did not provide an API key.',
    });
}

export interface StripeLocal {
  handler: RequestListener;
  /** How many times a creation actually ran (not replayed): for tests of idempotency. */
  counts: { cards: number; setupIntents: number; paymentIntents: number; charges: number; refunds: number };
  webhooks: Webhooks;
}

/**
 * Options default to the environment: STRIPE_WEBHOOK_URL (where events are POSTed; unset: none are sent)
 * and STRIPE_WEBHOOK_SECRET (the endpoint's signing secret, default `whsec_opengood_local`).
 */
export function createStripeLocal(options: WebhookOptions = {}): StripeLocal {
  loglevel.setLevel(process.env.STRIPE_LOCAL_LOG ?? 'silent');
  const mockApp = mock.createExpressApp();
  const tokens = new Map<string, TokenRecord>();
  /** Saved card id → its customer, and what the card is and does (3-D Secure, declines). */
  const cards: SavedCards = new Map();
  const setupIntents = new Map<string, SetupIntent>();
  /** This server's own idempotent replay (the mock keeps its own for what it answers). */
  const replays = new Map<string, { form: string; status: number; body: unknown }>();
  const webhooks = createWebhooks({
    url: options.url ?? (process.env.STRIPE_WEBHOOK_URL || undefined),
    secret: options.secret ?? (process.env.STRIPE_WEBHOOK_SECRET || undefined),
    ...(options.retryDelays ? { retryDelays: options.retryDelays } : {}),
  });
  const payments = createPaymentIntents({ tokens, saved: cards, webhooks });
  const counts = {
    cards: 0,
    setupIntents: 0,
    get paymentIntents() {
      return payments.counts.paymentIntents;
    },
    get charges() {
      return payments.counts.charges;
    },
    get refunds() {
      return payments.counts.refunds;
    },
  };

  /** Runs `answer` once per idempotency key (same parameters) and replays it after, like Stripe. */
  function idempotent(
    req: IncomingMessage,
    res: ServerResponse,
    form: Form,
    answer: (key: string | null) => [number, unknown],
    cors = false,
  ) {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string') {
      const [status, body] = answer(null);
      return send(res, status, body, cors);
    }
    const id = `${req.method} ${req.url} ${key}`;
    const stored = replays.get(id);
    const params = JSON.stringify(form);
    if (stored) {
      if (stored.form !== params)
        throw new StripeError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
        });
      res.setHeader('idempotent-replayed', 'true');
      return send(res, stored.status, stored.body, cors);
    }
    let result: [number, unknown];
    try {
      result = answer(key);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      result = [error.status, { error: error.body }];
    }
    replays.set(id, { form: params, status: result[0], body: result[1] });
    return send(res, result[0], result[1], cors);
  }

  function setupIntent(id: string) {
    const intent = setupIntents.get(id);
    if (!intent) throw missing('setupintent', id, 'intent');
    return intent;
  }

  /** POST /v1/setup_intents (confirm=true): succeeded, or requires_action when the bank asks for 3-D Secure. */
  function createSetupIntent(form: Form): [number, SetupIntent] {
    const paymentMethod = typeof form.payment_method === 'string' ? form.payment_method : null;
    const card = paymentMethod ? cards.get(paymentMethod)?.card : undefined;
    if (paymentMethod && !card) throw missing('payment_method', paymentMethod, 'payment_method');
    const id = newId('seti');
    const confirm = form.confirm === 'true';
    const status = !confirm ? 'requires_confirmation' : card?.threeDSecure ? 'requires_action' : 'succeeded';
    const intent: SetupIntent = {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${newId('s').slice(2)}`,
      customer: typeof form.customer === 'string' ? form.customer : null,
      payment_method: paymentMethod,
      status,
      usage: typeof form.usage === 'string' ? form.usage : 'off_session',
      next_action: status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    counts.setupIntents += 1;
    setupIntents.set(id, intent);
    return [200, intent];
  }

  /**
   * POST /v1/setup_intents/:id/confirm from the browser (publishable key and client secret): the
   * cardholder passed the bank's challenge (Stripe's test "Complete" button).
   */
  function completeChallenge(id: string, form: Form): SetupIntent {
    const intent = setupIntent(id);
    if (form.client_secret !== intent.client_secret) throw missing('setupintent', id, 'intent');
    if (intent.status === 'requires_action' || intent.status === 'requires_confirmation') {
      intent.status = 'succeeded';
      intent.next_action = null;
    }
    return intent;
  }

  /** Attaching a token made here: the mock attaches its stand-in, and the answer carries the typed card's facts. */
  function attachSource(req: IncomingMessage, res: ServerResponse, form: Form) {
    const token = typeof form.source === 'string' ? tokens.get(form.source) : undefined;
    if (!token) return false;
    // A replay is the same request (address and idempotency key); anything else is a second use.
    const key = `${req.url} ${typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : ''}`;
    if (token.usedBy !== null && token.usedBy !== key)
      throw invalidRequest(
        `You cannot use a Stripe token more than once: ${token.id}.`,
        'source',
        'token_already_used',
      );
    token.usedBy = key;
    const body = { ...form, source: token.mockToken };
    Object.assign(req, { body, _body: true });
    const customer = /^\/v1\/customers\/([^/]+)\/sources$/.exec(req.url ?? '')?.[1] ?? '';
    const json = (card: Json) => {
      if (card && card.object === 'card') {
        Object.assign(card, token.card);
        if (!cards.has(String(card.id))) counts.cards += 1;
        cards.set(String(card.id), {
          customer,
          card: { ...token.card, mockToken: token.mockToken, threeDSecure: token.threeDSecure },
        });
      }
      delete (res as unknown as { json?: unknown }).json;
      return (res as unknown as { json(body: unknown): unknown }).json(card);
    };
    Object.assign(res, { json });
    mockApp(req, res);
    return true;
  }

  const handler: RequestListener = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (path === '/healthz') return send(res, 200, { ok: true });
    const browser = path === '/v1/tokens' || /^\/v1\/(setup|payment)_intents\/[^/]+\/confirm$/.test(path);
    if (method === 'OPTIONS' && browser) {
      res
        .writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'authorization, content-type',
          'access-control-max-age': '600',
        })
        .end();
      return;
    }
    const detached = method === 'DELETE' ? /^\/v1\/customers\/[^/]+\/sources\/([^/]+)$/.exec(path) : null;
    if (detached) cards.delete(detached[1]!);
    const charge = /^\/v1\/charges\/([^/]+)$/.exec(path)?.[1];
    const ours =
      browser ||
      path.startsWith('/v1/setup_intents') ||
      path.startsWith('/v1/payment_intents') ||
      path.startsWith('/v1/events') ||
      path === '/v1/refunds' ||
      (method === 'GET' && charge !== undefined && payments.ownsCharge(charge)) ||
      (method === 'POST' && /^\/v1\/customers\/[^/]+\/sources$/.test(path));
    if (!ours) return mockApp(req, res);
    void (async () => {
      const form = parseForm(method === 'GET' ? url.search.slice(1) : await readBody(req));
      try {
        if (path === '/v1/tokens' && method === 'POST') {
          requireKey(req, form, ['pk', 'sk']);
          const token = createCardToken(form);
          tokens.set(token.id, token);
          return send(res, 200, presentToken(token), true);
        }
        const confirm = /^\/v1\/setup_intents\/([^/]+)\/confirm$/.exec(path);
        if (confirm && method === 'POST') {
          requireKey(req, form, ['pk', 'sk']);
          return send(res, 200, completeChallenge(confirm[1]!, form), true);
        }
        const piConfirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
        if (piConfirm && method === 'POST') {
          requireKey(req, form, ['pk', 'sk']);
          const fromBrowser = keyOf(req, form).startsWith('pk_');
          return idempotent(
            req,
            res,
            form,
            (key) => payments.confirm(piConfirm[1]!, form, fromBrowser, key),
            true,
          );
        }
        requireKey(req, form, ['sk']);
        if (path.endsWith('/sources')) {
          if (attachSource(req, res, form)) return;
          Object.assign(req, { body: form, _body: true });
          return mockApp(req, res);
        }
        if (path === '/v1/setup_intents' && method === 'POST')
          return idempotent(req, res, form, () => createSetupIntent(form));
        const one = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
        if (one && method === 'GET') return send(res, 200, setupIntent(one[1]!));
        if (path === '/v1/payment_intents' && method === 'POST')
          return idempotent(req, res, form, (key) => payments.create(form, key));
        if (path === '/v1/payment_intents' && method === 'GET') return send(res, 200, payments.list(form));
        const pi = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
        if (pi && method === 'GET') return send(res, 200, payments.retrieve(pi[1]!, form));
        if (charge && method === 'GET') return send(res, 200, payments.charge(charge));
        if (path === '/v1/refunds' && method === 'POST') {
          if (textOf(form.charge) && !payments.ownsCharge(textOf(form.charge)!)) {
            // A charge made through the mock (POST /v1/charges): the mock refunds it.
            Object.assign(req, { body: form, _body: true });
            return mockApp(req, res);
          }
          return idempotent(req, res, form, (key) => payments.refund(form, key) as [number, unknown]);
        }
        if (path === '/v1/events' && method === 'GET')
          return send(res, 200, {
            object: 'list',
            url: '/v1/events',
            has_more: false,
            data: webhooks.events.filter((e) => !textOf(form.type) || e.type === form.type),
          });
        const event = /^\/v1\/events\/([^/]+)$/.exec(path);
        if (event && method === 'GET') {
          const found = webhooks.events.find((e) => e.id === event[1]);
          if (!found) throw missing('event', event[1]!);
          return send(res, 200, found);
        }
        throw new StripeError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        });
      } catch (error) {
        if (error instanceof StripeError) return send(res, error.status, { error: error.body }, browser);
        send(res, 500, { error: { type: 'api_error', message: (error as Error).message } }, browser);
      }
    })();
  };
  return { handler, counts, webhooks };
}

export interface RunningStripeLocal extends StripeLocal {
  url: string;
  close(): Promise<void>;
}

/** Listens on `port` (0: any free one) on 127.0.0.1. */
export async function startStripeLocal(
  port = 0,
  host = '127.0.0.1',
  options: WebhookOptions = {},
): Promise<RunningStripeLocal> {
  const local = createStripeLocal(options);
  const server = createServer(local.handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    ...local,
    url: `http://${host}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
