import type { Express } from 'express';
import { NAMED_USERS } from '../../seed/users';
import { request, type Browser } from '../../testing/contractRequest';
import { openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { cardBrand, luhnValid } from './paymentProvider';

let seeded: SeededApp;
let app: Express;
let jane: Browser;
let lucia: Browser;

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ app } = seeded);
  jane = await signIn(app, NAMED_USERS.jobSeeker.email);
  lucia = await signIn(app, NAMED_USERS.spanishSeeker.email);
});
afterAll(() => seeded?.close());

const URL = '/data/payment-methods';
const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string, extra: object = {}) => ({ number, expMonth: 12, expYear: nextYear, cvc: '123', ...extra });
const storedRows = async () =>
  (await seeded.db.query<Record<string, unknown>>('SELECT * FROM payment_methods')).rows;

describe('the test-mode provider', () => {
  it('checks numbers with Luhn and names the brand', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBrand('5555555555554444')).toBe('MASTERCARD');
    expect(cardBrand('378282246310005')).toBe('AMEX');
    expect(cardBrand('6011111111111117')).toBe('DISCOVER');
  });
});

describe('/data/payment-methods', () => {
  it('needs a signed-in user (401) and a CSRF token on writes (403)', async () => {
    await request(app).get(URL).expect(401);
    await request(app).post(URL).send(card('4242424242424242')).expect(403);
  });

  it('saves a card that succeeds (4242…): token, brand, last four and expiry, never the number or CVC', async () => {
    const { body } = await jane.post(URL).send(card('4242 4242 4242 4242')).expect(201);
    expect(body.paymentMethod).toMatchObject({ brand: 'VISA', last4: '4242', expMonth: 12, expYear: nextYear, status: 'ACTIVE' });
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token).toMatch(/^pm_test_/);
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    expect(JSON.stringify(rows)).not.toContain('"123"');
    expect((await jane.get(URL).expect(200)).body.paymentMethods).toHaveLength(1);
  });

  it('refuses a declined card (4000…0002) with a clear code and stores nothing', async () => {
    const before = (await storedRows()).length;
    const { body } = await jane.post(URL).send(card('4000000000000002')).expect(400);
    expect(body.errors).toEqual({ card: 'CARD_DECLINED' });
    expect((await storedRows()).length).toBe(before);
  });

  it('refuses an expired card (4000…0069, or an expiry in the past) and a number that fails Luhn', async () => {
    expect((await jane.post(URL).send(card('4000000000000069')).expect(400)).body.errors).toEqual({ expiry: 'CARD_EXPIRED' });
    expect((await jane.post(URL).send(card('4242424242424242', { expYear: 2020 })).expect(400)).body.errors).toEqual({
      expiry: 'CARD_EXPIRED',
    });
    expect((await jane.post(URL).send(card('4242424242424241')).expect(400)).body.errors).toEqual({
      number: 'CARD_NUMBER_INVALID',
    });
    const bad = await jane.post(URL).send({ number: 'abc', expMonth: 13, expYear: nextYear, cvc: '1' }).expect(400);
    expect(bad.body.errors).toEqual({ number: 'CARD_NUMBER_INVALID', expMonth: 'EXPIRY_INVALID', cvc: 'CVC_INVALID' });
  });

  it('asks for 3-D Secure (4000 0025 0000 3155) and a confirm step completes it, once', async () => {
    const created = await jane.post(URL).send(card('4000002500003155')).expect(201);
    expect(created.body.paymentMethod.status).toBe('REQUIRES_ACTION');
    const id = created.body.paymentMethod.id as number;
    await lucia.post(`${URL}/${id}/confirm`).expect(404);
    const confirmed = await jane.post(`${URL}/${id}/confirm`).expect(200);
    expect(confirmed.body.paymentMethod.status).toBe('ACTIVE');
    expect((await jane.post(`${URL}/${id}/confirm`).expect(409)).body.errors).toEqual({ card: 'NOTHING_TO_CONFIRM' });
  });

  it('lets only the owner see and delete a card', async () => {
    const mine = (await jane.get(URL).expect(200)).body.paymentMethods as { id: number }[];
    expect((await lucia.get(URL).expect(200)).body.paymentMethods).toEqual([]);
    await lucia.delete(`${URL}/${mine[0]!.id}`).expect(404);
    await jane.delete(`${URL}/${mine[0]!.id}`).expect(200);
    await jane.delete(`${URL}/${mine[0]!.id}`).expect(404);
    await jane.delete(`${URL}/not-an-id`).expect(400);
  });
});
