import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { answerIntakeQuestion, signIn } from '../src/accounts';
import { auditor } from '../src/audit';
import { waitForHydration, waitForSignedIn, watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// The listing and organisation pages in a real browser against the whole platform (docs/product/listings.md#detail-pages, docs/product/listings.md#published-and-unpublished, docs/product/http-and-errors.md#not-found-page;
// issue 8): each type and an organisation opened from its search page in the three languages, a wrong
// slug replaced by the canonical address, save and unsave through the shared control (and its rollback
// when the api fails), applying as a seeded job seeker, and an accessibility audit with screenshots.
const suite = useBrowserAndPlatform();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = path.join(os.tmpdir(), 'og-listing-pages');
mkdirSync(SHOTS, { recursive: true });

const SEARCH: Record<string, Record<string, string>> = {
  en: { JOB: 'jobs', INTERNSHIP: 'internships', VOLOP: 'volunteer', EVENT: 'events', ORG: 'organizations' },
  es: {
    JOB: 'empleos',
    INTERNSHIP: 'pasantias',
    VOLOP: 'voluntariado',
    EVENT: 'eventos',
    ORG: 'organizaciones',
  },
  pt: {
    JOB: 'empregos',
    INTERNSHIP: 'estagios',
    VOLOP: 'voluntariado',
    EVENT: 'eventos',
    ORG: 'organizacoes',
  },
};

async function open(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ viewport });
  // The cookie bar is not what these tests are about: accepted through the api, as its OK button does.
  const base = suite.platform.url;
  await context.request.get(`${base}/data/users/me`);
  const csrf = (await context.cookies(base)).find((c) => c.name === 'csrf')?.value ?? '';
  await context.request.post(`${base}/data/website/accept-cookies`, { headers: { 'X-CSRF-Token': csrf } });
  return { context, page: await context.newPage() };
}

async function signedIn(viewport = DESKTOP) {
  const { context, page } = await open(viewport);
  await signIn(context, suite.platform.url, 'jane.doe@example.org');
  await answerIntakeQuestion(context, suite.platform.url);
  return { context, page };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Opens a type's search page and follows the first result to its page. */
async function openFirstResult(page: Page, lang: string, type: string) {
  await page.goto(`${suite.platform.url}/${lang}/${SEARCH[lang]![type]}`);
  const card = page.getByTestId('listing-card').first();
  await card.waitFor().catch(async (error: Error) => {
    await page.screenshot({ path: path.join(SHOTS, `failed-${lang}-${type}.png`) });
    throw error;
  });
  const link = card.getByRole('link').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await page.waitForURL((url) => url.pathname === href);
  await page.getByTestId(type === 'ORG' ? 'org-detail' : 'listing-detail').waitFor();
  await waitForHydration(page);
  return href;
}

async function seriousFindings(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.each(['en', 'es', 'pt'])('%s', (lang) => {
  test.each(['JOB', 'INTERNSHIP', 'VOLOP', 'EVENT', 'ORG'])(
    '%s: opened from its search page; a wrong slug is replaced by the canonical address',
    async (type) => {
      const { context, page } = await open();
      const problems = watchProblems(page);
      const canonical = await openFirstResult(page, lang, type);
      expect(pathOf(page)).toBe(canonical);
      await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
      // The id is the part before the first dash: another slug (or none) lands on the same page's address.
      const id = /\/(\d+)-[^/]*$/.exec(canonical)![1]!;
      const wrong = canonical.replace(/\/\d+-[^/]*$/, `/${id}-not-the-title`);
      await page.goto(`${suite.platform.url}${wrong}`);
      await page.waitForURL((url) => url.pathname === canonical);
      await page.goto(`${suite.platform.url}${canonical.replace(/\/\d+-[^/]*$/, `/${id}`)}`);
      await page.waitForURL((url) => url.pathname === canonical);
      await page.getByTestId(type === 'ORG' ? 'org-detail' : 'listing-detail').waitFor();
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

test('an unknown id shows the not-found page', async () => {
  const { context, page } = await open();
  await page.goto(`${suite.platform.url}/en/job/99999999-nothing-here`);
  await page.getByTestId('not-found').waitFor();
  await page.goto(`${suite.platform.url}/en/imported-action-opps/no-such-source/1`);
  await page.getByTestId('not-found').waitFor();
  await context.close();
});

test('save then unsave from a job page as a signed-in user; the list survives a reload', async () => {
  const { context, page } = await signedIn();
  await openFirstResult(page, 'en', 'JOB');
  // Clicked before the session is known, the button acts for a visitor (the sign-up prompt) and no save
  // is sent: it flaked so on a loaded machine (fresh clone, 2026-11-26).
  await waitForSignedIn(page);
  const save = page.getByTestId('listing-detail').getByTestId('save-listing').first();
  await expect(save.getAttribute('aria-pressed')).resolves.toBe('false');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/data/saved-listings') && r.request().method() === 'POST',
  );
  await save.click();
  expect((await saved).ok()).toBe(true);
  await expect(save.getAttribute('aria-pressed')).resolves.toBe('true');
  await page.reload();
  await page.getByTestId('listing-detail').waitFor();
  await page.waitForFunction(
    () =>
      document
        .querySelector('[data-testid="listing-detail"] [data-testid="save-listing"]')
        ?.getAttribute('aria-pressed') === 'true',
  );
  const unsaved = page.waitForResponse(
    (r) => r.url().includes('/data/saved-listings/JOB/') && r.request().method() === 'DELETE',
  );
  await page.getByTestId('listing-detail').getByTestId('save-listing').first().click();
  expect((await unsaved).ok()).toBe(true);
  await expect(
    page.getByTestId('listing-detail').getByTestId('save-listing').first().getAttribute('aria-pressed'),
  ).resolves.toBe('false');
  await context.close();
});

test('saving is rolled back when the api fails; unsaving too, except on a 404', async () => {
  const { context, page } = await signedIn();
  await page.goto(`${suite.platform.url}/es/${SEARCH.es!.VOLOP}`);
  const card = page.getByTestId('listing-card').first();
  await card.waitFor();
  await waitForSignedIn(page);
  const save = card.getByTestId('save-listing');
  const pressed = (value: 'true' | 'false') =>
    page.waitForFunction(
      (v) =>
        document
          .querySelector('[data-testid="listing-card"] [data-testid="save-listing"]')
          ?.getAttribute('aria-pressed') === v,
      value,
    );
  /** Clicks the control and waits for the api's answer (a real one, or the route's). */
  const clickAndAnswer = async (matches: (url: string, status: number) => boolean) => {
    const answer = page.waitForResponse((r) => matches(r.url(), r.status()));
    await save.click();
    return answer;
  };

  await page.route('**/data/saved-listings', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await clickAndAnswer((url, status) => url.endsWith('/data/saved-listings') && status === 500);
  await pressed('false');
  await page.unroute('**/data/saved-listings');
  // Saved for real, then the unsave fails: it comes back; a 404 means it is gone anyway.
  await clickAndAnswer((url, status) => url.endsWith('/data/saved-listings') && status < 300);
  await pressed('true');
  await page.route('**/data/saved-listings/**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await clickAndAnswer((url, status) => url.includes('/data/saved-listings/') && status === 503);
  await pressed('true');
  await page.unroute('**/data/saved-listings/**');
  await page.route('**/data/saved-listings/**', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }),
  );
  await clickAndAnswer((url, status) => url.includes('/data/saved-listings/') && status === 404);
  await new Promise((r) => setTimeout(r, 300));
  await expect(save.getAttribute('aria-pressed')).resolves.toBe('false');
  await context.close();
});

test('a visitor who saves is asked to sign up', async () => {
  const { context, page } = await open();
  await openFirstResult(page, 'pt', 'EVENT');
  await page.getByTestId('listing-detail').getByTestId('save-listing').first().click();
  await page.getByRole('dialog', { name: 'Cadastre-se para salvar este anúncio' }).waitFor();
  await page.getByRole('button', { name: 'Cadastrar-me' }).click();
  await page.waitForURL((url) => url.pathname === '/signup');
  const pending = await page.evaluate(() => window.localStorage.getItem('og_pending_tmp'));
  expect(JSON.parse(pending!).tmpId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  await context.close();
});

test('apply to a job as a signed-in seeded user: profile pre-filled, cover letter, questions, sent', async () => {
  const { context, page } = await signedIn();
  const problems = watchProblems(page);
  await openFirstResult(page, 'en', 'JOB');
  const form = page.getByTestId('application-form');
  await form.waitFor();
  await form.getByLabel('Cover letter').waitFor();
  await form.getByLabel('Cover letter').fill('I have written grants for ten years and would love to help.');
  // Answer whatever the listing asks (some seeded jobs ask two questions).
  const questions = form.locator('fieldset textarea');
  for (let i = 0; i < (await questions.count()); i++) await questions.nth(i).fill('Gladly: next month.');
  const sent = page.waitForResponse((r) => /\/data\/listings\/JOB\/\d+\/applications$/.test(r.url()));
  await form.getByTestId('apply-submit').click();
  expect((await sent).ok()).toBe(true);
  await form.getByTestId('application-sent').waitFor();
  expect(problems).toEqual([]);
  await context.close();
});

test('a visitor writes an application, logs in from the sign-up prompt, and finds it restored', async () => {
  // The seeded user's first-visit question is answered beforehand so no dialog covers the page.
  const setup = await suite.browser.newContext();
  await signIn(setup, suite.platform.url, 'jane.doe@example.org');
  await answerIntakeQuestion(setup, suite.platform.url);
  await setup.close();

  const { context, page } = await open();
  const listingPath = await openFirstResult(page, 'en', 'INTERNSHIP');
  const form = page.getByTestId('application-form');
  await form.getByLabel('Cover letter').fill('Written before logging in.');
  await form.getByTestId('apply-submit').click();
  await page.getByRole('dialog', { name: 'Sign up to send your application' }).waitFor();
  await page.getByRole('button', { name: 'I have an account' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Email').fill('jane.doe@example.org');
  await page.getByLabel('Password', { exact: true }).fill('opengood-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  // The restore says what it kept and applies it once the user confirms.
  const restore = page.getByRole('dialog', { name: 'Finish what you started?' });
  await restore.getByText('Fill in your application to the internship no.', { exact: false }).waitFor();
  await restore.getByRole('button', { name: 'Yes, do it' }).click();
  // Back on the listing; the entry is restored there and the address loses its tmpId.
  await page.waitForURL((url) => url.pathname === listingPath && !url.searchParams.has('tmpId'));
  await page.getByText('We kept what you wrote before signing up.', { exact: false }).waitFor();
  await expect(page.getByTestId('application-form').getByLabel('Cover letter').inputValue()).resolves.toBe(
    'Written before logging in.',
  );
  await context.close();
});

/**
 * A seeded job whose deadline has passed (docs/product/listings.md#listing-lifecycle: expiry is the clock's;
 * the seed publishes jobs over the 60 days before its reference date, and a job is open for 60 days). The
 * ids are read through the public detail call, as a visitor's browser would.
 */
async function expiredJobId(context: BrowserContext): Promise<number> {
  for (let id = 1; id <= 1500; id++) {
    const res = await context.request.get(`${suite.platform.url}/data/website/jobs/${id}`);
    if (!res.ok()) continue;
    const { data } = (await res.json()) as { data: { type: string; expiresAt?: string | null } };
    if (data.type === 'JOB' && data.expiresAt && Date.parse(data.expiresAt) < Date.now()) return id;
  }
  throw new Error('no expired job in the seed');
}

test('an expired job says since when it is closed, takes no application and carries no JobPosting; axe at 1280 and 390 px', async () => {
  const { context, page } = await open();
  const problems = watchProblems(page);
  const id = await expiredJobId(context);
  // The server's page, as a crawler reads it: breadcrumbs, no posting.
  const html = await (
    await context.request.get(`${suite.platform.url}/en/job/${id}`, { headers: { Accept: 'text/html' } })
  ).text();
  expect(html).toContain('data-testid="listing-closed"');
  expect(html).toContain('"BreadcrumbList"');
  expect(html).not.toContain('"JobPosting"');

  await page.goto(`${suite.platform.url}/en/job/${id}`);
  const closed = page.getByTestId('listing-closed');
  await closed.waitFor();
  await waitForHydration(page);
  await expect(closed.textContent()).resolves.toMatch(
    /This listing is closed.*This listing closed on .+ and no longer takes applications\./,
  );
  await expect(page.getByTestId('apply-closed').count()).resolves.toBe(1);
  await expect(page.getByTestId('application-form').count()).resolves.toBe(0);
  const types = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
    scripts.map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type'?: string })['@type']),
  );
  expect(types).toEqual(['BreadcrumbList']);

  const findings: string[] = [];
  await auditor(SHOTS)(page, 'expired-job-en', findings);
  expect(findings).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])(
  'no serious accessibility findings on a job, an event and an organisation (%s); screenshots',
  async (name, viewport) => {
    const { context, page } = await signedIn(viewport);
    const findings: string[] = [];
    for (const [lang, type] of [
      ['en', 'JOB'],
      ['es', 'EVENT'],
      ['pt', 'ORG'],
    ] as const) {
      await openFirstResult(page, lang, type);
      await page.waitForLoadState('networkidle');
      findings.push(...(await seriousFindings(page, `${lang} ${type} ${name}`)));
      await page.screenshot({ path: path.join(SHOTS, `${type}-${lang}-${name}.png`), fullPage: true });
      await page.screenshot({ path: path.join(SHOTS, `${type}-${lang}-${name}-top.png`) });
    }
    expect(findings).toEqual([]);
    await context.close();
  },
);
