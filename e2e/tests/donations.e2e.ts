import { execFileSync } from 'node:child_process';
import type { BrowserContext, Page } from 'playwright-core';
import { acceptCookies, answerIntakeQuestion, csrfOf, SEEDED, signIn } from '../src/accounts';
import { auditor, DESKTOP, dismissDialogs, PHONE } from '../src/audit';
import { startMailbox, type Mailbox } from '../src/mailbox';
import { jobDraftBody } from '../src/billing';
import { watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// Donations (issue 19, docs/product/billing.md#donations) in a real browser against the whole platform, its
// local Stripe-compatible test server and a real SMTP mailbox. A signed-out visitor in Portuguese, on a
// phone, gives R$ 75,50 at /pt/doacao by test card (double-clicking Give: one gift), lands on the receipt,
// gets the receipt by mail and as a PDF (read back with pdftotext: the amount in R$ and the receipt number);
// a declined card says so and gives nothing. Jane, signed in, gives in English with a 3-D Secure card (the
// bank's challenge with the provider, then the confirmation). Staff find the gift in the Donations tab of
// the search page and refund a card payment from the Payments tab; anyone else sees no such tab and its
// address is not found. Every state audited with axe at 1280 and 390 px, with screenshots.
const mail: { box?: Mailbox } = {};
beforeAll(async () => {
  mail.box = await startMailbox();
});
const suite = useBrowserAndPlatform(() => ({ apiEnv: { SMTP_URL: mail.box!.url } }));
afterAll(async () => {
  await mail.box?.close();
});

const base = () => suite.platform.url;
const findings: string[] = [];
const audit = auditor(process.env.OG_SHOTS ?? '/tmp/shots-donations');
const STAMP = Date.now().toString(36);
const DONOR = `doadora-${STAMP}@example.org`;
const DECLINED_DONOR = `recusada-${STAMP}@example.org`;
const NBSP = /[\s\u00a0\u202f]+/g;
const flat = (text: string) => text.replace(NBSP, ' ');

/** The refusals (the provider's 402 for a declined card) are answers the browser logs: the test's point. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 402/.test(p));

async function fillGift(page: Page, email: string, card: string) {
  const form = page.getByTestId('donate-form');
  await form.getByRole('radio', { name: 'Outro valor' }).check();
  await form.getByLabel('Seu valor (BRL)').fill('75,50');
  await form.getByLabel('Seu nome').fill('Ana Doadora');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Não mostrar meu nome entre os doadores').check();
  await form.getByLabel('Número do cartão').fill(card);
  await form.getByLabel('Validade').fill('12/30');
  await form.getByLabel('Código de segurança (CVC)').fill('123');
  return form;
}

async function staffDonations(context: BrowserContext, q: string) {
  const res = await context.request.get(`${base()}/data/staff/donations?q=${encodeURIComponent(q)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    results: { id: string; status: string; receiptNumber: string | null }[];
    total: number;
  };
}

describe('donations, and the staff tabs', () => {
  let visitor: BrowserContext;
  let page: Page;
  let problems: string[];
  let staff: BrowserContext;
  let receiptNumber = '';

  beforeAll(async () => {
    visitor = await suite.browser.newContext({ locale: 'pt-BR', viewport: PHONE });
    // A read first: it sets the `csrf` cookie the write echoes (a signed-out visitor has no other).
    await visitor.request.get(`${base()}/data/users/me`);
    await acceptCookies(visitor, base());
    page = await visitor.newPage();
    problems = watchProblems(page);
    page.on('response', (r) => {
      if (r.status() >= 500) problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
    staff = await suite.browser.newContext({ locale: 'pt-BR', viewport: DESKTOP });
    await signIn(staff, base(), SEEDED.staff);
    await answerIntakeQuestion(staff, base());
    await acceptCookies(staff, base());
  });
  afterAll(async () => {
    await visitor?.close();
    await staff?.close();
  });

  test('the footer’s Donate link opens /pt/doacao: what a gift funds, amounts in reais', async () => {
    await page.goto(`${base()}/pt`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Doar' }).click();
    await page.waitForURL((url) => url.pathname === '/pt/doacao');
    await page
      .getByRole('heading', { level: 1, name: 'Para que fazer o bem continue gratuito para todos' })
      .waitFor();
    await page.getByRole('heading', { name: 'O que sua doação financia' }).waitFor();
    const form = page.getByTestId('donate-form');
    expect(await form.getByLabel('Moeda').inputValue()).toBe('BRL');
    expect(flat((await form.getByRole('radio', { checked: true }).locator('..').textContent()) ?? '')).toBe(
      'R$ 100,00',
    );
    await form.getByLabel('Número do cartão').waitFor();
    await audit(page, 'donate', findings);
  });

  test('too small an amount is refused with the smallest gift, in Portuguese', async () => {
    const form = page.getByTestId('donate-form');
    await form.getByRole('radio', { name: 'Outro valor' }).check();
    await form.getByLabel('Seu valor (BRL)').fill('0,50');
    await form.getByRole('button', { name: /^Doar/ }).click();
    await page
      .getByTestId('error-summary')
      .getByText(/A menor doação que podemos receber é de R\$\s1,00\./)
      .waitFor();
    await audit(page, 'donate-refused', findings);
  });

  test('a declined card says so and gives nothing', async () => {
    await page.goto(`${base()}/pt/doacao`);
    const form = await fillGift(page, DECLINED_DONOR, '4000000000000002');
    await form.getByRole('button', { name: /^Doar R\$\s75,50$/ }).click();
    await page
      .getByText('Seu banco recusou este cartão. Tente outro cartão ou fale com seu banco.')
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/pt/doacao');
    await audit(page, 'donate-declined', findings);
    const found = await staffDonations(staff, DECLINED_DONOR);
    expect(found.results.filter((d) => d.status === 'SUCCEEDED')).toEqual([]);
  });

  test('a test card pays once however often Give is clicked; the receipt page, mail and PDF', async () => {
    await page.goto(`${base()}/pt/doacao`);
    const form = await fillGift(page, DONOR, '4242 4242 4242 4242');
    await form.getByRole('button', { name: /^Doar R\$\s75,50$/ }).dblclick();
    await page.waitForURL((url) => url.pathname.startsWith('/donation-receipts/'));
    const donationId = new URL(page.url()).pathname.split('/')[2]!;
    await page.getByRole('heading', { level: 1, name: 'Obrigado pela sua doação' }).waitFor();
    receiptNumber = (await page.getByTestId('receipt-number').textContent()) ?? '';
    expect(receiptNumber).toMatch(/^D-\d{4}-\d{6}$/);
    expect(flat((await page.getByTestId('receipt-amount').textContent()) ?? '')).toBe('R$ 75,50');
    await audit(page, 'receipt', findings);

    // One gift at the provider's and in our records, for all the clicks.
    const found = await staffDonations(staff, DONOR);
    expect(found.results.map((d) => [d.id, d.status])).toEqual([[donationId, 'SUCCEEDED']]);

    const message = await mail.box!.waitFor(DONOR);
    const body = flat(`${message.subject ?? ''} ${message.text ?? ''} ${message.html ?? ''}`);
    expect(body).toContain(receiptNumber);
    expect(body).toContain('R$ 75,50');
    expect(body).toContain(`/donation-receipts/${donationId}`);

    const href = await page.getByRole('link', { name: 'Baixar PDF' }).getAttribute('href');
    const pdf = await visitor.request.get(`${base()}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
    const text = flat(execFileSync('pdftotext', ['-', '-'], { input: await pdf.body() }).toString());
    expect(text).toContain(receiptNumber);
    expect(text).toContain('R$ 75,50');
    expect(unexpected(problems)).toEqual([]);
  });

  test('signed in, in English: name and email filled in; a 3-D Secure card passes the bank’s challenge, then the receipt', async () => {
    const jane = await suite.browser.newContext({ locale: 'en-US', viewport: DESKTOP });
    try {
      await signIn(jane, base(), SEEDED.jobSeeker);
      await answerIntakeQuestion(jane, base());
      await acceptCookies(jane, base());
      const janePage = await jane.newPage();
      const janeProblems = watchProblems(janePage);
      const confirms: string[] = [];
      janePage.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/confirm')) confirms.push(new URL(r.url()).pathname);
      });
      await janePage.goto(`${base()}/en/donate`);
      const form = janePage.getByTestId('donate-form');
      await form.getByLabel('Card number').waitFor();
      await dismissDialogs(janePage);
      await janePage.waitForFunction(
        () => (document.querySelector('input[type="email"]') as HTMLInputElement | null)?.value !== '',
      );
      expect(await form.getByLabel('Email').inputValue()).toBe(SEEDED.jobSeeker);
      expect(await form.getByLabel('Your name').inputValue()).not.toBe('');
      await form.getByRole('radio', { name: '$25.00' }).check();
      await form.getByLabel('Card number').fill('4000002500003155');
      await form.getByLabel('Expiry date').fill('12/30');
      await form.getByLabel('Security code (CVC)').fill('123');
      await form.getByRole('button', { name: 'Give $25.00' }).click();
      await janePage.waitForURL((url) => url.pathname.startsWith('/donation-receipts/'));
      await janePage.getByRole('heading', { level: 1, name: 'Thank you for your gift' }).waitFor();
      expect(await janePage.getByTestId('receipt-number').textContent()).toMatch(/^D-\d{4}-\d{6}$/);
      expect(await janePage.getByTestId('receipt-amount').textContent()).toBe('$25.00');
      // The bank's challenge with the provider in the browser, then the api asked where the payment stands.
      const donationId = new URL(janePage.url()).pathname.split('/')[2]!;
      expect(confirms).toEqual([
        expect.stringMatching(/^\/v1\/payment_intents\/pi_[^/]+\/confirm$/),
        `/data/donations/${donationId}/confirm`,
      ]);
      await audit(janePage, 'receipt-en', findings);
      expect(janeProblems).toEqual([]);
    } finally {
      await jane.close();
    }
    const found = await staffDonations(staff, SEEDED.jobSeeker);
    expect(found.results.map((d) => d.status)).toEqual(['SUCCEEDED']);
  });

  test('staff find it in the Donations tab; the tab is theirs only', async () => {
    const staffPage = await staff.newPage();
    await staffPage.goto(`${base()}/pt/empregos`);
    await dismissDialogs(staffPage);
    const tabs = staffPage.getByRole('navigation', { name: 'O que buscar' });
    await tabs.getByRole('link', { name: 'Doações' }).click();
    await staffPage.waitForURL((url) => url.pathname === '/pt/doacoes');
    await staffPage.getByRole('searchbox', { name: 'Pesquisar doações' }).fill(DONOR);
    await staffPage.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await staffPage.getByTestId('staff-results').getByRole('link', { name: receiptNumber }).waitFor();
    await audit(staffPage, 'staff-donations', findings);

    const other = await suite.browser.newContext({ locale: 'pt-BR', viewport: DESKTOP });
    try {
      await signIn(other, base(), SEEDED.jobSeeker);
      await answerIntakeQuestion(other, base());
      await acceptCookies(other, base());
      const otherPage = await other.newPage();
      await otherPage.goto(`${base()}/pt/empregos`);
      await otherPage
        .getByRole('navigation', { name: 'O que buscar' })
        .getByRole('link', { name: 'Vagas' })
        .waitFor();
      expect(await otherPage.getByRole('link', { name: 'Doações' }).count()).toBe(0);
      await otherPage.goto(`${base()}/pt/doacoes`);
      await otherPage.getByTestId('not-found').waitFor();
      expect((await other.request.get(`${base()}/data/staff/donations`)).status()).toBe(403);
      // Nor can they refund: the api refuses, whatever the page shows.
      const refused = await other.request.post(`${base()}/data/staff/payments/1/refund`, {
        headers: { 'X-CSRF-Token': await csrfOf(other, base()) },
      });
      expect(refused.status()).toBe(403);
    } finally {
      await other.close();
    }
  });

  test('staff refund a card payment from the Payments tab: a confirm dialog, then the row says refunded', async () => {
    const admin = await suite.browser.newContext({ locale: 'en-US', viewport: DESKTOP });
    let paymentId = 0;
    try {
      await signIn(admin, base(), SEEDED.adminOfOrg1);
      await acceptCookies(admin, base());
      paymentId = await paidJob(admin);
    } finally {
      await admin.close();
    }
    const staffPage = await staff.newPage();
    await staffPage.goto(`${base()}/en/payments?q=${paymentId}`);
    await dismissDialogs(staffPage);
    const status = staffPage.getByTestId(`payment-status-${paymentId}`);
    await status.getByText('Succeeded').waitFor();
    const refund = staffPage.getByRole('button', { name: new RegExp(`^Refund payment ${paymentId} of `) });
    await refund.click();
    const dialog = staffPage.getByRole('alertdialog');
    await dialog.waitFor();
    // It cannot be undone: the focus starts on Cancel.
    expect(
      await dialog.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await audit(staffPage, 'staff-refund-dialog', findings);
    await dialog.getByRole('button', { name: /^Refund / }).click();
    await status.getByText('Refunded').waitFor();
    await staffPage.getByText(`Payment ${paymentId} refunded.`).waitFor();
    // The focus is back on the page, and the refunded row has no Refund any more.
    expect(await refund.count()).toBe(0);
    await audit(staffPage, 'staff-refunded', findings);
    expect(findings).toEqual([]);
  });
});

/**
 * A job of organisation 1 paid by test card through the api, as the checkout pages pay it (the card to the
 * provider named by /data/environment, its token to /data): the payment's id.
 */
async function paidJob(admin: BrowserContext): Promise<number> {
  const data = (path: string) => `${base()}/data/orgdashboard/1${path}`;
  const post = async (url: string, body: unknown = {}) => {
    const res = await admin.request.post(url, {
      data: body,
      headers: { 'X-CSRF-Token': await csrfOf(admin, base()) },
    });
    if (!res.ok()) throw new Error(`POST ${url}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const created = await post(data('/listings'), jobDraftBody(`Refunded job ${STAMP}`, 'en'));
  await post(data(`/listings/${created.data.id}/publish`));
  const invoice = (await post(data('/checkout'))).invoice;
  const address = (
    await post(data('/billing-addresses'), {
      name: 'Refund Org',
      line1: '1 Main St',
      city: 'Austin',
      country: 'US',
    })
  ).billingAddress;
  const environment = await (await admin.request.get(`${base()}/data/environment`)).json();
  const provider = environment.paymentProvider as { publishableKey: string; localServerUrl: string };
  const token = await (
    await admin.request.post(`${provider.localServerUrl}/v1/tokens`, {
      form: {
        key: provider.publishableKey,
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': String(new Date().getUTCFullYear() + 2),
        'card[cvc]': '123',
      },
    })
  ).json();
  const paid = await post(data('/payments'), {
    invoiceIds: [invoice.id],
    amount: invoice.total.amount,
    invoiceTotal: invoice.total.amount,
    billingAddressId: address.id,
    token: token.id,
    idempotencyKey: `e2e-refund-${STAMP}`,
  });
  if (paid.payment.status !== 'SUCCEEDED')
    throw new Error(`payment ${paid.payment.id}: ${paid.payment.status}`);
  return paid.payment.id as number;
}
