import type { Express } from 'express';
import { signatureHeader } from '@opengood/stripe-local';
import { createHttpApp } from '../../platform/app';
import type { Db } from '../../platform/db/db';
import { routersOf } from '../../platform/modules';
import { request } from '../../testing/contractRequest';
import { openTestDatabase } from '../../testing/testDatabase';
import { paymentsModule, type ProviderEvent } from '.';
import { localStripeSettings } from './stripeSettings';

// POST /data/payments/webhook: the raw body's signature verified with Stripe's SDK, each event processed
// once in the transaction of what it changes, whatever the order or how often it is sent.

const settings = localStripeSettings();
let db: Db;
let app: Express;
const handled: ProviderEvent[] = [];
let failNext = false;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.query('CREATE TABLE webhook_test_effects (event_id text NOT NULL)');
  const deps = {
    db,
    stripe: settings,
    eventHandlers: {
      DONATION: async (tx: Db, event: ProviderEvent) => {
        await tx.query('INSERT INTO webhook_test_effects (event_id) VALUES ($1)', [event.id]);
        if (failNext) {
          failNext = false;
          throw new Error('the handler failed');
        }
        handled.push(event);
      },
    },
  };
  app = createHttpApp({
    clientVersion: 1,
    secret: 'webhook-test-secret',
    publicUrl: 'http://localhost:3000',
    trustProxy: false,
    csrfExempt: (req) => paymentsModule.csrfExempt!(req),
    rawBody: (req) => paymentsModule.rawBody!(req),
    routers: routersOf(paymentsModule, deps),
  });
});
afterAll(() => db.close());

let n = 0;
const eventBody = (type = 'payment_intent.succeeded', kind = 'DONATION') =>
  // Stripe's own layout (pretty-printed): the signature is over these exact bytes.
  JSON.stringify(
    {
      id: `evt_test_${Date.now()}_${(n += 1)}`,
      object: 'event',
      type,
      data: { object: { object: 'payment_intent', id: `pi_${n}`, metadata: { kind, donationId: 'x' } } },
    },
    null,
    2,
  );
const post = (body: string, signature?: string) => {
  const req = request(app)
    .post('/data/payments/webhook')
    .set('content-type', 'application/json; charset=utf-8');
  return (signature ? req.set('stripe-signature', signature) : req).send(body);
};
const effects = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_test_effects')).rows[0]!.n;

describe('POST /data/payments/webhook', () => {
  it('refuses an unsigned, wrongly signed, altered or too old event (400) and processes nothing', async () => {
    const body = eventBody();
    const before = await effects();
    expect((await post(body).expect(400)).body.errors).toEqual({ signature: 'SIGNATURE_INVALID' });
    await post(body, signatureHeader(body, 'whsec_not_ours')).expect(400);
    await post(body.replace('DONATION', 'INVOICES'), signatureHeader(body, settings.webhookSecret)).expect(
      400,
    );
    const old = Math.floor(Date.now() / 1000) - 301;
    await post(body, signatureHeader(body, settings.webhookSecret, old)).expect(400);
    expect(await effects()).toBe(before);
    const { rows } = await db.query('SELECT 1 FROM payment_provider_events WHERE event_id = $1', [
      JSON.parse(body).id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('processes an event once however often it is sent, concurrent deliveries included', async () => {
    const body = eventBody();
    const id = JSON.parse(body).id as string;
    const send = () => post(body, signatureHeader(body, settings.webhookSecret));
    expect((await send().expect(200)).body).toMatchObject({ ok: true });
    await send().expect(200);
    await Promise.all([send().expect(200), send().expect(200), send().expect(200)]);
    expect(handled.filter((e) => e.id === id)).toHaveLength(1);
    expect(handled.find((e) => e.id === id)).toMatchObject({
      type: 'PAYMENT_SUCCEEDED',
      metadata: { kind: 'DONATION', donationId: 'x' },
    });
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_test_effects WHERE event_id = $1',
      [id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('keeps nothing of an event whose handler failed, so the provider’s retry processes it', async () => {
    const body = eventBody();
    const id = JSON.parse(body).id as string;
    failNext = true;
    await post(body, signatureHeader(body, settings.webhookSecret)).expect(500);
    expect(
      (await db.query('SELECT 1 FROM webhook_test_effects WHERE event_id = $1', [id])).rows,
    ).toHaveLength(0);
    await post(body, signatureHeader(body, settings.webhookSecret)).expect(200);
    expect(handled.filter((e) => e.id === id)).toHaveLength(1);
  });

  it('records events of no payment of ours, or of no interest, and answers 200', async () => {
    const other = eventBody('payment_intent.succeeded', 'SOMETHING_ELSE');
    await post(other, signatureHeader(other, settings.webhookSecret)).expect(200);
    const created = eventBody('customer.created');
    await post(created, signatureHeader(created, settings.webhookSecret)).expect(200);
    const { rows } = await db.query<{ type: string }>(
      'SELECT type FROM payment_provider_events WHERE event_id = ANY($1) ORDER BY type',
      [[JSON.parse(other).id, JSON.parse(created).id]],
    );
    expect(rows.map((r) => r.type)).toEqual(['OTHER', 'PAYMENT_SUCCEEDED']);
  });
});
