import type { BrowserContext, Page } from 'playwright-core';
import { SEEDED, csrfOf, signIn } from '../src/accounts';
import { auditor, DESKTOP, dismissDialogs } from '../src/audit';
import { watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// Posting (issue 18; docs/product/organisations.md#posting-a-listing) in a real browser against the whole
// platform, in Portuguese: an organisation's admin posts a volunteer opportunity and an event (the draft
// saved as they type, published after a confirmation) and finds each in search and in the sitemap; posts a
// job, which waits for payment; staff publish it free of charge and it is in search. Every page audited
// (no serious or critical axe findings) at 1280 and 390 px, dialogs open, with screenshots.
const suite = useBrowserAndPlatform();
const base = () => suite.platform.url;
const findings: string[] = [];
const audit = auditor(process.env.OG_SHOTS ?? '/tmp/shots-posting');
const STAMP = Date.now().toString(36);

/** A context signed in as `email`, its language Portuguese, cookies accepted. */
async function portugueseContext(email: string) {
  const context = await suite.browser.newContext({ locale: 'pt-BR', viewport: DESKTOP });
  await signIn(context, base(), email);
  const csrf = await csrfOf(context, base());
  const me = await context.request.patch(`${base()}/data/users/me`, {
    data: { lang: 'pt' },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(me.ok()).toBe(true);
  await context.request.post(`${base()}/data/website/accept-cookies`, { headers: { 'X-CSRF-Token': csrf } });
  return context;
}

/** Every <loc> of every sitemap file the index names. */
async function sitemapLocations(context: BrowserContext): Promise<string[]> {
  const index = await (await context.request.get(`${base()}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const locations: string[] = [];
  for (const file of files) {
    const xml = await (await context.request.get(`${base()}${file}`)).text();
    locations.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
  }
  return locations;
}

describe('an organisation’s admin posts listings, in Portuguese', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const posted: Record<string, { id: string; title: string }> = {};

  beforeAll(async () => {
    context = await portugueseContext(SEEDED.adminOfOrg1);
    page = await context.newPage();
    problems = watchProblems(page);
    page.on('response', (r) => {
      if (r.status() >= 500) problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
  });
  afterAll(() => context?.close());

  /** Chooses the type, fills the form (remote, so no place is needed), sees it saved; the draft's id. */
  async function writeDraft(type: 'VOLOP' | 'EVENT' | 'JOB', title: string, segment: string, shots: boolean) {
    await page.goto(`${base()}/admin/1/post-a-listing?listingType=${type}`);
    const choose = page.getByTestId('choose-listing-type');
    await choose.getByRole('heading', { level: 2, name: 'Publicar um anúncio' }).waitFor();
    await dismissDialogs(page);
    if (shots) await audit(page, 'choose-type', findings);
    await choose.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/1/${segment}/create`);
    const form = page.getByTestId('listing-form');
    await form.getByRole('textbox', { name: 'Título' }).fill(title);
    // The first change the contract accepts creates the draft; the address becomes its edit page's.
    await page.waitForURL(new RegExp(`/admin/1/${segment}/\\d+/edit$`));
    await page
      .getByTestId('save-status')
      .getByText(/^Salvo às \d\d:\d\d/)
      .waitFor();
    const editor = form.getByRole('textbox', { name: 'Descrição' });
    await editor.click();
    await page.keyboard.type('Uma descrição com o que as pessoas vão fazer.');
    const saving = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/data\/orgdashboard\/1\/listings\/\d+$/.test(r.url()),
      { timeout: 20_000 },
    );
    await form.getByRole('radio', { name: 'Remoto' }).check();
    if (type === 'JOB') {
      await form.getByRole('combobox', { name: /^Tipo de vaga/ }).selectOption('FULL_TIME');
      await form.getByRole('combobox', { name: /^Nível profissional/ }).selectOption('PROFESSIONAL');
      await form
        .getByRole('group', { name: 'Funções' })
        .getByRole('checkbox', { name: 'Gestão de projetos' })
        .check();
      await form.getByRole('textbox', { name: /^Mínimo/ }).fill('4000');
      await form.getByRole('combobox', { name: /^Moeda/ }).selectOption('BRL');
      await form.getByRole('combobox', { name: /^Por/ }).selectOption('MONTH');
    }
    // Saved after the pause, with the version it was read at.
    const put = await saving;
    expect(put.status()).toBe(200);
    await page
      .getByTestId('save-status')
      .getByText(/^Salvo às/)
      .waitFor();
    if (shots) await audit(page, `editor-${type.toLowerCase()}`, findings);
    const id = /\/(\d+)\/edit$/.exec(new URL(page.url()).pathname)![1]!;
    posted[type] = { id, title };
    return id;
  }

  /** Publishes from the editor after its confirmation; the listings table shows `state`. */
  async function publish(type: string, says: RegExp, state: string, shots: boolean) {
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: /^Publicar “/ });
    await dialog.waitFor();
    await dialog.getByText(says).waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    if (shots) await audit(page, `publish-dialog-${type.toLowerCase()}`, findings);
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/1/listings');
    const row = page.getByTestId('listing-row').filter({ hasText: posted[type]!.title });
    await row.getByTestId('listing-state').getByText(state).waitFor();
    return row;
  }

  test('a volunteer opportunity: draft saved as typed, published, in search and in the sitemap', async () => {
    const title = `Mutirão de limpeza ${STAMP}`;
    const id = await writeDraft('VOLOP', title, 'volops', true);
    const row = await publish('VOLOP', /entra no ar agora/, 'No ar', true);
    expect(await row.getByRole('link', { name: 'Pré-visualizar' }).getAttribute('href')).toBe(
      `/admin/1/volops/${id}/preview`,
    );
    await audit(page, 'listings', findings);
    // The top of the (long: the seeded organisation has many listings) table, to look at.
    await page.screenshot({ path: `${process.env.OG_SHOTS ?? '/tmp/shots-posting'}/listings-top-1280.png` });

    await page.goto(`${base()}/pt/voluntariado?q=${encodeURIComponent(title)}`);
    await page.getByTestId('listing-card').filter({ hasText: title }).first().waitFor();
    expect((await sitemapLocations(context)).some((loc) => loc.includes(`/${id}-`))).toBe(true);
  });

  test('an event, the same way', async () => {
    const title = `Oficina de captação ${STAMP}`;
    const id = await writeDraft('EVENT', title, 'events', false);
    await publish('EVENT', /entra no ar agora/, 'No ar', false);
    await page.goto(`${base()}/pt/eventos?q=${encodeURIComponent(title)}`);
    await page.getByTestId('listing-card').filter({ hasText: title }).first().waitFor();
    expect((await sitemapLocations(context)).some((loc) => loc.includes(`/${id}-`))).toBe(true);
  });

  test('a job waits for payment, and closing asks first', async () => {
    const title = `Coordenação de projetos ${STAMP}`;
    await writeDraft('JOB', title, 'jobs', true);
    await publish('JOB', /vai aguardar o pagamento/, 'Aguardando pagamento', true);
    // Closing the live volunteer opportunity asks first (and Cancel keeps it).
    const volop = page.getByTestId('listing-row').filter({ hasText: posted.VOLOP!.title });
    await volop.getByRole('button', { name: 'Encerrar' }).click();
    const dialog = page.getByRole('alertdialog', { name: /^Encerrar “/ });
    await dialog.getByText(/sai da busca e não recebe mais candidaturas/).waitFor();
    await audit(page, 'close-dialog', findings);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  test('staff publish the job free of charge: it is in search', async () => {
    const staff = await portugueseContext(SEEDED.staff);
    const staffPage = await staff.newPage();
    await staffPage.goto(`${base()}/admin/1/listings`);
    await dismissDialogs(staffPage);
    const row = staffPage.getByTestId('listing-row').filter({ hasText: posted.JOB!.title });
    // The modal sequence may open a dialog late (the page behind it inert): closed, then the click again.
    for (let attempt = 0; ; attempt++) {
      try {
        await row.getByRole('button', { name: 'Publicar sem custo' }).click({ timeout: 5_000 });
        break;
      } catch (error) {
        if (attempt === 4) throw error;
        await dismissDialogs(staffPage);
      }
    }
    const dialog = staffPage.getByRole('alertdialog', { name: /sem custo\?$/ });
    await dialog.waitFor();
    await audit(staffPage, 'publish-free-dialog', findings);
    await dialog.getByRole('button', { name: 'Publicar sem custo' }).click();
    await row.getByTestId('listing-state').getByText('No ar').waitFor();
    await staffPage.goto(`${base()}/pt/empregos?q=${encodeURIComponent(posted.JOB!.title)}`);
    await staffPage.getByTestId('listing-card').filter({ hasText: posted.JOB!.title }).first().waitFor();
    await staff.close();
  });

  test('no serious or critical accessibility findings', () => {
    expect(findings).toEqual([]);
  });
});
