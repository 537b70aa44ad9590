import { SEEDED, signedInPage } from '../src/accounts';
import { useBrowserAndPlatform } from '../src/suite';
import {
  countReactRenderers,
  installReactCounter,
  loadedReactCopies,
  watchProblems,
  watchRemoteEntries,
} from '../src/page';

const suite = useBrowserAndPlatform();

test('a signed-in visitor walks search → job → dashboard → salary → back, each remote fetched once, one React, no console errors', async () => {
  const page = await signedInPage(suite.browser, suite.platform.url, SEEDED.adminOfOrg1);
  const problems = watchProblems(page);
  const entries = watchRemoteEntries(page);
  const orgDashboardCode: string[] = [];
  page.on('response', (r) => {
    if (/\/remotes\/mfe-org-dashboard\/.*__federation_expose_(lifecycle|App)/.test(r.url()))
      orgDashboardCode.push(r.url());
  });
  await installReactCounter(page);

  await page.goto(`${suite.platform.url}/en/jobs`);
  const firstResult = page.getByTestId('listing-card').first().getByRole('link');
  await firstResult.waitFor();
  expect(await page.getByTestId('listing-card').count()).toBe(20);
  const title = (await firstResult.textContent())!.trim();

  await firstResult.click();
  await page.getByTestId('listing-detail').waitFor();
  expect(page.url()).toMatch(/\/en\/job\/\d+-[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);

  // The dashboard is in the signed-in user's account menu.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: /^Account menu for/ })
    .click();
  await page.getByRole('menuitem', { name: 'My dashboard' }).click();
  await page.getByTestId('user-dashboard-home').waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard');

  await page
    .getByRole('navigation', { name: 'Site links' })
    .getByRole('link', { name: 'Salary explorer' })
    .click();
  await page.getByTestId('salary-explorer').waitFor();
  expect(new URL(page.url()).pathname).toBe('/nonprofit-salary-explorer');

  await page.goBack();
  await page.getByTestId('user-dashboard-home').waitFor();
  await page.goBack();
  await page.getByTestId('listing-detail').waitFor();
  await page.goBack();
  await page.getByTestId('listing-card').first().waitFor();

  for (const remote of ['mfe-search', 'mfe-listings', 'mfe-user-dashboard', 'mfe-salary']) {
    expect({ remote, fetched: entries.get(remote)?.length ?? 0 }).toEqual({ remote, fetched: 1 });
  }
  // Never visited: of the org dashboard only its small ./slots module came (the header's cart pill of this
  // organisation admin), never the area's own code.
  expect(entries.get('mfe-org-dashboard')).toHaveLength(1);
  // The pill comes with the slot module, which may still be arriving on a loaded machine.
  await page.getByTestId('cart-pill').waitFor();
  expect(await page.getByTestId('cart-pill').count()).toBe(1);
  expect(orgDashboardCode).toEqual([]);
  expect(await countReactRenderers(page)).toBe(1);
  expect(await loadedReactCopies(page)).toBe(1);
  expect(problems).toEqual([]);
});

test('search pages list seeded jobs in all three languages', async () => {
  const page = await suite.browser.newPage();
  const problems = watchProblems(page);
  for (const [path, heading, lang] of [
    ['/en/jobs', 'Nonprofit jobs', 'en'],
    ['/es/empleos', 'Empleos en organizaciones sin fines de lucro', 'es'],
    ['/pt/empregos', 'Vagas em organizações sem fins lucrativos', 'pt'],
  ] as const) {
    await page.goto(`${suite.platform.url}${path}`);
    await page.getByTestId('listing-card').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.getByTestId('result-count').textContent()).toMatch(/\d/);
  }
  // Paging and keyword search are driven by the URL.
  await page.goto(`${suite.platform.url}/en/jobs?page=2`);
  await page.getByRole('link', { name: 'Previous' }).waitFor();
  // The header's search bar (the page also has "Save search" and save buttons on its cards).
  const bar = page.getByRole('search');
  await bar.getByLabel('Keywords').fill('coordinator');
  await bar.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/\/en\/jobs\?q=coordinator$/);
  await page.getByTestId('listing-card').first().waitFor();
  expect(problems).toEqual([]);
});

test('unknown paths and unknown ids show the not-found page in the page language', async () => {
  const page = await suite.browser.newPage();
  await page.goto(`${suite.platform.url}/en/no-such-page`);
  await page.getByTestId('not-found').waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe("Well, this isn't ideal...");
  expect(await page.title()).toContain('Page Not Found');

  await page.goto(`${suite.platform.url}/pt/pagina-que-nao-existe`);
  await page.getByTestId('not-found').waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Hummm, isso não é ideal...');
  expect(await page.title()).toContain('Página não encontrada');

  await page.goto(`${suite.platform.url}/en/job/99999999-no-such-job`);
  await page.getByTestId('not-found').waitFor();
  await page.goto(`${suite.platform.url}/es/empleo/abc-no-es-un-id`);
  await page.getByTestId('not-found').waitFor();
});

test('the data service answers bad input with JSON errors through the gateway', async () => {
  const bad = await fetch(`${suite.platform.url}/data/website/jobs/abc`);
  expect(bad.status).toBe(400);
  expect((await bad.json()).errors.id).toEqual(expect.any(String));
  const missing = await fetch(`${suite.platform.url}/data/website/jobs/99999999`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('content-type')).toMatch(/json/);
});

test('the dashboards and the salary explorer mount their remotes with a real first screen', async () => {
  const page = await signedInPage(suite.browser, suite.platform.url, SEEDED.adminOfOrg1);
  const problems = watchProblems(page);
  const org = (await (await fetch(`${suite.platform.url}/data/website/organizations/1`)).json()).data;
  await page.goto(`${suite.platform.url}/admin/1`);
  await page.getByTestId('org-dashboard').waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(org.name);
  expect(problems).toEqual([]);

  // A visitor: the salary explorer, and the shell's own log-in page, which brings them back there.
  const visitor = await suite.browser.newPage();
  await visitor.goto(`${suite.platform.url}/nonprofit-salary-explorer`);
  await visitor.getByTestId('salary-explorer').waitFor();
  await visitor
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Log In' })
    .click();
  await visitor.locator('[data-testid=account-page][data-screen=login]').waitFor();
  expect(new URL(visitor.url()).searchParams.get('to')).toBe('/nonprofit-salary-explorer');
});

test("hovering a link to another area fetches that area's code before the click", async () => {
  const page = await suite.browser.newPage();
  const entries = watchRemoteEntries(page);
  await page.goto(`${suite.platform.url}/en/jobs`);
  await page.getByTestId('listing-card').first().waitFor();
  expect(entries.has('mfe-salary')).toBe(false); // not visited, not fetched

  const preloaded = page.waitForResponse(/\/remotes\/mfe-salary\/[^/]+\/remoteEntry\.js/);
  await page
    .getByRole('navigation', { name: 'Site links' })
    .getByRole('link', { name: 'Salary explorer' })
    .hover();
  await preloaded;
  expect(new URL(page.url()).pathname).toBe('/en/jobs');

  await page
    .getByRole('navigation', { name: 'Site links' })
    .getByRole('link', { name: 'Salary explorer' })
    .click();
  await page.getByTestId('salary-explorer').waitFor();
  expect(entries.get('mfe-salary')).toHaveLength(1);
});
