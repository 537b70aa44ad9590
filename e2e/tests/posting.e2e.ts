import type { BrowserContext, Page } from 'playwright-core';
import { SEEDED } from '../src/accounts';
import { auditor, dismissDialogs } from '../src/audit';
import { watchProblems } from '../src/page';
import {
  portugueseContext as portugueseContextOf,
  publishFreeAsStaff,
  publishFromEditor,
  sitemapLocations as sitemapLocationsOf,
} from '../src/posting';
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

const portugueseContext = (email: string) => portugueseContextOf(suite.browser, base(), email);
const sitemapLocations = (context: BrowserContext) => sitemapLocationsOf(context, base());

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
    return publishFromEditor(page, posted[type]!.title, says, state, async () => {
      if (shots) await audit(page, `publish-dialog-${type.toLowerCase()}`, findings);
    });
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
    await publishFreeAsStaff(staffPage, base(), 1, posted.JOB!.title, () =>
      audit(staffPage, 'publish-free-dialog', findings),
    );
    await staffPage.goto(`${base()}/pt/empregos?q=${encodeURIComponent(posted.JOB!.title)}`);
    await staffPage.getByTestId('listing-card').filter({ hasText: posted.JOB!.title }).first().waitFor();
    await staff.close();
  });

  test('no serious or critical accessibility findings', () => {
    expect(findings).toEqual([]);
  });
});
