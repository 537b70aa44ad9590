import { spawnSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SEEDED, signIn } from '../src/accounts';
import { launchBrowser } from '../src/browser';
import { linkIn, startMailbox, type Mailbox } from '../src/mailbox';
import { watchProblems } from '../src/page';
import { REMOTES, REPO_ROOT, deploy } from '../src/platform';

// The org variant of the signed unsubscribe link, end to end in Spanish: a seeded user says "I'm
// interested" in a volunteer opportunity of a Spanish-speaking organisation, its admin's notice arrives
// through a real SMTP server started here with the org link in its footer, and the admin — in a browser
// that is not signed in — opens it, reads what it turns off (the organisation by name), unsubscribes with
// one click, and undoes it. The platform runs on a throwaway PostgreSQL database (as savedSearchAlert's)
// so that the test can read the opt-out with psql while the api runs.

const PG_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `e2e_unsubscribe_${process.pid}_${Date.now()}`;
const dbUrl = () => {
  const url = new URL(PG_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
};

function psql(url: string, sql: string): string {
  const r = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-Atc', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql failed: ${r.stderr}`);
  return r.stdout.trim();
}

const state = {} as { browser: Browser; box: Mailbox; url: string; stop: () => Promise<void>; work: string };

beforeAll(async () => {
  state.box = await startMailbox();
  state.browser = await launchBrowser();
  psql(PG_URL, `CREATE DATABASE ${DB_NAME}`);
  state.work = mkdtempSync(path.join(os.tmpdir(), 'og-e2e-unsubscribe-'));
  const deployDir = path.join(state.work, 'deploy');
  for (const remote of REMOTES) {
    const r = deploy(remote, deployDir, ['--skip-build']);
    if (!r.ok) throw new Error(`deploy of ${remote} failed:\n${r.output}`);
  }
  const { startPlatform, freePort } = require(path.join(REPO_ROOT, 'scripts/lib/platform.cjs')) as {
    startPlatform(o: object): Promise<{ url: string; stop(): Promise<void> }>;
    freePort(): Promise<number>;
  };
  const lines: string[] = [];
  const port = await freePort();
  const platform = await startPlatform({
    port,
    apiEnv: { PUBLIC_URL: `http://localhost:${port}`, SMTP_URL: state.box.url, ALERT_SCHEDULE: 'off' },
    deployDir,
    databaseUrl: dbUrl(),
    log: (line: string) => lines.push(line),
    gatewayEnv: { NODE_ENV: 'test' },
  }).catch((error: Error) => {
    throw new Error(`${error.message}\n${lines.join('\n')}`);
  });
  state.url = platform.url;
  state.stop = platform.stop;
}, 300_000);

afterAll(async () => {
  await state.browser?.close();
  await state.stop?.();
  await state.box?.close();
  if (state.work) rmSync(state.work, { recursive: true, force: true });
  psql(PG_URL, `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
});

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
    dbUrl(),
    `SELECT l.id || '|' || o.id || '|' || o.name FROM listings l JOIN organizations o ON o.id = l.org_id
      WHERE l.listing_type = 'VOLOP' AND l.status = 'PUBLISHED' AND o.status = 'PUBLISHED' AND o.locale = 'es'
        AND (l.expires_at IS NULL OR l.expires_at > now()) ORDER BY l.id LIMIT 1`,
  ).split('|') as [string, string, string];
  const admin = `admin${orgId}@example.org`;
  const optOuts = () =>
    Number(psql(dbUrl(), `SELECT count(*) FROM org_email_opt_outs WHERE org_id = ${orgId}`));

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

  // Another applicant's notice does not reach this admin any more.
  const again = await csrfPost(seeker, `${state.url}/data/listings/VOLOP/${listingId}/applications`, {});
  expect(again.status()).toBe(200);
  await expect(state.box.waitFor(admin, 1500)).rejects.toThrow(/no mail/);

  await page.getByRole('button', { name: 'Deshacer' }).click();
  await page.getByRole('heading', { name: 'Estos correos vuelven a estar activos' }).waitFor();
  expect(optOuts()).toBe(0);
  await expectAccessible(page);
  expect(problems.filter((p) => !/40[134]/.test(p))).toEqual([]);
  await anonymous.close();
  await seeker.close();
});
