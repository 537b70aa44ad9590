import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { answerIntakeQuestion, SEED_PASSWORD, signIn } from '../src/accounts';
import { watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// The user dashboard in a real browser against the whole platform (issue 10): each screen's main task as
// seeded job seekers, Jane in English on a desktop and Lucía in Spanish on a phone; an accessibility audit
// of every screen (no serious or critical findings) with screenshots at 1280 and 390 px.
const suite = useBrowserAndPlatform();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = path.join(os.tmpdir(), 'og-user-dashboard');
mkdirSync(SHOTS, { recursive: true });

const base = () => suite.platform.url;

async function csrfOf(context: BrowserContext) {
  return (await context.cookies(base())).find((c) => c.name === 'csrf')?.value ?? '';
}

/** A signed-in browser context (cookie bar accepted, the intake question answered through the api). */
async function signedIn(email: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ viewport });
  await signIn(context, base(), email);
  await answerIntakeQuestion(context, base());
  await context.request.post(`${base()}/data/website/accept-cookies`, {
    headers: { 'X-CSRF-Token': await csrfOf(context) },
  });
  return { context, page: await context.newPage() };
}

async function api(context: BrowserContext, method: 'post' | 'put' | 'patch', url: string, data: object) {
  const request: APIRequestContext = context.request;
  const res = await request[method](`${base()}${url}`, {
    data,
    headers: { 'X-CSRF-Token': await csrfOf(context) },
  });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** The first published listing of a type, found through the search api. */
async function firstListing(context: BrowserContext, type: string): Promise<{ id: number; title: string }> {
  const res = await context.request.get(`${base()}/data/search/listings?type=${type}`);
  const hit = (await res.json()).hits[0];
  return { id: hit.id, title: hit.title };
}

async function audit(page: Page, name: string, findings: string[]) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  for (const v of violations)
    if (v.impact === 'serious' || v.impact === 'critical')
      findings.push(`${name} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function visit(page: Page, pathname: string, testId: string) {
  await page.goto(`${base()}${pathname}`);
  await page.getByTestId(testId).waitFor();
}

describe('the user dashboard, in English on a desktop (Jane)', () => {
  const findings: string[] = [];
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    ({ context, page } = await signedIn('jane.doe@example.org'));
    problems = watchProblems(page);
  });
  afterAll(() => context?.close());

  it('saved items: a saved job is listed, unsaved with undo; a saved search is renamed, alerted and deleted', async () => {
    const job = await firstListing(context, 'JOB');
    await api(context, 'post', '/data/saved-listings', { id: job.id, type: 'JOB' });
    await api(context, 'post', '/data/saved-searches', { text: 'grant writer', index: 'JOB' });

    await visit(page, '/dashboard/saved-items', 'saved-items');
    await page.getByRole('heading', { level: 1, name: 'Saved items' }).waitFor();
    await page.getByRole('navigation', { name: 'Dashboard sections' }).waitFor();
    await audit(page, 'saved-items-en-1280', findings);
    await page.getByRole('button', { name: `Save ${job.title}` }).click();
    await page.getByText(`Removed “${job.title}” from your saved items.`).waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: `Save ${job.title}` }).waitFor();
    expect(await page.getByRole('button', { name: `Save ${job.title}` }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await page.getByRole('link', { name: 'Saved searches' }).click();
    await page.waitForURL((url) => url.search === '?tab=searches');
    const search = page.getByTestId('saved-search');
    await search.waitFor();
    await search.getByRole('button', { name: 'Rename' }).click();
    await search.getByLabel('Name').fill('Grant writing roles');
    await search.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Grant writing roles' }).waitFor();
    await page.getByTestId('saving-search-status').getByText('Saved search updated.').waitFor();
    await search.getByRole('checkbox', { name: 'Email me new matches' }).check();
    expect(await search.getByRole('link', { name: 'Open search' }).getAttribute('href')).toBe(
      '/en/jobs?q=grant+writer',
    );
    await audit(page, 'saved-searches-en-1280', findings);
    await search.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete search' }).click();
    await page.getByTestId('saving-search-status').getByText('Saved search deleted.').waitFor();
  });

  it('professional experience: a job ending before it starts gets a field error; fixed, it is saved and listed', async () => {
    await visit(page, '/dashboard/employment-profile', 'work-history');
    expect(new URL(page.url()).pathname).toBe('/dashboard/professional-experience');
    await page.getByRole('button', { name: 'Add a job' }).click();
    const form = page.getByTestId('work-history-form');
    await form.getByLabel('Job title').fill('Program coordinator');
    await form.getByLabel('Organization').fill('City Food Bank');
    await form.getByLabel('Start').fill('2023-06');
    await form.getByLabel('End', { exact: true }).fill('2022-01');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('The end cannot be before the start.').waitFor();
    await form.getByLabel('End', { exact: true }).fill('2024-02');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('work-history-job').getByText('Program coordinator').waitFor();
    await page.getByText('June 2023 – February 2024').waitFor();
    await audit(page, 'experience-en-1280', findings);
  });

  it('notification preferences: a kind of mail turned off stays off after a reload', async () => {
    await visit(page, '/dashboard/notification-preferences', 'email-preferences');
    const newsletter = page.getByRole('switch', { name: 'Saved search alerts' });
    expect(await newsletter.isChecked()).toBe(true);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/general-settings/email-preferences') && r.ok(),
    );
    await newsletter.click();
    await saved;
    await audit(page, 'preferences-en-1280', findings);
    await page.reload();
    await page.getByTestId('email-preferences').waitFor();
    expect(await page.getByRole('switch', { name: 'Saved search alerts' }).isChecked()).toBe(false);
  });

  it('payment methods: a declined test card is refused with a clear message; 4242… is saved', async () => {
    await visit(page, '/dashboard/payment-methods/add-card', 'payment-methods');
    const fill = async (number: string) => {
      await page.getByLabel('Card number').fill(number);
      await page.getByLabel('Expiry date').fill('12/34');
      await page.getByLabel('Security code (CVC)').fill('123');
      await page.getByRole('button', { name: 'Save card' }).click();
    };
    await fill('4000 0000 0000 0002');
    await page
      .getByTestId('card-refused')
      .getByText('Your bank declined this card.', { exact: false })
      .waitFor();
    expect(await page.getByTestId('payment-card').count()).toBe(0);
    await fill('4242 4242 4242 4242');
    await page.getByTestId('payment-card').getByText('Visa ending in 4242, expires 12/2034').waitFor();
    await audit(page, 'payments-en-1280', findings);
  });

  it('account settings: the name is changed and "download my data" gives the user’s data as JSON', async () => {
    await visit(page, '/dashboard/account-settings', 'account-settings');
    await page.getByLabel('First name').fill('Janet');
    await page.getByTestId('names-form').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name saved.').waitFor();
    await audit(page, 'account-en-1280', findings);
    const download = await context.request.get(`${base()}/data/users/me/export`);
    expect(download.headers()['content-disposition']).toMatch(/^attachment/);
    const data = await download.json();
    expect(data.user).toMatchObject({ email: 'jane.doe@example.org', firstName: 'Janet' });
    expect(data.workHistoryJobs).toEqual([expect.objectContaining({ title: 'Program coordinator' })]);
    expect(data.emailPreferences).toContainEqual({ kind: 'SAVED_SEARCH_ALERTS', enabled: false });
  });

  it('has no serious or critical accessibility findings and no console errors', () => {
    expect(findings).toEqual([]);
    expect(problems.filter((p) => !/favicon|Failed to load resource/.test(p))).toEqual([]);
  });
});

describe('the user dashboard, in Spanish on a phone (Lucía)', () => {
  const findings: string[] = [];
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signedIn('lucia.fernandez@example.org', PHONE));
  });
  afterAll(() => context?.close());

  it('profile: the applicant profile is saved in Spanish, the sections reached from the phone’s select', async () => {
    await visit(page, '/dashboard/profile', 'profile-page');
    await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Secciones del panel' }).isVisible()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Presencial' }).isChecked()).toBe(true);
    await page.getByLabel('Habilidades').fill('Gestión de voluntarios');
    await page.getByRole('button', { name: 'Añadir' }).click();
    await page.getByRole('radio', { name: 'Sí, acepto que me contacten' }).check();
    await page.getByRole('button', { name: 'Guardar perfil' }).click();
    await page.getByText('Perfil guardado.').waitFor();
    await audit(page, 'profile-es-390', findings);
    await page.getByLabel('Ir a la sección').selectOption('application-history');
    await page.waitForURL((url) => url.pathname === '/dashboard/application-history');
  });

  it('application history: an attendance sent from an event page is listed with its status', async () => {
    const event = await firstListing(context, 'EVENT');
    await api(context, 'post', `/data/listings/EVENT/${event.id}/applications`, {});
    await visit(page, '/dashboard/application-history', 'application-history');
    const row = page.getByTestId('application').first();
    await row.getByText(event.title).waitFor();
    await row.getByText('Asistencia').waitFor();
    await row.getByText('Enviada').waitFor();
    await audit(page, 'applications-es-390', findings);
  });

  it('public profile: published with a username, shown at /i/{username}; an unknown one is not found (404)', async () => {
    await visit(page, '/dashboard/notification-preferences', 'public-profile-settings');
    const panel = page.getByTestId('public-profile-settings');
    await panel.getByRole('button', { name: 'Configurar mi perfil público' }).click();
    await panel.getByLabel('Nombre de usuario').fill('lucia-fernandez');
    await panel.getByRole('checkbox', { name: 'Publicar mi perfil' }).check();
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await panel.getByRole('link', { name: 'Ver mi perfil público' }).click();
    await page.waitForURL((url) => url.pathname === '/i/lucia-fernandez');
    await page.getByRole('heading', { level: 1, name: 'Lucía Fernández' }).waitFor();
    await page.getByText('Gestión de voluntarios').waitFor();
    await audit(page, 'public-profile-es-390', findings);
    const unknown = await page.goto(`${base()}/i/nadie-aqui`);
    expect(unknown?.status()).toBe(200);
    await page.getByTestId('not-found').waitFor();
    expect((await context.request.get(`${base()}/data/profiles/nadie-aqui`)).status()).toBe(404);
  });

  it('has no serious or critical accessibility findings', () => {
    expect(findings).toEqual([]);
  });
});

describe('every screen at 390 and 1280 px', () => {
  const SCREENS: [string, string][] = [
    ['/dashboard/saved-items', 'saved-items'],
    ['/dashboard/saved-items?tab=searches', 'saved-items'],
    ['/dashboard/profile', 'profile-page'],
    ['/dashboard/professional-experience', 'work-history'],
    ['/dashboard/application-history', 'user-dashboard-section'],
    ['/dashboard/account-settings', 'account-settings'],
    ['/dashboard/notification-preferences', 'notification-preferences'],
    ['/dashboard/payment-methods/add-card', 'payment-methods'],
  ];

  it.each([
    ['en', 'jane.doe@example.org'],
    ['es', 'lucia.fernandez@example.org'],
  ])('has no serious or critical accessibility findings in %s', async (lang, email) => {
    const findings: string[] = [];
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await signedIn(email, viewport);
      for (const [pathname, testId] of SCREENS) {
        await visit(page, pathname, testId);
        const name = `${pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${lang}-${viewport.width}`;
        await audit(page, name, findings);
        // A phone layout: nothing wider than the screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) findings.push(`${name} is ${overflow}px wider than the screen`);
      }
      await context.close();
    }
    expect(findings).toEqual([]);
  });
});

describe('deleting an account (João, in Portuguese)', () => {
  it('is guarded by can-delete, signs the user out, and the user cannot log in afterwards', async () => {
    const { context, page } = await signedIn('joao.silva@example.org');
    await visit(page, '/dashboard/account-settings', 'delete-account');
    await page.getByRole('button', { name: 'Excluir minha conta…' }).click();
    await page
      .getByRole('checkbox', { name: 'Entendo que minha conta e meus dados serão apagados para sempre' })
      .check();
    await page.getByRole('button', { name: 'Excluir minha conta', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const me = await (await context.request.get(`${base()}/data/users/me`)).json();
    expect(me.user).toBeNull();
    const again = await suite.browser.newContext();
    await expect(signIn(again, base(), 'joao.silva@example.org', SEED_PASSWORD)).rejects.toThrow(/400/);
    await again.close();
    await context.close();
  });
});
