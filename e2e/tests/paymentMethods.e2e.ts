import type { BrowserContext, Page, Request } from 'playwright-core';
import { acceptCookies, answerIntakeQuestion, SEEDED, signIn } from '../src/accounts';
import { auditor, DESKTOP, PHONE } from '../src/audit';
import { watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// Saved cards through the payment provider (issue 19, docs/product/billing.md#payment-methods) in a real
// browser against the whole platform and the local Stripe-compatible test server it starts beside the api
// (tools/stripe-local): the page hands the card to that server and sends only the token to /data. Jane, in
// English on a desktop, saves 4242… as a Visa ending in 4242 and confirms a 3-D Secure card; Lucía, in
// Spanish on a phone, is told by the field that her card was declined or has expired. The browser's
// network log shows that no request to the gateway (and so the api) carried a card number. Every state is
// audited with axe at 1280 and 390 px, with screenshots.
const suite = useBrowserAndPlatform();
const base = () => suite.platform.url;
const findings: string[] = [];
const audit = auditor(process.env.OG_SHOTS ?? '/tmp/shots-payment-methods');

const CARD_NUMBERS = ['4242424242424242', '4000000000000002', '4000000000000069', '4000002500003155'];

/** Every request the page made, with its body: to tell what went to the gateway and what to the provider. */
function networkLog(page: Page) {
  const sent: { url: string; body: string }[] = [];
  page.on('request', (r: Request) => sent.push({ url: r.url(), body: r.postData() ?? '' }));
  return sent;
}

async function signedIn(email: string, viewport: typeof DESKTOP, locale: string) {
  const context: BrowserContext = await suite.browser.newContext({ viewport, locale });
  await signIn(context, base(), email);
  await answerIntakeQuestion(context, base());
  await acceptCookies(context, base());
  const page = await context.newPage();
  return { context, page, sent: networkLog(page), problems: watchProblems(page) };
}

/**
 * The refusals (the provider's 402, the api's 400 for a declined or expired card) are answers the browser
 * logs; they are the test's point, not a problem.
 */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 40[02]/.test(p));

const noCardNumberReachedTheGateway = (sent: { url: string; body: string }[]) => {
  const toGateway = sent.filter((r) => r.url.startsWith(base()));
  expect(toGateway.some((r) => r.url.includes('/data/payment-methods'))).toBe(true);
  for (const r of toGateway) {
    const text = decodeURIComponent(`${r.url} ${r.body}`).replace(/[\s-]/g, '');
    for (const number of CARD_NUMBERS)
      expect({ url: r.url, carries: text.includes(number) }).toEqual({ url: r.url, carries: false });
  }
  // …and the card did go to the provider, with the publishable key.
  const toProvider = sent.filter((r) => r.url.endsWith('/v1/tokens'));
  expect(toProvider.length).toBeGreaterThan(0);
  expect(toProvider.every((r) => !r.url.startsWith(base()) && r.body.includes('key=pk_test_'))).toBe(true);
};

async function fill(
  page: Page,
  labels: { number: string; expiry: string; cvc: string; save: string },
  number: string,
) {
  await page.getByLabel(labels.number).fill(number);
  await page.getByLabel(labels.expiry).fill('12/34');
  await page.getByLabel(labels.cvc).fill('123');
  await page.getByRole('button', { name: labels.save }).click();
}

const EN = { number: 'Card number', expiry: 'Expiry date', cvc: 'Security code (CVC)', save: 'Save card' };
const ES = {
  number: 'Número de tarjeta',
  expiry: 'Fecha de vencimiento',
  cvc: 'Código de seguridad (CVC)',
  save: 'Guardar tarjeta',
};

test('Jane saves 4242 4242 4242 4242 as a Visa ending in 4242 and confirms a 3-D Secure card; no card number reaches the gateway', async () => {
  const { context, page, sent, problems } = await signedIn(SEEDED.jobSeeker, DESKTOP, 'en-US');
  await page.goto(`${base()}/dashboard/payment-methods/add-card`);
  await page.getByTestId('add-card-form').waitFor();
  await page.getByText('You have no saved cards.').waitFor();
  await audit(page, 'cards-empty-en', findings);

  await fill(page, EN, '4242 4242 4242 4242');
  await page.getByTestId('payment-card').getByText('Visa ending in 4242, expires 12/2034').waitFor();
  await expect(page.getByLabel('Card number').inputValue()).resolves.toBe('');
  await audit(page, 'cards-saved-en', findings);

  await fill(page, EN, '4000 0025 0000 3155');
  const pending = page.getByTestId('payment-card').filter({ hasText: 'ending in 3155' });
  await pending.getByText('Your bank asks you to confirm this card before it can be used.').waitFor();
  await audit(page, 'cards-3ds-en', findings);
  await pending.getByRole('button', { name: 'Confirm with my bank' }).click();
  await pending.getByRole('button', { name: 'Confirm with my bank' }).waitFor({ state: 'detached' });
  expect(await page.getByTestId('payment-card').count()).toBe(2);

  noCardNumberReachedTheGateway(sent);
  expect(sent.some((r) => /\/v1\/setup_intents\/seti_[^/]+\/confirm$/.test(r.url))).toBe(true);
  expect(unexpected(problems)).toEqual([]);
  await context.close();
});

test('Lucía, in Spanish on a phone, is told by the field that a card was declined or has expired, and nothing is saved', async () => {
  const { context, page, sent, problems } = await signedIn(SEEDED.spanishSeeker, PHONE, 'es-ES');
  await page.goto(`${base()}/dashboard/payment-methods/add-card`);
  await page.getByTestId('add-card-form').waitFor();

  await fill(page, ES, '4000 0000 0000 0002');
  await page
    .getByTestId('card-refused')
    .getByText('Tu banco rechazó esta tarjeta.', { exact: false })
    .waitFor();
  await audit(page, 'cards-declined-es', findings);

  await fill(page, ES, '4000 0000 0000 0069');
  await page.getByText('Esta tarjeta está vencida. Usa una tarjeta vigente.').waitFor();
  // The message belongs to the expiry field (its accessible description).
  await expect(page.getByLabel(ES.expiry).getAttribute('aria-invalid')).resolves.toBe('true');
  await audit(page, 'cards-expired-es', findings);

  expect(await page.getByTestId('payment-card').count()).toBe(0);
  const listed = await context.request.get(`${base()}/data/payment-methods`);
  expect((await listed.json()).paymentMethods).toEqual([]);
  noCardNumberReachedTheGateway(sent);
  expect(unexpected(problems)).toEqual([]);
  await context.close();
});

test('the api refuses a card number sent to it directly, by field', async () => {
  const context = await suite.browser.newContext();
  await signIn(context, base(), SEEDED.jobSeeker);
  const csrf = (await context.cookies(base())).find((c) => c.name === 'csrf')?.value ?? '';
  const res = await context.request.post(`${base()}/data/payment-methods`, {
    data: { token: 'tok_abcdefgh', number: '4242424242424242', cvc: '123' },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).errors).toEqual({ number: 'FIELD_NOT_ACCEPTED', cvc: 'FIELD_NOT_ACCEPTED' });
  await context.close();
});

afterAll(() => expect(findings).toEqual([]));
