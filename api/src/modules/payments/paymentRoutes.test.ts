import type { Express } from 'express';
import Stripe from 'stripe';
import { createApp } from '../../app';
import { NAMED_USERS } from '../../seed/users';
import { cardToken } from '../../testing/cardTokens';
import { request, type Browser } from '../../testing/contractRequest';
import { openSeededApp, signIn, TEST_PUBLIC_URL, TEST_SECRET, type SeededApp } from '../../testing/seededApp';
import { stripeClient } from './stripeProvider';
import { localStripeSettings, LOCAL_PUBLISHABLE_KEY } from './stripeSettings';

// Against the local Stripe-compatible test server (tools/stripe-local) that the suite's globalSetup
// starts: the browser's part (tokenising the card) is done here with fetch, as the dashboard page does.

let seeded: SeededApp;
let app: Express;
let jane: Browser;
let lucia: Browser;
let joao: Browser;
const settings = localStripeSettings();
const stripe: Stripe = stripeClient(settings);

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ app } = seeded);
  jane = await signIn(app, NAMED_USERS.jobSeeker.email);
  lucia = await signIn(app, NAMED_USERS.spanishSeeker.email);
  joao = await signIn(app, NAMED_USERS.portugueseSeeker.email);
});
afterAll(() => seeded?.close());

const URL = '/data/payment-methods';
const nextYear = new Date().getUTCFullYear() + 1;

const tokenFor = (number: string) => cardToken(number);

const storedRows = async () =>
  (await seeded.db.query<Record<string, unknown>>('SELECT * FROM payment_methods')).rows;
const customerOf = async (email: string) =>
  (
    await seeded.db.query<{ customer_id: string }>(
      'SELECT customer_id FROM payment_customers JOIN users ON users.id = user_id WHERE users.email = $1',
      [email],
    )
  ).rows.map((r) => r.customer_id);
const cardsAtStripe = async (customerId: string) =>
  (
    (await stripe.customers.retrieve(customerId, { expand: ['sources'] })) as Stripe.Customer
  ).sources!.data.map((s) => s.id);

describe('/data/payment-methods through Stripe (the local test server)', () => {
  it('needs a signed-in user (401) and a CSRF token on writes (403)', async () => {
    await request(app).get(URL).expect(401);
    await request(app).post(URL).send({ token: 'tok_visa_whatever' }).expect(403);
  });

  it('never accepts card details: only a provider token, refused by field otherwise', async () => {
    const withCard = await jane
      .post(URL)
      .send({ number: '4242424242424242', cvc: '123', expMonth: 12, expYear: nextYear })
      .expect(400);
    expect(withCard.body.errors).toMatchObject({ token: 'TOKEN_INVALID' });
    const both = await jane
      .post(URL)
      .send({ token: await tokenFor('4242424242424242'), number: '4242424242424242', cvc: '123' })
      .expect(400);
    expect(both.body.errors).toEqual({ number: 'FIELD_NOT_ACCEPTED', cvc: 'FIELD_NOT_ACCEPTED' });
    expect(await storedRows()).toHaveLength(0);
  });

  it('saves a card that succeeds (4242…): the customer is created once, the card id, brand, last four and expiry stored', async () => {
    const { body } = await jane
      .post(URL)
      .send({ token: await tokenFor('4242 4242 4242 4242') })
      .expect(201);
    expect(body.paymentMethod).toMatchObject({
      brand: 'VISA',
      last4: '4242',
      expMonth: 12,
      expYear: nextYear,
      status: 'ACTIVE',
      setupClientSecret: null,
    });
    await jane
      .post(URL)
      .send({ token: await tokenFor('5555555555554444') })
      .expect(201);
    const rows = await storedRows();
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.token)).toEqual([
      expect.stringMatching(/^card_/),
      expect.stringMatching(/^card_/),
    ]);
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    const customers = await customerOf(NAMED_USERS.jobSeeker.email);
    expect(customers).toEqual([expect.stringMatching(/^cus_/)]);
    expect(await cardsAtStripe(customers[0]!)).toEqual(expect.arrayContaining(rows.map((r) => r.token)));
    const listed = (await jane.get(URL).expect(200)).body.paymentMethods as { brand: string }[];
    expect(listed.map((c) => c.brand).sort()).toEqual(['MASTERCARD', 'VISA']);
  });

  it('refuses a declined card (4000…0002) and an expired one (4000…0069), storing nothing', async () => {
    const before = (await storedRows()).length;
    const declined = await jane
      .post(URL)
      .send({ token: await tokenFor('4000000000000002') })
      .expect(400);
    expect(declined.body.errors).toEqual({ card: 'CARD_DECLINED' });
    const expired = await jane
      .post(URL)
      .send({ token: await tokenFor('4000000000000069') })
      .expect(400);
    expect(expired.body.errors).toEqual({ expiry: 'CARD_EXPIRED' });
    expect((await storedRows()).length).toBe(before);
  });

  it('a doubled request (same token) creates the card once; a token used once is refused later', async () => {
    const token = await tokenFor('4242424242424242');
    const [a, b] = await Promise.all([lucia.post(URL).send({ token }), lucia.post(URL).send({ token })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.paymentMethod.id).toBe(b.body.paymentMethod.id);
    expect((await lucia.get(URL).expect(200)).body.paymentMethods).toHaveLength(1);
    const [customer] = await customerOf(NAMED_USERS.spanishSeeker.email);
    expect(await cardsAtStripe(customer!)).toHaveLength(1);
    // Another user replaying the token: Stripe says it was used.
    const replayed = await joao.post(URL).send({ token }).expect(400);
    expect(replayed.body.errors).toEqual({ token: 'TOKEN_INVALID' });
  });

  it('asks for 3-D Secure (4000 0025 0000 3155): confirmed only after the cardholder passed the challenge', async () => {
    const created = await jane
      .post(URL)
      .send({ token: await tokenFor('4000002500003155') })
      .expect(201);
    const card = created.body.paymentMethod as { id: number; status: string; setupClientSecret: string };
    expect(card.status).toBe('REQUIRES_ACTION');
    expect(card.setupClientSecret).toMatch(/^seti_.+_secret_/);
    expect((await jane.post(`${URL}/${card.id}/confirm`).expect(409)).body.errors).toEqual({
      card: 'AUTHENTICATION_REQUIRED',
    });
    await lucia.post(`${URL}/${card.id}/confirm`).expect(404);
    // The browser's part (Stripe.js handleNextAction; here the local server's "Complete" step).
    const intent = card.setupClientSecret.split('_secret_')[0];
    const done = await fetch(`${settings.apiUrl}/v1/setup_intents/${intent}/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ key: LOCAL_PUBLISHABLE_KEY, client_secret: card.setupClientSecret }),
    });
    expect(done.status).toBe(200);
    const confirmed = await jane.post(`${URL}/${card.id}/confirm`).expect(200);
    expect(confirmed.body.paymentMethod).toMatchObject({ status: 'ACTIVE', setupClientSecret: null });
    expect((await jane.post(`${URL}/${card.id}/confirm`).expect(409)).body.errors).toEqual({
      card: 'NOTHING_TO_CONFIRM',
    });
  });

  it('lets only the owner delete a card, which is detached at Stripe too', async () => {
    const mine = (await jane.get(URL).expect(200)).body.paymentMethods as { id: number }[];
    const [customer] = await customerOf(NAMED_USERS.jobSeeker.email);
    const row = (await storedRows()).find((r) => r.id === mine[0]!.id)!;
    expect(
      (await lucia.get(URL).expect(200)).body.paymentMethods.map((c: { id: number }) => c.id),
    ).not.toContain(mine[0]!.id);
    await lucia.delete(`${URL}/${mine[0]!.id}`).expect(404);
    await jane.delete(`${URL}/${mine[0]!.id}`).expect(200);
    expect(await cardsAtStripe(customer!)).not.toContain(row.token);
    await jane.delete(`${URL}/${mine[0]!.id}`).expect(404);
    await jane.delete(`${URL}/not-an-id`).expect(400);
  });

  it('a provider out of reach is a 503 with PROVIDER_UNAVAILABLE, and nothing is stored', async () => {
    const offline = createApp({
      db: seeded.db,
      accounts: seeded.accounts,
      secret: TEST_SECRET,
      publicUrl: TEST_PUBLIC_URL,
      stripe: { ...settings, apiUrl: 'http://127.0.0.1:9' },
    });
    const joaoOffline = await signIn(offline, NAMED_USERS.portugueseSeeker.email);
    const before = (await storedRows()).length;
    const res = await joaoOffline
      .post(URL)
      .send({ token: await tokenFor('4242424242424242') })
      .expect(503);
    expect(res.body.errors).toEqual({ card: 'PROVIDER_UNAVAILABLE' });
    expect((await storedRows()).length).toBe(before);
  });
});
