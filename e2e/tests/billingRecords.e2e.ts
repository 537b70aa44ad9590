import { execFileSync } from 'node:child_process';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { acceptCookies, csrfOf, SEEDED, signIn } from '../src/accounts';
import { auditor, DESKTOP, dismissDialogs } from '../src/audit';
import { jobDraftBody } from '../src/billing';
import { watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// The billing records of an organisation's dashboard (issue 19; docs/product/billing.md: invoices, payments,
// credits) in a real browser against the whole platform and its local Stripe-compatible test server. The
// admin of organisation 1 pays a job by test card and buys a pack of credits through the api (as the
// checkout pages do: the card to the provider, its token to /data), spends a credit on a second job and
// leaves a third job's invoice open. The dashboard then shows the paid invoice by its number, its PDF
// (organisation, number and amount read back with pdftotext), the payment with its card, the credits'
// balance and ledger, the open invoice's billing address form, and the printable invoice; another
// organisation's admin finds none of it. Every page audited with axe at 1280 and 390 px, with screenshots.
const suite = useBrowserAndPlatform();
const base = () => suite.platform.url;
const findings: string[] = [];
const audit = auditor(process.env.OG_SHOTS ?? '/tmp/shots-billing-records');
const STAMP = Date.now().toString(36);
const ORG = 1;
const data = (path: string) => `${base()}/data/orgdashboard/${ORG}${path}`;

const jobDraft = (title: string) => jobDraftBody(title, 'en');

type Invoice = {
  id: number;
  number: string | null;
  status: string;
  total: { amount: number; currency: string };
};

/** The api as the admin's pages call it: JSON, the CSRF header on writes, refusals thrown with their body. */
function api(context: BrowserContext) {
  const request: APIRequestContext = context.request;
  const send = async (method: 'get' | 'post' | 'put', url: string, body?: unknown, status = [200, 201]) => {
    const headers: Record<string, string> =
      method === 'get' ? {} : { 'X-CSRF-Token': await csrfOf(context, base()) };
    const res = await request[method](url, { data: body, headers });
    if (!status.includes(res.status()))
      throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  return {
    get: (url: string) => send('get', url),
    post: (url: string, body: unknown = {}) => send('post', url, body),
    put: (url: string, body: unknown) => send('put', url, body),
  };
}

/** Posts and publishes a job: it waits for payment in the organisation's cart. Its id. */
async function jobInCart(context: BrowserContext, title: string): Promise<number> {
  const call = api(context);
  const created = await call.post(data('/listings'), jobDraft(title));
  const published = await call.post(data(`/listings/${created.data.id}/publish`));
  if (published.data.status !== 'AWAITING_PAYMENT') throw new Error(`${title} is not waiting for payment`);
  return created.data.id as number;
}

/** What the checkout page's card entry does: the card to the provider named by /data/environment, a token back. */
async function cardToken(context: BrowserContext, number: string): Promise<string> {
  const env = await api(context).get(`${base()}/data/environment`);
  const provider = env.paymentProvider as { publishableKey: string; localServerUrl: string };
  const res = await context.request.post(`${provider.localServerUrl}/v1/tokens`, {
    form: {
      key: provider.publishableKey,
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getUTCFullYear() + 2),
      'card[cvc]': '123',
    },
  });
  const body = await res.json();
  if (!body.id) throw new Error(`no token for ${number}: ${JSON.stringify(body)}`);
  return body.id as string;
}

async function payByCard(context: BrowserContext, invoice: Invoice, billingAddressId: number) {
  const answer = await api(context).post(data('/payments'), {
    invoiceIds: [invoice.id],
    amount: invoice.total.amount,
    invoiceTotal: invoice.total.amount,
    billingAddressId,
    token: await cardToken(context, '4242424242424242'),
    idempotencyKey: `e2e-records-${STAMP}-${invoice.id}`,
  });
  if (answer.payment.status !== 'SUCCEEDED')
    throw new Error(`payment ${answer.payment.id}: ${answer.payment.status}`);
  return answer.payment as { id: number };
}

async function adminContext(email: string) {
  const context = await suite.browser.newContext({ locale: 'en-US', viewport: DESKTOP });
  await signIn(context, base(), email);
  await acceptCookies(context, base());
  return context;
}

describe('an organisation’s billing records', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let paid: Invoice;
  let open: Invoice;
  let paymentId: number;
  const spentOn = `Credit job ${STAMP}`;

  beforeAll(async () => {
    context = await adminContext(SEEDED.adminOfOrg1);
    const call = api(context);
    // A job paid by card, a pack of 10 credits bought, one credit spent on a second job; a third job's
    // invoice left open.
    await jobInCart(context, `Paid job ${STAMP}`);
    paid = (await call.post(data('/checkout'))).invoice;
    const address = (
      await call.post(data('/billing-addresses'), {
        name: `Records Org ${STAMP}`,
        line1: 'Rua das Flores 12',
        city: 'Porto Alegre',
        country: 'BR',
        taxId: '12.345.678/0001-90',
      })
    ).billingAddress;
    paymentId = (await payByCard(context, paid, address.id)).id;
    const pack = (await call.post(data('/checkout'), { pack: 'PACK_10' })).invoice;
    await payByCard(context, pack, address.id);
    const credited = await jobInCart(context, spentOn);
    await call.post(data(`/cart/items/${credited}/credit`));
    await jobInCart(context, `Open job ${STAMP}`);
    open = (await call.post(data('/checkout'))).invoice;
    paid = (await call.get(data(`/invoices/${paid.id}`))).invoice;

    page = await context.newPage();
    problems = watchProblems(page);
    page.on('response', (r) => {
      if (r.status() >= 500) problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
  });
  afterAll(() => context?.close());

  test('the invoices list names the paid invoice by its number; its page has the PDF with organisation, number and amount', async () => {
    expect(paid.status).toBe('PAID');
    expect(paid.number).toMatch(/^\d{4}-\d{6}$/);
    await page.goto(`${base()}/invoices`);
    await page.waitForURL((url) => url.pathname === `/admin/${ORG}/invoices`);
    const table = page.getByTestId('invoices-table');
    await table.getByRole('link', { name: paid.number! }).waitFor();
    await table.getByRole('link', { name: 'Pro forma' }).first().waitFor();
    await dismissDialogs(page);
    await audit(page, 'invoices', findings);

    await table.getByRole('link', { name: paid.number! }).click();
    await page.waitForURL((url) => url.pathname === `/admin/${ORG}/invoices/${paid.id}`);
    await page.getByRole('heading', { level: 2, name: `Invoice ${paid.number}` }).waitFor();
    await page.getByTestId('invoice-status').getByText('Paid').waitFor();
    await audit(page, 'invoice', findings);

    const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    expect(href).toBe(`/data/invoices/${paid.id}/pdf?lang=en`);
    const pdf = await context.request.get(`${base()}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
    const text = execFileSync('pdftotext', ['-', '-'], { input: await pdf.body() }).toString();
    const org = (await api(context).get(`${base()}/data/invoices/${paid.id}`)).org as { name: string };
    expect(text).toContain(org.name);
    expect(text).toContain(paid.number);
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: paid.total.currency }).format(
      paid.total.amount / 100,
    );
    expect(text.replace(/\s+/g, ' ')).toContain(amount.replace(/\s+/g, ' '));
  });

  test('the payment shows its card and the invoice it paid', async () => {
    await page.goto(`${base()}/admin/${ORG}/payments`);
    const row = page
      .getByTestId('payments-table')
      .getByRole('row')
      .filter({ hasText: `Invoice #${paid.id}` });
    await row.getByText('Visa •••• 4242').waitFor();
    await row.getByTestId('payment-status').getByText('Paid').waitFor();
    await audit(page, 'payments', findings);
    await row.getByTestId('payment-link').click();
    await page.waitForURL((url) => url.pathname === `/admin/${ORG}/payments/${paymentId}`);
    await page.getByTestId('payment-card').getByText('Visa card ending in 4242').waitFor();
    await page.getByRole('link', { name: `Invoice #${paid.id}` }).waitFor();
    await audit(page, 'payment', findings);
  });

  test('the credits: balance, the pack with what is left, and the ledger with the listing a credit published', async () => {
    await page.goto(`${base()}/credits`);
    await page.waitForURL((url) => url.pathname === `/admin/${ORG}/credits`);
    const balance = page.getByTestId('credit-balance');
    await balance.waitFor();
    expect(await balance.textContent()).toMatch(/^\d+ credits?$/);
    await page
      .getByTestId('credit-packs')
      .getByText(/^\d+ of 10$/)
      .first()
      .waitFor();
    const ledger = page.getByTestId('credit-ledger');
    await ledger.getByRole('link', { name: spentOn }).waitFor();
    await ledger
      .getByText(/Pack bought \(10 postings\)/)
      .first()
      .waitFor();
    await audit(page, 'credits', findings);
  });

  test('an open invoice takes a new billing address; the printable invoice prints it', async () => {
    await page.goto(`${base()}/admin/${ORG}/invoices/${open.id}`);
    await page.getByRole('heading', { level: 2, name: 'Pro forma invoice' }).waitFor();
    expect(await page.getByRole('link', { name: 'Pay this invoice' }).getAttribute('href')).toBe(
      `/admin/${ORG}/checkout/billing-address?invoiceId=${open.id}`,
    );
    await page.getByRole('link', { name: 'Change billing address' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/${ORG}/invoices/${open.id}/billing-address`);
    const form = page.getByTestId('billing-address-form');
    await form.getByRole('button', { name: 'Save and use this address' }).click();
    await form.getByText('Fill this in.').first().waitFor();
    await audit(page, 'billing-address', findings);
    await form.getByLabel('Name on the invoice').fill(`Printable Org ${STAMP}`);
    await form.getByLabel('Address', { exact: true }).fill('1 Market Street');
    await form.getByLabel('City').fill('Lisbon');
    await form.getByLabel('Country').selectOption('PT');
    await form.getByRole('button', { name: 'Save and use this address' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/${ORG}/invoices/${open.id}`);
    await page.getByTestId('billing-address').getByText(`Printable Org ${STAMP}`).waitFor();

    await page.goto(`${base()}/invoices/${paid.id}`);
    await page.getByRole('heading', { level: 1, name: `Invoice ${paid.number}` }).waitFor();
    await page.getByTestId('invoice-total').waitFor();
    await audit(page, 'printable-invoice', findings);
    expect(problems).toEqual([]);
  });

  test('another organisation’s admin finds neither the invoice nor its PDF', async () => {
    const other = await adminContext('admin2@example.org');
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(`${base()}/invoices/${paid.id}`);
      await otherPage.getByTestId('not-found').waitFor();
      await otherPage.goto(`${base()}/admin/2/invoices/${paid.id}`);
      await otherPage.getByTestId('not-found').waitFor();
      expect((await other.request.get(`${base()}/data/invoices/${paid.id}/pdf`)).status()).toBe(404);
    } finally {
      await other.close();
    }
    expect(findings).toEqual([]);
  });
});
