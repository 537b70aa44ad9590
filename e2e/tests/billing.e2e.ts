import type { BrowserContext, Page } from 'playwright-core';
import { SEEDED } from '../src/accounts';
import { auditor, dismissDialogs } from '../src/audit';
import { cartOf, contextIn, jobDraft, pdfText, providerPaymentIntents, publishListing } from '../src/billing';
import { watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// Billing (issue 19; docs/product/billing.md) in a real browser against the whole platform and the local
// Stripe-compatible test server beside the api, in Spanish: the admin of organisation 1 publishes a job
// draft, finds it in the cart (the header's pill counts it at once), gives a billing address, is told a
// declined test card was declined (nothing published), pays with 4242… by double-clicking Pay (the
// provider records one payment) and finds the job live in search; buys a pack of credits with a 3-D Secure
// card and publishes a second job with a credit; the invoice's PDF holds the organisation, the amount and
// the number. Every page is audited with axe at 1280 and 390 px (dialogs open), with screenshots.
const suite = useBrowserAndPlatform();
const base = () => suite.platform.url;
const findings: string[] = [];
const shots = process.env.OG_SHOTS ?? '/tmp/shots-billing';
const audit = auditor(shots);
const STAMP = Date.now().toString(36);
const ORG = 1;

/** "149,00" or "149.00" (or "1.490,00"…): an amount in minor units as a PDF or page may write it. */
const amountPattern = (minor: number) => {
  const units = Math.floor(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '[.,\\s\u00a0\u202f]?');
  return new RegExp(`${units}[.,]${String(minor % 100).padStart(2, '0')}`);
};

describe('an organisation’s admin pays for a job, in Spanish', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let orgName = '';
  const first = { id: 0, title: `Coordinación de programas ${STAMP}` };
  let invoiceId = 0;
  let invoiceNumber = '';
  let paidAmount = 0;
  let pdfHref = '';

  beforeAll(async () => {
    context = await contextIn(suite.browser, base(), SEEDED.adminOfOrg1, 'es');
    page = await context.newPage();
    problems = watchProblems(page);
    const org = await context.request.get(`${base()}/data/orgdashboard/${ORG}/organization`);
    orgName = ((await org.json()) as { data: { org: { name: string } } }).data.org.name;
  });
  afterAll(() => context?.close());

  /** The refusals the test provokes (a declined card: 402) are answers the browser logs, not problems. */
  const unexpected = () => problems.filter((p) => !/status of 402/.test(p));

  test('the job waits in the cart, and the pill counts it', async () => {
    const before = await cartOf(context, base(), ORG);
    first.id = await jobDraft(context, base(), ORG, first.title);
    await page.goto(`${base()}/admin/${ORG}/listings`);
    await dismissDialogs(page);
    const pill = page.getByTestId('cart-pill');
    await pill.and(page.locator(`[data-count="${before.count}"]`)).waitFor();
    // Published from the listings table: it waits for payment, and the pill counts it at once.
    const listing = page.getByTestId('listing-row').filter({ hasText: first.title });
    await listing.getByRole('button', { name: 'Publicar', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `¿Publicar «${first.title}»?` });
    await confirm.getByText(/a la espera del pago/).waitFor();
    await confirm.getByRole('button', { name: 'Publicar', exact: true }).click();
    await listing.getByTestId('listing-state').getByText('Esperando pago').waitFor();
    const count = before.count + 1;
    await pill.and(page.locator(`[data-count="${count}"]`)).waitFor();
    expect(await pill.getAttribute('aria-label')).toBe(
      count === 1 ? 'Carrito, 1 artículo' : `Carrito, ${count} artículos`,
    );
    await pill.click();
    await page.waitForURL((url) => url.pathname === `/admin/${ORG}/cart`);
    const row = page.getByTestId('cart-item').filter({ hasText: first.title });
    await row.waitFor();
    expect(await row.textContent()).toContain('Empleo');
    await audit(page, 'cart', findings);
    // Removing asks first (the dialog audited open); Cancel keeps the item.
    await row.getByRole('button', { name: `Quitar ${first.title} del carrito` }).click();
    const dialog = page.getByRole('alertdialog', { name: `¿Quitar ${first.title} del carrito?` });
    await dialog.waitFor();
    await audit(page, 'cart-remove-dialog', findings);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('checkout: a billing address, then a declined card says so and publishes nothing', async () => {
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/admin/${ORG}/checkout/billing-address`);
    invoiceId = Number(new URL(page.url()).searchParams.get('invoiceId'));
    expect(invoiceId).toBeGreaterThan(0);
    await page.getByTestId('billing-address-page').waitFor();
    // A first address is asked for; a saved one is offered instead.
    const form = page.getByTestId('billing-address-form');
    if (await form.isVisible()) {
      await form.getByRole('button', { name: 'Guardar y usar esta dirección' }).click();
      await form.getByText('Completa este campo.').first().waitFor();
      await audit(page, 'billing-address-errors', findings);
      await form.getByLabel(/^Nombre en la factura/).fill('Fundación Horizonte');
      await form.getByLabel('Dirección', { exact: true }).fill('Calle Mayor 1');
      await form.getByLabel(/^Ciudad/).fill('Madrid');
      await form.getByLabel(/^País/).selectOption('ES');
      await form.getByRole('button', { name: 'Guardar y usar esta dirección' }).click();
    } else {
      await audit(page, 'billing-address', findings);
      await page.getByTestId('billing-address-choice').first().getByRole('radio').check();
      await page.getByRole('button', { name: 'Continuar al pago' }).click();
    }
    await page.waitForURL((url) => url.pathname === `/admin/${ORG}/pay-by-credit-card`);
    expect(new URL(page.url()).searchParams.get('invoiceId')).toBe(String(invoiceId));
    await page.getByTestId('pay-summary').waitFor();

    await page.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
    await page.getByLabel(/^Fecha de vencimiento/).fill('12/34');
    await page.getByLabel('Código de seguridad (CVC)').fill('123');
    await page.getByTestId('pay-button').click();
    await page
      .getByTestId('card-refused')
      .getByText(/Tu banco rechazó esta tarjeta/)
      .waitFor();
    await page.getByTestId('nothing-charged').waitFor();
    await audit(page, 'pay-declined', findings);
    // Nothing published: still in the cart, not in search.
    expect((await cartOf(context, base(), ORG)).items.some((i) => i.listingId === first.id)).toBe(true);
    const search = await context.request.get(`${base()}/es/empleos?q=${encodeURIComponent(first.title)}`);
    expect(await search.text()).not.toContain(`/${first.id}-`);
  });

  test('4242… by double click: charged once, the job is live and the summary links the invoice', async () => {
    const intentsBefore = await providerPaymentIntents(context, base());
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel(/^Fecha de vencimiento/).fill('12/34');
    await page.getByLabel('Código de seguridad (CVC)').fill('123');
    await page.getByTestId('pay-button').dblclick();
    await page.waitForURL((url) => url.pathname === `/admin/${ORG}/payment-summary`, { timeout: 30_000 });
    const summary = page.getByTestId('payment-summary');
    await summary
      .getByTestId('payment-amount')
      .getByText(/Gracias/)
      .waitFor();
    const link = summary.getByTestId('summary-invoice-link');
    invoiceNumber = /Factura (\S+)/.exec((await link.textContent()) ?? '')![1]!;
    expect(invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(await link.getAttribute('href')).toBe(`/admin/${ORG}/invoices/${invoiceId}`);
    await summary.getByTestId('summary-live').getByRole('link', { name: first.title }).waitFor();
    pdfHref = (await summary.getByTestId('summary-invoice-pdf').getAttribute('href')) ?? '';
    expect(pdfHref).toBe(`/data/invoices/${invoiceId}/pdf?lang=es`);
    await audit(page, 'payment-summary', findings);

    // The provider's own records: one succeeded payment more, whatever the double click sent.
    const intentsAfter = await providerPaymentIntents(context, base());
    const added = intentsAfter.filter((pi) => !intentsBefore.some((b) => b.id === pi.id));
    expect(added.map((pi) => pi.status)).toEqual(['succeeded']);
    paidAmount = added[0]!.amount;

    await page.goto(`${base()}/es/empleos?q=${encodeURIComponent(first.title)}`);
    await page.getByTestId('listing-card').filter({ hasText: first.title }).first().waitFor();
    // The pill follows: nothing of this job left in the cart.
    const left = (await cartOf(context, base(), ORG)).count;
    await page.locator(`[data-testid=cart-pill][data-count="${left}"]`).waitFor();
  });

  test('a pack of credits is bought, and a second job is published with a credit', async () => {
    await page.goto(`${base()}/admin/${ORG}/buy-credits`);
    await page.getByTestId('buy-credits-page').waitFor();
    await dismissDialogs(page);
    await audit(page, 'buy-credits', findings);
    const pack = page.getByTestId('credit-pack').filter({ hasText: '10 publicaciones' });
    await pack.getByRole('button', { name: 'Comprar el paquete de 10 publicaciones' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/${ORG}/checkout/billing-address`);
    expect(new URL(page.url()).searchParams.get('pack')).toBe('PACK_10');
    await page.getByTestId('billing-address-choice').first().getByRole('radio').check();
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/${ORG}/pay-by-credit-card`);
    await page.getByTestId('pay-summary').getByText('Paquete de 10 créditos de publicación').waitFor();
    // A card whose bank asks for 3-D Secure: the challenge runs with the provider, then the api settles.
    await page.getByLabel('Número de tarjeta').fill('4000 0025 0000 3155');
    await page.getByLabel(/^Fecha de vencimiento/).fill('12/34');
    await page.getByLabel('Código de seguridad (CVC)').fill('123');
    await audit(page, 'pay-pack', findings);
    const challenge = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/v1\/payment_intents\/pi_[^/]+\/confirm$/.test(r.url()),
    );
    await page.getByTestId('pay-button').click();
    // The bank's challenge went from the browser to the provider, with the publishable key only.
    expect((await challenge).postData()).toMatch(/key=pk_test_.*client_secret=pi_/);
    await page.waitForURL((url) => url.pathname === `/admin/${ORG}/payment-summary`, { timeout: 30_000 });
    await page
      .getByTestId('summary-credits')
      .getByText(/10 créditos de publicación/)
      .waitFor();

    const second = { title: `Asistencia de proyectos ${STAMP}`, id: 0 };
    second.id = await jobDraft(context, base(), ORG, second.title);
    await publishListing(context, base(), ORG, second.id);
    await page.goto(`${base()}/admin/${ORG}/cart`);
    const credits = await cartOf(context, base(), ORG);
    expect(credits.credits).toBeGreaterThanOrEqual(10);
    await page
      .getByTestId('cart-credits')
      .getByText(`Tienes ${credits.credits} créditos de publicación.`)
      .waitFor();
    await page.getByRole('button', { name: `Publicar ${second.title} con un crédito` }).click();
    await page
      .getByTestId('cart-said')
      .getByText(`${second.title} ya está publicado, pagado con un crédito.`)
      .waitFor();
    expect((await cartOf(context, base(), ORG)).credits).toBe(credits.credits - 1);
    await page.goto(`${base()}/es/empleos?q=${encodeURIComponent(second.title)}`);
    await page.getByTestId('listing-card').filter({ hasText: second.title }).first().waitFor();
  });

  test('the invoice PDF holds the organisation, the amount and the number', async () => {
    // The summary's link, fetched with the page's cookies.
    const res = await context.request.get(`${base()}${pdfHref}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    const text = pdfText(await res.body());
    expect(text).toContain(orgName);
    expect(text).toContain(invoiceNumber);
    expect(text).toMatch(amountPattern(paidAmount));
    // Another organisation's admin is not served it.
    const other = await contextIn(suite.browser, base(), 'admin2@example.org', 'es');
    expect((await other.request.get(`${base()}/data/invoices/${invoiceId}/pdf`)).status()).toBe(404);
    await other.close();
  });

  test('no unexpected errors and no serious or critical accessibility findings', () => {
    expect(unexpected()).toEqual([]);
    expect(findings).toEqual([]);
  });
});
