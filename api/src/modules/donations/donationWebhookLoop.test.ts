import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeLocal, tokenFor, type RunningStripeLocal } from '@opengood/stripe-local';
import { createApp } from '../../app';
import { browser } from '../../testing/contractRequest';
import { openSeededApp, TEST_PUBLIC_URL, TEST_SECRET, type SeededApp } from '../../testing/seededApp';
import { localStripeSettings } from '../payments';

// The whole loop as in production: the api listens, the provider (a local Stripe server of this test's
// own) POSTs its signed events to /data/payments/webhook, and a gift whose bank challenge the browser
// passed is settled by the event alone (the page never confirmed), then refunded at the provider.

let seeded: SeededApp;
let server: Server;
let local: RunningStripeLocal;
let app: ReturnType<typeof createApp>;
const settings = localStripeSettings();

beforeAll(async () => {
  seeded = await openSeededApp();
  // The provider's address is only known once it listens, and the webhook's once the api does.
  server = await new Promise<Server>((resolve) => {
    const s = createServer((req, res) => app(req, res));
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
  const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/data/payments/webhook`;
  local = await startStripeLocal(0, '127.0.0.1', {
    url: webhookUrl,
    secret: settings.webhookSecret,
    retryDelays: [50, 200],
  });
  app = createApp({
    db: seeded.db,
    accounts: seeded.accounts,
    secret: TEST_SECRET,
    publicUrl: TEST_PUBLIC_URL,
    stripe: { ...settings, apiUrl: local.url, browserUrl: local.url },
  });
});
afterAll(async () => {
  await local?.webhooks.idle();
  await local?.close();
  await new Promise((resolve) => server?.close(resolve));
  await seeded?.close();
});

const statusOf = async (id: string) =>
  (await seeded.db.query<{ status: string }>('SELECT status FROM donations WHERE id = $1', [id])).rows[0]!
    .status;

it('settles a gift from the provider’s signed event alone, once, and refunds it from the next', async () => {
  const visitor = await browser(app);
  const email = 'loop.donor@example.org';
  const token = await tokenFor('4000002500003155', { url: local.url });
  const { donation } = (
    await visitor
      .post('/data/donations')
      .send({
        amount: 2500,
        currency: 'USD',
        name: 'Loop Donor',
        email,
        anonymous: true,
        token,
        idempotencyKey: `loop-${Date.now()}`,
        lang: 'en',
      })
      .expect(200)
  ).body;
  await local.webhooks.idle();
  expect(await statusOf(donation.id)).toBe('REQUIRES_ACTION');
  const { rows } = await seeded.db.query<{ provider_payment_id: string }>(
    'SELECT provider_payment_id FROM donations WHERE id = $1',
    [donation.id],
  );
  const pi = rows[0]!.provider_payment_id;
  // The browser passes the bank's challenge with Stripe.js; the page then goes away without confirming.
  await fetch(`${local.url}/v1/payment_intents/${pi}/confirm`, {
    method: 'POST',
    body: new URLSearchParams({ key: settings.publishableKey, client_secret: donation.clientSecret }),
  });
  await local.webhooks.idle();
  expect(await statusOf(donation.id)).toBe('SUCCEEDED');
  expect(local.webhooks.deliveries.failed).toBe(0);
  await seeded.accounts.jobs.drain();
  const mails = seeded.accounts.mailer.outbox!.list().filter((m) => m.to === email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.attachments).toEqual([
    {
      filename: expect.stringMatching(/^D-\d{4}-\d{6}\.pdf$/),
      contentType: 'application/pdf',
      size: expect.any(Number),
    },
  ]);

  const url = new URL(local.url);
  const stripe = new Stripe('sk_test_loop', { host: url.hostname, port: Number(url.port), protocol: 'http' });
  await stripe.refunds.create({ payment_intent: pi });
  await local.webhooks.idle();
  expect(await statusOf(donation.id)).toBe('REFUNDED');
  // Every event was recorded once, however many there were (created, requires_action, succeeded, refunded…).
  const { rows: events } = await seeded.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM payment_provider_events WHERE event_id = ANY($1)',
    [local.webhooks.events.map((e) => e.id)],
  );
  expect(events[0]!.n).toBe(local.webhooks.events.length);
});
