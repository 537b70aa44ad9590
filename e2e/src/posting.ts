import type { Browser, BrowserContext, Page } from 'playwright-core';
import { csrfOf, signIn } from './accounts';
import { DESKTOP, dismissDialogs } from './audit';

// Steps the posting tests share (issue 18; docs/product/organisations.md#posting-a-listing): a signed-in
// context in Portuguese, the sitemap's addresses, publishing from the editor after its confirmation, and
// staff publishing a job free of charge from the listings table.

/** A context signed in as `email`, its language Portuguese (account and browser), cookies accepted. */
export async function portugueseContext(browser: Browser, base: string, email: string) {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: DESKTOP });
  await signIn(context, base, email);
  const csrf = await csrfOf(context, base);
  const me = await context.request.patch(`${base}/data/users/me`, {
    data: { lang: 'pt' },
    headers: { 'X-CSRF-Token': csrf },
  });
  if (!me.ok()) throw new Error(`setting the language failed: ${me.status()} ${await me.text()}`);
  await context.request.post(`${base}/data/website/accept-cookies`, { headers: { 'X-CSRF-Token': csrf } });
  return context;
}

/** Every <loc> of every sitemap file the index names. */
export async function sitemapLocations(context: BrowserContext, base: string): Promise<string[]> {
  const index = await (await context.request.get(`${base}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const locations: string[] = [];
  for (const file of files) {
    const xml = await (await context.request.get(`${base}${file}`)).text();
    locations.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
  }
  return locations;
}

/**
 * Publishes the listing open in the editor: the confirmation (`says`, focus inside it; `onDialog` runs while
 * it is open, e.g. an audit), then the listings table, whose row of `title` shows `state`. The row.
 */
export async function publishFromEditor(
  page: Page,
  title: string,
  says: RegExp,
  state: string,
  onDialog?: () => Promise<void>,
) {
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Publicar “/ });
  await dialog.waitFor();
  await dialog.getByText(says).waitFor();
  if (!(await dialog.evaluate((d) => d.contains(document.activeElement))))
    throw new Error('the publish confirmation does not hold the focus');
  await onDialog?.();
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await page.waitForURL((url) => /^\/admin\/\d+\/listings$/.test(url.pathname));
  const row = page.getByTestId('listing-row').filter({ hasText: title });
  await row.getByTestId('listing-state').getByText(state).waitFor();
  return row;
}

/**
 * As staff, on the organisation's listings table (Portuguese): "Publicar sem custo" on the row of `title`,
 * confirmed (`onDialog` runs while the confirmation is open); the row then says it is live.
 */
export async function publishFreeAsStaff(
  page: Page,
  base: string,
  orgId: string | number,
  title: string,
  onDialog?: () => Promise<void>,
) {
  await page.goto(`${base}/admin/${orgId}/listings`);
  await dismissDialogs(page);
  const row = page.getByTestId('listing-row').filter({ hasText: title });
  // The modal sequence may open a dialog late (the page behind it inert): closed, then the click again.
  for (let attempt = 0; ; attempt++) {
    try {
      await row.getByRole('button', { name: 'Publicar sem custo' }).click({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 4) throw error;
      await dismissDialogs(page);
    }
  }
  const dialog = page.getByRole('alertdialog', { name: /sem custo\?$/ });
  await dialog.waitFor();
  await onDialog?.();
  await dialog.getByRole('button', { name: 'Publicar sem custo' }).click();
  await row.getByTestId('listing-state').getByText('No ar').waitFor();
}
