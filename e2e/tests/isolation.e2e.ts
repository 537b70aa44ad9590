import type { Page } from 'playwright-core';
import { SEEDED, signedInPage } from '../src/accounts';
import { useBrowserAndPlatform } from '../src/suite';
import { waitForHydration } from '../src/page';

const suite = useBrowserAndPlatform();
let jobPath: string;

beforeAll(async () => {
  const { hits } = await (
    await fetch(`${suite.platform.url}/data/search/listings?type=JOB&pageSize=1`)
  ).json();
  jobPath = `/en/job/${hits[0].id}-${hits[0].slug}`;
});

// Each area, a path in it, and what its content looks like when it works.
const AREAS = [
  { remote: 'mfe-search', path: () => '/en/jobs', ready: '[data-testid=listing-card]' },
  { remote: 'mfe-listings', path: () => jobPath, ready: '[data-testid=listing-detail]' },
  { remote: 'mfe-user-dashboard', path: () => '/dashboard', ready: '[data-testid=user-dashboard-home]' },
  { remote: 'mfe-org-dashboard', path: () => '/admin/1', ready: '[data-testid=org-dashboard]' },
  { remote: 'mfe-salary', path: () => '/nonprofit-salary-explorer', ready: '[data-testid=salary-explorer]' },
];

async function navigate(page: Page, path: string) {
  // An in-app navigation, as a link in the chrome does it.
  await page.evaluate(
    (p) => (window as unknown as { singleSpaNavigate(p: string): void }).singleSpaNavigate(p),
    path,
  );
}

describe.each(AREAS)('when $remote cannot be loaded', ({ remote, path }) => {
  test('its area shows a translated fallback and the shell and the four other areas keep working', async () => {
    // Signed in: the dashboards are login-required pages.
    const page = await signedInPage(suite.browser, suite.platform.url, SEEDED.adminOfOrg1);
    // The remote's assets are gone (its CDN folder answers 404).
    await page.route(`**/remotes/${remote}/**`, (route) => route.fulfill({ status: 404, body: 'not found' }));

    await page.goto(`${suite.platform.url}${path()}`);
    const fallback = page.locator(`[data-testid=area-failed][data-area=${remote}]`);
    await fallback.waitFor();
    expect(await fallback.getByRole('heading').textContent()).toBe(
      'This part of the site could not be loaded',
    );
    expect(await fallback.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Site links' }).isVisible()).toBe(true);

    // The failure is reported as a ChunkLoadError with its reason and address (docs/product/http-and-errors.md#script-loading).
    const reported = await page.evaluate(() =>
      (
        (window as unknown as { __opengoodErrors?: { name: string; reason: string; address: string }[] })
          .__opengoodErrors ?? []
      ).map((e) => ({ name: e.name, reason: e.reason, address: e.address })),
    );
    expect(reported).toContainEqual({
      name: 'ChunkLoadError',
      reason: 'missing',
      address: expect.stringContaining(`/remotes/${remote}/`),
    });

    for (const other of AREAS.filter((a) => a.remote !== remote)) {
      await navigate(page, other.path());
      await page.locator(other.ready).first().waitFor();
      expect(await page.locator('[data-testid=area-failed]').isVisible()).toBe(false);
    }
    // The header's slot is filled by the org dashboard's ./slots: without it the cart pill is simply absent,
    // and the rest of the signed-in header works; with it, the pill is there on every other area's page.
    await page.getByTestId('notifications-menu').waitFor();
    if (remote === 'mfe-org-dashboard') expect(await page.getByTestId('cart-pill').count()).toBe(0);
    else await page.getByTestId('cart-pill').waitFor();

    // Back to the broken area, in Spanish: the fallback is translated.
    await navigate(page, remote === 'mfe-search' ? '/es/empleos' : path());
    if (remote === 'mfe-search') {
      await page
        .locator('[data-testid=area-failed]')
        .getByRole('heading', { name: 'No se pudo cargar esta parte del sitio' })
        .waitFor();
    } else {
      await fallback.waitFor();
    }
    await page.close();
  });
});

test('retry loads the area once its remote is reachable again', async () => {
  const page = await suite.browser.newPage();
  let broken = true;
  await page.route('**/remotes/mfe-salary/**', (route) =>
    broken ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
  );
  await page.goto(`${suite.platform.url}/nonprofit-salary-explorer`);
  await page.locator('[data-testid=area-failed]').waitFor();
  broken = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.locator('[data-testid=salary-explorer]').waitFor();
});

test('when the data service is down the page shows an error state after the retries, never a blank page', async () => {
  const page = await suite.browser.newPage();
  let calls = 0;
  await page.route('**/data/search/**', (route) => {
    calls++;
    return route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: '{"message":"Data service unavailable","errors":{}}',
    });
  });
  // The first page comes rendered by the server (which reached the api); the next one is the browser's.
  await page.goto(`${suite.platform.url}/en/jobs`);
  await waitForHydration(page);
  await page.evaluate(() => window.history.pushState(null, '', '/en/internships'));
  await page.getByTestId('error-page').waitFor({ timeout: 20_000 });
  expect(calls).toBe(6); // the first try and 5 retries, 1 s apart (docs/product/http-and-errors.md#retries)
  expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
});

test('a remote whose script is broken shows the fallback and is reported as an error', async () => {
  const page = await suite.browser.newPage();
  await page.route('**/remotes/mfe-salary/**/remoteEntry.js', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'this is not ( javascript' }),
  );
  await page.goto(`${suite.platform.url}/nonprofit-salary-explorer`);
  await page.locator('[data-testid=area-failed][data-area=mfe-salary]').waitFor();
  const reasons = await page.evaluate(() =>
    (
      (window as unknown as { __opengoodErrors?: { name: string; reason: string }[] }).__opengoodErrors ?? []
    ).map((e) => `${e.name}:${e.reason}`),
  );
  expect(reasons).toContain('ChunkLoadError:error');
  expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
});

test('a remote that never answers shows the fallback long before the 120 s limit', async () => {
  const page = await signedInPage(suite.browser, suite.platform.url, SEEDED.adminOfOrg1);
  await page.route('**/remotes/mfe-org-dashboard/**', () => {
    // never answered: a hung CDN
  });
  const started = Date.now();
  await page.goto(`${suite.platform.url}/admin/1`);
  await page.locator('[data-testid=area-failed][data-area=mfe-org-dashboard]').waitFor({ timeout: 20_000 });
  expect(Date.now() - started).toBeLessThan(15_000);
  expect(await page.getByRole('navigation', { name: 'Site links' }).isVisible()).toBe(true);
  await page.close();
});
