import { execFileSync } from 'node:child_process';
import type { Express } from 'express';
import Stripe from 'stripe';
import { signatureHeader } from '@opengood/stripe-local';
import { NAMED_USERS } from '../../seed/users';
import { cardToken } from '../../testing/cardTokens';
import { browser, type Browser } from '../../testing/contractRequest';
import { createApp } from '../../app';
import { openSeededApp, signIn, TEST_PUBLIC_URL, TEST_SECRET, type SeededApp } from '../../testing/seededApp';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink';
import { localStripeSettings } from '../payments';

// Donations against the local Stripe-compatible test server (globalSetup) with Stripe's test cards, mails
// over SMTP to the tests' sink, the receipt PDF read back with pdftotext.

const settings = localStripeSettings();
const stripe = new Stripe(settings.secretKey, {
  host: new URL(settings.apiUrl!).hostname,
  port: Number(new URL(settings.apiUrl!).port),
  protocol: 'http',
});
let sink: SmtpSink;
let seeded: SeededApp;
let app: Express;
let visitor: Browser;
let n = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  seeded = await openSeededApp({ smtpUrl: sink.url });
  ({ app } = seeded);
  visitor = await browser(app);
});
afterAll(async () => {
  await seeded?.close();
  await sink?.close();
});

const key = () => `donation-test-${Date.now()}-${(n += 1)}`;
const gift = async (card: string, extra: Record<string, unknown> = {}) => ({
  amount: 5000,
  currency: 'BRL',
  name: 'Ana Souza',
  email: `ana.${(n += 1)}@example.org`,
  anonymous: false,
  token: await cardToken(card),
  idempotencyKey: key(),
  lang: 'pt',
  ...extra,
});
/** The mails delivered to `address` so far (the outbox's deliveries run). */
async function mailsTo(address: string) {
  await seeded.accounts.jobs.drain();
  return sink.mailsTo(address);
}
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' }).replace(
    /[ \u00a0]+/g,
    ' ',
  );
const receipt = (b: Browser, id: string, query = '') =>
  b
    .get(`/data/donations/${id}/receipt.pdf${query}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const json = String(res.headers['content-type']).startsWith('application/json');
        done(null, json ? JSON.parse(bytes.toString('utf8')) : bytes);
      });
    });
const intentsOf = async (donationId: string) =>
  (await stripe.paymentIntents.list({ limit: 100 })).data.filter(
    (pi) => pi.metadata['donationId'] === donationId,
  );
const webhook = (type: string, paymentIntent: string, donationId: string) => {
  const body = JSON.stringify(
    {
      id: `evt_donation_${Date.now()}_${(n += 1)}`,
      object: 'event',
      type,
      data: {
        object:
          type === 'charge.refunded'
            ? {
                object: 'charge',
                id: `ch_${n}`,
                payment_intent: paymentIntent,
                metadata: { kind: 'DONATION', donationId },
              }
            : { object: 'payment_intent', id: paymentIntent, metadata: { kind: 'DONATION', donationId } },
      },
    },
    null,
    2,
  );
  return body;
};
const deliver = (body: string) =>
  visitor
    .post('/data/payments/webhook')
    .set('content-type', 'application/json')
    .set('stripe-signature', signatureHeader(body, settings.webhookSecret))
    .send(body);
/** What Stripe.js does when the cardholder passes the bank's challenge. */
const passChallenge = (paymentIntent: string, clientSecret: string) =>
  fetch(`${settings.apiUrl}/v1/payment_intents/${paymentIntent}/confirm`, {
    method: 'POST',
    body: new URLSearchParams({ key: settings.publishableKey, client_secret: clientSecret }),
  });
const providerIdOf = async (donationId: string) =>
  (
    await seeded.db.query<{ provider_payment_id: string }>(
      'SELECT provider_payment_id FROM donations WHERE id = $1',
      [donationId],
    )
  ).rows[0]!.provider_payment_id;

describe('POST /data/donations', () => {
  it('takes a gift in Portuguese: charged once, numbered, its receipt mailed with the PDF and served', async () => {
    const body = await gift('4242424242424242');
    const res = await visitor.post('/data/donations').send(body).expect(201);
    const { donation } = res.body;
    const year = new Date().getUTCFullYear();
    expect(donation).toMatchObject({
      status: 'SUCCEEDED',
      amount: { amount: 5000, currency: 'BRL' },
      name: 'Ana Souza',
      receiptNumber: expect.stringMatching(new RegExp(`^D-${year}-\\d{6}$`)),
      clientSecret: null,
      card: { brand: 'VISA', last4: '4242' },
    });
    expect((await visitor.get(`/data/donations/${donation.id}`).expect(200)).body.donation).toEqual(donation);

    const mails = await mailsTo(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.header('subject')).toBe(`Obrigado pela sua doação: recibo ${donation.receiptNumber}`);
    expect(mails[0]!.plainText).toMatch(/R\$\s50,00/);
    expect(mails[0]!.plainText).toContain(`/donation-receipts/${donation.id}`);
    expect(mails[0]!.raw).toMatch(/Content-Type: application\/pdf; name=.?D-\d{4}-\d{6}\.pdf/);

    const pdf = await receipt(visitor, donation.id).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain(donation.receiptNumber);
    expect(text).toContain('Ana Souza');
    expect(text).toMatch(/R\$ ?50,00/);
    expect(await intentsOf(donation.id)).toHaveLength(1);
  });

  it('charges a double-clicked or retried gift once: one donation, one charge, one receipt', async () => {
    const body = await gift('5555555555554444', { currency: 'EUR', lang: 'es' });
    const [a, b] = await Promise.all([
      visitor.post('/data/donations').send(body),
      visitor.post('/data/donations').send(body),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.donation.id).toBe(b.body.donation.id);
    const again = await visitor.post('/data/donations').send(body).expect(201);
    expect(again.body.donation).toEqual(a.body.donation);
    expect(await intentsOf(a.body.donation.id)).toHaveLength(1);
    const { rows } = await seeded.db.query('SELECT id FROM donations WHERE idempotency_key = $1', [
      body.idempotencyKey,
    ]);
    expect(rows).toHaveLength(1);
    expect(await mailsTo(body.email)).toHaveLength(1);
    // The key is that gift's: another amount with it is refused, nothing charged.
    await visitor
      .post('/data/donations')
      .send({ ...body, amount: 9900 })
      .expect(409);
  });

  it.each([
    ['4000000000000002', { card: 'CARD_DECLINED' }],
    ['4000000000009995', { card: 'CARD_DECLINED' }],
    ['4000000000000069', { expiry: 'CARD_EXPIRED' }],
  ])('refuses %s (402 by field): nothing charged, no receipt, no mail', async (card, errors) => {
    const body = await gift(card);
    const res = await visitor.post('/data/donations').send(body).expect(402);
    expect(res.body.errors).toEqual(errors);
    const { rows } = await seeded.db.query<{ id: string; status: string; receipt_number: string | null }>(
      'SELECT id, status, receipt_number FROM donations WHERE idempotency_key = $1',
      [body.idempotencyKey],
    );
    expect(rows[0]).toMatchObject({ status: 'FAILED', receipt_number: null });
    await receipt(visitor, rows[0]!.id).expect(404);
    // The same request again answers the same refusal; the provider is not asked to charge twice.
    expect((await visitor.post('/data/donations').send(body).expect(402)).body.errors).toEqual(errors);
    expect(await mailsTo(body.email)).toHaveLength(0);
  });

  it('says so when the provider cannot be reached (503), and the same key charges once when it can', async () => {
    const away = createApp({
      db: seeded.db,
      accounts: seeded.accounts,
      secret: TEST_SECRET,
      publicUrl: TEST_PUBLIC_URL,
      stripe: { ...settings, apiUrl: 'http://127.0.0.1:9' },
    });
    const body = await gift('4242424242424242');
    const res = await (await browser(away)).post('/data/donations').send(body).expect(503);
    expect(res.body.errors).toEqual({ card: 'PROVIDER_UNAVAILABLE' });
    const { rows } = await seeded.db.query<{ id: string; status: string; failure_code: string }>(
      'SELECT id, status, failure_code FROM donations WHERE idempotency_key = $1',
      [body.idempotencyKey],
    );
    expect(rows[0]).toMatchObject({ status: 'FAILED', failure_code: 'PROVIDER_UNAVAILABLE' });
    expect(await mailsTo(body.email)).toHaveLength(0);
    const { donation } = (await visitor.post('/data/donations').send(body).expect(201)).body;
    expect(donation).toMatchObject({ id: rows[0]!.id, status: 'SUCCEEDED' });
    expect(await intentsOf(donation.id)).toHaveLength(1);
  }, 60_000);

  it('refuses bad amounts, currencies, card numbers and keys (400), charging nothing', async () => {
    const body = await gift('4242424242424242');
    for (const amount of [0, -500, 12.5, 99, 100_000_001, '5000'])
      expect(
        (
          await visitor
            .post('/data/donations')
            .send({ ...body, amount })
            .expect(400)
        ).body.errors,
      ).toMatchObject({
        amount: 'AMOUNT_INVALID',
      });
    expect(
      (
        await visitor
          .post('/data/donations')
          .send({ ...body, currency: 'JPY' })
          .expect(400)
      ).body.errors,
    ).toMatchObject({ currency: 'CURRENCY_INVALID' });
    await visitor
      .post('/data/donations')
      .send({ ...body, number: '4242424242424242', cvc: '123' })
      .expect(400);
    await visitor
      .post('/data/donations')
      .send({ ...body, idempotencyKey: 'short' })
      .expect(400);
    const { rows } = await seeded.db.query('SELECT 1 FROM donations WHERE idempotency_key = $1', [
      body.idempotencyKey,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('records a signed-in donor, in their language when the page says none', async () => {
    const lucia = await signIn(app, NAMED_USERS.spanishSeeker.email);
    const { lang: _lang, ...body } = await gift('4242424242424242', {
      currency: 'MXN',
      email: NAMED_USERS.spanishSeeker.email,
    });
    const { donation } = (await lucia.post('/data/donations').send(body).expect(201)).body;
    const { rows } = await seeded.db.query<{ user_id: number | null; lang: string }>(
      'SELECT user_id, lang FROM donations WHERE id = $1',
      [donation.id],
    );
    expect(rows[0]!.user_id).not.toBeNull();
    expect(rows[0]!.lang).toBe('es');
    const [mail] = await mailsTo(NAMED_USERS.spanishSeeker.email);
    expect(mail!.header('subject')).toContain('Gracias por tu donación');
  });
});

describe('3-D Secure and the provider’s events', () => {
  it('waits for the bank’s challenge, then settles on confirm', async () => {
    const body = await gift('4000002500003155', { currency: 'USD', lang: 'en' });
    const { donation } = (await visitor.post('/data/donations').send(body).expect(200)).body;
    expect(donation).toMatchObject({ status: 'REQUIRES_ACTION', receiptNumber: null });
    expect(donation.clientSecret).toContain('_secret_');
    expect((await visitor.post(`/data/donations/${donation.id}/confirm`).expect(409)).body.errors).toEqual({
      card: 'AUTHENTICATION_REQUIRED',
    });
    await receipt(visitor, donation.id).expect(404);
    await passChallenge(await providerIdOf(donation.id), donation.clientSecret);
    const confirmed = (await visitor.post(`/data/donations/${donation.id}/confirm`).expect(200)).body
      .donation;
    expect(confirmed).toMatchObject({ status: 'SUCCEEDED', clientSecret: null, card: { last4: '3155' } });
    expect(await mailsTo(body.email)).toHaveLength(1);
  });

  it('settles a gift once when its success event is replayed, and the confirm after finds it settled', async () => {
    const body = await gift('4000002500003155', { currency: 'USD', lang: 'en' });
    const { donation } = (await visitor.post('/data/donations').send(body).expect(200)).body;
    const pi = await providerIdOf(donation.id);
    await passChallenge(pi, donation.clientSecret);
    const event = webhook('payment_intent.succeeded', pi, donation.id);
    await deliver(event).expect(200);
    await deliver(event).expect(200);
    await deliver(webhook('payment_intent.succeeded', pi, donation.id)).expect(200);
    const after = (await visitor.get(`/data/donations/${donation.id}`).expect(200)).body.donation;
    expect(after).toMatchObject({ status: 'SUCCEEDED', card: { brand: 'VISA', last4: '3155' } });
    const confirmed = (await visitor.post(`/data/donations/${donation.id}/confirm`).expect(200)).body
      .donation;
    expect(confirmed.receiptNumber).toBe(after.receiptNumber);
    expect(await mailsTo(body.email)).toHaveLength(1);
  });

  it('ends refunded whatever the order of success and refund events, thanking nobody for a refunded gift', async () => {
    const body = await gift('4000002500003155', { currency: 'USD', lang: 'en' });
    const { donation } = (await visitor.post('/data/donations').send(body).expect(200)).body;
    const pi = await providerIdOf(donation.id);
    await deliver(webhook('charge.refunded', pi, donation.id)).expect(200);
    await deliver(webhook('payment_intent.succeeded', pi, donation.id)).expect(200);
    await deliver(webhook('payment_intent.payment_failed', pi, donation.id)).expect(200);
    const after = (await visitor.get(`/data/donations/${donation.id}`).expect(200)).body.donation;
    expect(after).toMatchObject({ status: 'REFUNDED', receiptNumber: expect.stringMatching(/^D-/) });
    expect(await mailsTo(body.email)).toHaveLength(0);
    await receipt(visitor, donation.id).expect(200);
  });

  it('fails a waiting gift on its failure event, and a late success still settles it', async () => {
    const body = await gift('4000002500003155', { currency: 'USD', lang: 'en' });
    const { donation } = (await visitor.post('/data/donations').send(body).expect(200)).body;
    const pi = await providerIdOf(donation.id);
    await deliver(webhook('payment_intent.payment_failed', pi, donation.id)).expect(200);
    expect((await visitor.get(`/data/donations/${donation.id}`).expect(200)).body.donation.status).toBe(
      'FAILED',
    );
    await passChallenge(pi, donation.clientSecret);
    await deliver(webhook('payment_intent.succeeded', pi, donation.id)).expect(200);
    expect((await visitor.get(`/data/donations/${donation.id}`).expect(200)).body.donation.status).toBe(
      'SUCCEEDED',
    );
    expect(await mailsTo(body.email)).toHaveLength(1);
  });
});

describe('GET /data/staff/donations', () => {
  it('is staff’s: finds a gift by receipt number, name or email; others are refused', async () => {
    const body = await gift('4242424242424242', { name: 'Zeferino Staffsearch' });
    const { donation } = (await visitor.post('/data/donations').send(body).expect(201)).body;
    const staff = await signIn(app, NAMED_USERS.staff.email);
    const byNumber = (await staff.get(`/data/staff/donations?q=${donation.receiptNumber}`).expect(200)).body;
    expect(byNumber.results.map((d: { id: string }) => d.id)).toEqual([donation.id]);
    expect(byNumber.results[0]).not.toHaveProperty('clientSecret');
    const byName = (await staff.get('/data/staff/donations?q=staffsearch').expect(200)).body;
    expect(byName).toMatchObject({ total: 1, page: 1 });
    expect((await staff.get(`/data/staff/donations?q=${body.email}`).expect(200)).body.total).toBe(1);
    await visitor.get('/data/staff/donations').expect(401);
    const jane = await signIn(app, NAMED_USERS.jobSeeker.email);
    await jane.get('/data/staff/donations').expect(403);
  });

  it('404s a receipt or donation nobody gave', async () => {
    await visitor.get('/data/donations/00000000-0000-4000-8000-000000000000').expect(404);
    await receipt(visitor, '00000000-0000-4000-8000-000000000000').expect(404);
    await visitor.get('/data/donations/not-a-uuid').expect(400);
  });
});
