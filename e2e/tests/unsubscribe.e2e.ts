import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { SEEDED, signIn } from '../src/accounts';
import { linkIn } from '../src/mailbox';
import { watchProblems } from '../src/page';
import { psql, usePostgresPlatform } from '../src/postgresPlatform';

// The org variant of the signed unsubscribe link, end to end in Spanish: a seeded user says "I'm
// interested" in a volunteer opportunity of a Spanish-speaking organisation, its admin's notice arrives
// through a real SMTP server started here with the org link in its footer, and the admin — in a browser
// that is not signed in — opens it, reads what it turns off (the organisation by name), unsubscribes with
// one click, and undoes it. The platform runs on a throwaway PostgreSQL database (postgresPlatform) so
// that the test can read the opt-out with psql while the api runs.

const state = usePostgresPlatform('unsubscribe');

async function csrfPost(context: BrowserContext, url: string, data: unknown) {
  const csrf = (await context.cookies(state.url)).find((c) => c.name === 'csrf')?.value ?? '';
  return context.request.post(url, { headers: { 'X-CSRF-Token': csrf }, data });
}

/** No serious or critical accessibility problem on the page as it is. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(severe).toEqual([]);
}

test('an admin stops one organisation’s new-applicant notices from the mail, without logging in, and undoes it (es)', async () => {
  // An open volunteer opportunity of a Spanish-speaking organisation (its seeded admin speaks Spanish).
  const [listingId, orgId, orgName] = psql(
    state.dbUrl,
    `SELECT l.id || '|' || o.id || '|' || o.name FROM listings l JOIN organizations o ON o.id = l.org_id
      WHERE l.listing_type = 'VOLOP' AND l.status = 'PUBLISHED' AND o.status = 'PUBLISHED' AND o.locale = 'es'
        AND (l.expires_at IS NULL OR l.expires_at > now()) ORDER BY l.id LIMIT 1`,
  ).split('|') as [string, string, string];
  const admin = `admin${orgId}@example.org`;
  const optOuts = () =>
    Number(psql(state.dbUrl, `SELECT count(*) FROM org_email_opt_outs WHERE org_id = ${orgId}`));

  const seeker = await state.browser.newContext({ locale: 'en-US' });
  await signIn(seeker, state.url, SEEDED.jobSeeker);
  const applied = await csrfPost(seeker, `${state.url}/data/listings/VOLOP/${listingId}/applications`, {});
  expect(applied.status()).toBe(201);
  const notice = await state.box.waitFor(admin);
  const headers = new Map(notice.headers.map((h) => [h.key, h.value]));
  expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(headers.get('list-unsubscribe')).toMatch(
    new RegExp(
      `^<http://localhost:\\d+/data/unsubscribe/org/${orgId}/applications-received/\\d+/\\d+\\?sig=`,
    ),
  );
  expect(notice.text).toContain('Darse de baja de estos correos');
  const link = linkIn(notice, `/unsubscribe/org/${orgId}/`);

  // The admin opens the link on a phone, not signed in: nothing changes until the button.
  const anonymous = await state.browser.newContext({
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
  });
  const page = await anonymous.newPage();
  const problems = watchProblems(page);
  await page.goto(link.href);
  const button = page.getByRole('button', { name: 'Darme de baja' });
  await button.waitFor();
  await expect(
    page.getByText(`de ${orgName} (tus otras organizaciones no cambian)`, { exact: false }).count(),
  ).resolves.toBe(1);
  expect(optOuts()).toBe(0);
  await expectAccessible(page);
  expect(await page.getAttribute('html', 'lang')).toBe('es');

  await button.click();
  await page.getByRole('heading', { name: 'Te diste de baja' }).waitFor();
  await expect(page.getByTestId('unsubscribe-done').textContent()).resolves.toContain(orgName);
  expect(optOuts()).toBe(1);
  await expectAccessible(page);

  // Another applicant's notice does not reach this admin any more (a new application: only those are mailed).
  const another = await state.browser.newContext({ locale: 'es-ES' });
  await signIn(another, state.url, SEEDED.spanishSeeker);
  const again = await csrfPost(another, `${state.url}/data/listings/VOLOP/${listingId}/applications`, {});
  expect(again.status()).toBe(201);
  await expect(state.box.waitFor(admin, 1500)).rejects.toThrow(/no mail/);
  await another.close();

  await page.getByRole('button', { name: 'Deshacer' }).click();
  await page.getByRole('heading', { name: 'Estos correos vuelven a estar activos' }).waitFor();
  expect(optOuts()).toBe(0);
  await expectAccessible(page);
  expect(problems.filter((p) => !/40[134]/.test(p))).toEqual([]);
  await anonymous.close();
  await seeker.close();
});
