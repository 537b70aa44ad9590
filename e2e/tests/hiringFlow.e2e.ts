import type { BrowserContext, Page } from 'playwright-core';
import { answerIntakeQuestion, csrfOf, SEEDED } from '../src/accounts';
import { auditor, dismissDialogs } from '../src/audit';
import { waitForHydration, watchProblems } from '../src/page';
import { portugueseContext, publishFreeAsStaff, publishFromEditor, sitemapLocations } from '../src/posting';
import { useBrowserAndPlatform } from '../src/suite';

// Issue 18's first must-show as one story, in Portuguese, on the real pages of the whole platform
// (docs/product/organisations.md#posting-a-listing, docs/product/organisations.md#applicants,
// docs/product/listings.md#published-and-unpublished): a seeded organisation's admin posts a job through the
// editor (place, type, level, function, salary, applications on the site, a screening question), sees the
// draft saved and previews it, publishes it (waiting for payment), staff publish it free of charge, and it
// is in the job search and the sitemap; a seeded job seeker applies on its page, answering the question; the
// admin moves the application to "interviewing", which the seeker sees in their application history; the
// admin closes the job: its page says so, carries no JobPosting data, shows no form, and the api refuses an
// application (4xx with an errors map). Every page audited at 1280 and 390 px (dialogs open), screenshots
// kept.
const suite = useBrowserAndPlatform();
const base = () => suite.platform.url;
const ORG = 1;
const SHOTS = process.env.OG_SHOTS ?? '/tmp/shots-hiring-flow';
const audit = auditor(SHOTS);
const findings: string[] = [];
const STAMP = Date.now().toString(36);
const TITLE = `Gerente de programas ${STAMP}`;
const QUESTION = 'Você tem experiência com captação de recursos?';
const ANSWER = 'Sim: coordenei três editais de fundações nos últimos dois anos.';

/** Problems a page shows: console errors, uncaught exceptions, server errors. */
function watched(page: Page) {
  const problems = watchProblems(page);
  page.on('response', (r) => {
    if (r.status() >= 500) problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  return problems;
}

async function waitForValue(page: Page, read: () => Promise<string>, pattern: RegExp) {
  for (let i = 0; i < 40; i++) {
    if (pattern.test(await read())) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`the input never read ${pattern}: ${await read()}`);
}

describe('a job posted in Portuguese, applied to, moved along the pipeline and closed', () => {
  let admin: BrowserContext;
  let seeker: BrowserContext;
  let page: Page;
  let seekerPage: Page;
  let problems: string[][] = [];
  let jobId = '';

  beforeAll(async () => {
    admin = await portugueseContext(suite.browser, base(), SEEDED.adminOfOrg1);
    page = await admin.newPage();
    seeker = await portugueseContext(suite.browser, base(), SEEDED.jobSeeker);
    await answerIntakeQuestion(seeker, base());
    seekerPage = await seeker.newPage();
    problems = [watched(page), watched(seekerPage)];
  });
  afterAll(async () => {
    await admin?.close();
    await seeker?.close();
  });

  test('the admin writes the job in the editor: the draft is saved as they type', async () => {
    await page.goto(`${base()}/admin/${ORG}/post-a-listing?listingType=JOB`);
    const choose = page.getByTestId('choose-listing-type');
    await choose.getByRole('heading', { level: 2, name: 'Publicar um anúncio' }).waitFor();
    await dismissDialogs(page);
    await audit(page, 'choose-type', findings);
    await choose.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/${ORG}/jobs/create`);

    const form = page.getByTestId('listing-form');
    await form.getByRole('textbox', { name: 'Título' }).fill(TITLE);
    // The first change the contract accepts creates the draft; the address becomes its edit page's.
    await page.waitForURL(new RegExp(`/admin/${ORG}/jobs/\\d+/edit$`));
    jobId = /\/(\d+)\/edit$/.exec(new URL(page.url()).pathname)![1]!;
    await page
      .getByTestId('save-status')
      .getByText(/^Salvo às \d\d:\d\d/)
      .waitFor();

    await form.getByRole('textbox', { name: 'Descrição' }).click();
    await page.keyboard.type('Coordene nossos programas com as comunidades atendidas em São Paulo.');
    await form.getByRole('radio', { name: 'Presencial' }).check();
    const place = form.getByRole('combobox', { name: /^Cidade/ });
    await place.fill('São Pau');
    await page
      .getByRole('option', { name: /São Paulo/ })
      .first()
      .click();
    await waitForValue(page, () => place.inputValue(), /São Paulo/);
    await form.getByRole('combobox', { name: /^Tipo de vaga/ }).selectOption('FULL_TIME');
    await form.getByRole('combobox', { name: /^Nível profissional/ }).selectOption('PROFESSIONAL');
    await form
      .getByRole('group', { name: 'Funções' })
      .getByRole('checkbox', { name: 'Gestão de projetos' })
      .check();
    await form.getByRole('textbox', { name: /^Mínimo/ }).fill('6000');
    await form.getByRole('textbox', { name: /^Máximo/ }).fill('8000');
    await form.getByRole('combobox', { name: /^Moeda/ }).selectOption('BRL');
    await form.getByRole('combobox', { name: /^Por/ }).selectOption('MONTH');
    await form.getByRole('radio', { name: /^Na OpenGood/ }).check();
    // The last change: the save that carries the screening question holds everything above.
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' &&
        r.url().endsWith(`/data/orgdashboard/${ORG}/listings/${jobId}`) &&
        (r.request().postData() ?? '').includes(QUESTION),
      { timeout: 20_000 },
    );
    await form.getByRole('button', { name: 'Adicionar uma pergunta' }).click();
    await form.getByRole('textbox', { name: 'Pergunta 1' }).fill(QUESTION);
    const put = await saved;
    expect(put.status()).toBe(200);
    const body = JSON.parse(put.request().postData()!) as Record<string, unknown>;
    expect(body).toMatchObject({
      title: TITLE,
      locationType: 'ONSITE',
      jobType: 'FULL_TIME',
      professionalLevel: 'PROFESSIONAL',
      functions: ['PROGRAM_MANAGEMENT'],
      salaryCurrency: 'BRL',
      salaryPeriod: 'MONTH',
      applyMethod: 'SITE',
    });
    expect(body.placeId).toBeTruthy();
    await page
      .getByTestId('save-status')
      .getByText(/^Salvo às/)
      .waitFor();
    await audit(page, 'editor-job', findings);
  });

  test('the preview shows the public page as it will look, marked as a preview of a draft', async () => {
    await page.goto(`${base()}/admin/${ORG}/jobs/${jobId}/preview`);
    const banner = page.getByTestId('preview-banner');
    await banner.waitFor();
    await dismissDialogs(page);
    await expect(banner.textContent()).resolves.toContain(
      'Pré-visualização: é assim que seu anúncio vai aparecer.',
    );
    await expect(banner.textContent()).resolves.toContain('Situação: Rascunho');
    const detail = page.getByTestId('listing-detail');
    await expect(detail.locator('h1').textContent()).resolves.toBe(TITLE);
    await detail
      .getByText(/São Paulo/)
      .first()
      .waitFor();
    await expect(page.getByTestId('preview-apply-note').count()).resolves.toBe(1);
    await expect(page.getByTestId('application-form').count()).resolves.toBe(0);
    await audit(page, 'preview-draft', findings);
    await banner.getByRole('link', { name: 'Editar este anúncio' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/${ORG}/jobs/${jobId}/edit`);
    await page.getByTestId('listing-form').waitFor();
  });

  test('published, it waits for payment; staff publish it free: in the job search and the sitemap', async () => {
    await publishFromEditor(page, TITLE, /vai aguardar o pagamento/, 'Aguardando pagamento', () =>
      audit(page, 'publish-dialog', findings),
    );
    const staff = await portugueseContext(suite.browser, base(), SEEDED.staff);
    const staffPage = await staff.newPage();
    await publishFreeAsStaff(staffPage, base(), ORG, TITLE, () =>
      audit(staffPage, 'publish-free-dialog', findings),
    );
    await staff.close();

    await seekerPage.goto(`${base()}/pt/empregos?q=${encodeURIComponent(TITLE)}`);
    await seekerPage.getByTestId('listing-card').filter({ hasText: TITLE }).first().waitFor();
    await dismissDialogs(seekerPage);
    await audit(seekerPage, 'search', findings);
    expect((await sitemapLocations(seeker, base())).some((loc) => loc.includes(`/${jobId}-`))).toBe(true);
  });

  test('a job seeker applies on its page, answering the screening question', async () => {
    await seekerPage.goto(`${base()}/pt/emprego/${jobId}`);
    await seekerPage.waitForURL((url) => new RegExp(`^/pt/emprego/${jobId}-`).test(url.pathname));
    await seekerPage.getByTestId('listing-detail').waitFor();
    await waitForHydration(seekerPage);
    await dismissDialogs(seekerPage);
    // Open, its structured data is a JobPosting.
    const types = await seekerPage.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((s) => s.textContent ?? ''),
    );
    expect(types.some((json) => json.includes('"JobPosting"'))).toBe(true);
    const form = seekerPage.getByTestId('application-form');
    await form.getByLabel('Carta de apresentação').fill('Trabalho há oito anos com projetos sociais.');
    await form.getByRole('textbox', { name: new RegExp(QUESTION.slice(0, 20)) }).fill(ANSWER);
    await audit(seekerPage, 'apply-filled', findings);
    const sent = seekerPage.waitForResponse((r) =>
      r.url().endsWith(`/data/listings/JOB/${jobId}/applications`),
    );
    await form.getByTestId('apply-submit').click();
    expect([200, 201]).toContain((await sent).status());
    await form.getByTestId('application-sent').waitFor();
    await audit(seekerPage, 'apply-sent', findings);
  });

  test('the admin moves the application to "Em entrevistas"; the seeker sees it in their history', async () => {
    await page.goto(`${base()}/admin/${ORG}/jobs/${jobId}/applicants`);
    const tab = page.getByTestId('applicants-tab');
    await tab.waitFor();
    await dismissDialogs(page);
    const row = tab.getByTestId('applicant-row').filter({ hasText: 'Jane Doe' });
    await row.getByText('Nova').waitFor();
    await audit(page, 'applicants', findings);
    await row.getByRole('link', { name: 'Jane Doe' }).click();
    await page.waitForURL((url) => /^\/admin\/1\/applications\/\d+$/.test(url.pathname));
    const application = page.getByTestId('application-page');
    await application.getByText(ANSWER).waitFor();
    await application.getByText(QUESTION).waitFor();
    await audit(page, 'application', findings);
    await application.getByLabel('Mover para a etapa').selectOption('INTERVIEWING');
    await application.getByRole('button', { name: 'Mover', exact: true }).click();
    await application.getByTestId('stage-status').getByText('Movida para Em entrevistas.').waitFor();
    await audit(page, 'application-moved', findings);

    await seekerPage.goto(`${base()}/dashboard/application-history`);
    await seekerPage
      .getByTestId('application')
      .filter({ hasText: TITLE })
      .getByText('Em entrevistas')
      .waitFor();
    await audit(seekerPage, 'application-history', findings);
  });

  test('the admin closes the job: its page says closed, carries no JobPosting, and applying is refused', async () => {
    await page.goto(`${base()}/admin/${ORG}/listings`);
    await dismissDialogs(page);
    const row = page.getByTestId('listing-row').filter({ hasText: TITLE });
    await row.getByRole('button', { name: 'Encerrar' }).click();
    const dialog = page.getByRole('alertdialog', { name: /^Encerrar “/ });
    await dialog.getByText(/sai da busca e não recebe mais candidaturas/).waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await audit(page, 'close-dialog', findings);
    await dialog.getByRole('button', { name: 'Encerrar anúncio' }).click();
    await row.getByTestId('listing-state').getByText('Encerrado').waitFor();

    // The server's page, as a crawler reads it: closed by its organisation, the listing is shown as no longer
    // published (spec §3 UNPUBLISHED_ answers), noindex, no JobPosting.
    const html = await (
      await seeker.request.get(`${base()}/pt/emprego/${jobId}`, { headers: { Accept: 'text/html' } })
    ).text();
    expect(html).toContain('Este anúncio está encerrado');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(jsonLd.filter((m) => m[1]!.includes('JobPosting'))).toEqual([]);

    await seekerPage.goto(`${base()}/pt/emprego/${jobId}`);
    await seekerPage.getByRole('heading', { level: 2, name: 'Este anúncio está encerrado' }).waitFor();
    await waitForHydration(seekerPage);
    await expect(seekerPage.locator('h1').first().textContent()).resolves.toBe(TITLE);
    await expect(seekerPage.getByTestId('application-form').count()).resolves.toBe(0);
    await expect(seekerPage.getByTestId('apply-submit').count()).resolves.toBe(0);
    const types = await seekerPage.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((s) => s.textContent ?? ''),
    );
    expect(types.filter((json) => json.includes('JobPosting'))).toEqual([]);
    await audit(seekerPage, 'closed-job', findings);

    // Straight to the api (contracts' route `apply`), as a form kept open in another tab would.
    const refused = await seeker.request.post(`${base()}/data/listings/JOB/${jobId}/applications`, {
      headers: { 'X-CSRF-Token': await csrfOf(seeker, base()) },
      data: { coverLetter: 'Ainda tenho interesse.', answers: [] },
    });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect(refused.status()).toBeLessThan(500);
    const answer = (await refused.json()) as { errors?: Record<string, string> };
    expect(answer.errors).toEqual({ listing: 'LISTING_CLOSED' });
  });

  test('no console errors or server errors; no serious or critical accessibility findings', () => {
    expect(problems.flat()).toEqual([]);
    expect(findings).toEqual([]);
  });
});
