import type { APIRequestContext, Page } from 'playwright-core';
import { acceptCookies, answerIntakeQuestion, csrfOf, SEEDED, signIn } from '../src/accounts';
import { auditor, PHONE, DESKTOP, settled } from '../src/audit';
import { linkIn, startMailbox, type Mailbox } from '../src/mailbox';
import { waitForSignedIn, watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// An organisation's team over its life, in a real browser against the whole platform (issue 17; the
// invitation and sign-up are orgTeam.e2e.ts'): Lucía (Spanish) asks to administer a seeded Portuguese
// organisation from its public profile; its owner approves in Portuguese and Lucía is mailed the answer in
// Spanish; in two organisations now, she switches between them from the header; she cannot delete the
// organisation (not an owner), and removes herself; the owner deletes it, and its listings leave search
// while their pages answer 410 without structured data. Every state is audited at 1280 and 390 px (axe:
// no serious or critical findings), dialogs and the switcher's menu open, with screenshots.
const mail: { box?: Mailbox } = {};
beforeAll(async () => {
  mail.box = await startMailbox();
});
const suite = useBrowserAndPlatform(() => ({ apiEnv: { SMTP_URL: mail.box!.url } }));
afterAll(async () => {
  await mail.box?.close();
});

const audit = auditor(process.env.OG_SHOTS ?? '/tmp/shots17-flows');
const base = () => suite.platform.url;
const LUCIA = SEEDED.spanishSeeker;
const HER_ORG = 'Huerta Común E2E';

interface SeededOrg {
  id: number;
  name: string;
  /** Its admin and owner, who writes in the organisation's language (the seed's rule). */
  owner: string;
}

/** A published Portuguese nonprofit with open jobs: its owner works in Portuguese. */
async function portugueseOrgWithJobs(api: APIRequestContext): Promise<SeededOrg> {
  for (let id = 2; id < 200; id++) {
    const res = await api.get(`${base()}/data/website/organizations/${id}`);
    if (!res.ok()) continue;
    const org = (await res.json()).data;
    if (
      org.type === 'ORG' &&
      org.locale === 'pt' &&
      org.orgType === 'NONPROFIT' &&
      org.openListings.JOB.length
    )
      return { id, name: org.name, owner: `admin${id}@example.org` };
  }
  throw new Error('no Portuguese nonprofit with open jobs in the seed');
}

/** A signed-in context in `locale`, the cookie bar answered, and one page watched for problems. */
async function personIn(email: string, locale: string) {
  const context = await suite.browser.newContext({ locale, viewport: DESKTOP });
  await signIn(context, base(), email);
  await acceptCookies(context, base());
  const page = await context.newPage();
  return { context, page, problems: watchProblems(page) };
}

/** Ids of the job pages a page links to (search results, a profile's listings). */
async function jobIdsLinked(page: Page): Promise<number[]> {
  const hrefs = await page
    .locator('a[href*="/emprego/"]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
  return hrefs.map((href) => Number(/\/emprego\/(\d+)/.exec(href)?.[1])).filter(Boolean);
}

describe('an organisation’s team from request to deletion', () => {
  const findings: string[] = [];
  let org: SeededOrg;
  let ownOrgId = 0;
  let owner: Awaited<ReturnType<typeof personIn>>;
  let lucia: Awaited<ReturnType<typeof personIn>>;
  let jobIds: number[] = [];
  let jobPath = '';

  beforeAll(async () => {
    const anonymous = await suite.browser.newContext();
    org = await portugueseOrgWithJobs(anonymous.request);
    await anonymous.close();
    [owner, lucia] = await Promise.all([personIn(org.owner, 'pt-BR'), personIn(LUCIA, 'es-ES')]);
    // Lucía also runs an organisation of her own (so that, approved, she is in two).
    await answerIntakeQuestion(lucia.context, base());
    const created = await lucia.context.request.post(`${base()}/data/organizations`, {
      headers: { 'X-CSRF-Token': await csrfOf(lucia.context, base()) },
      data: { name: HER_ORG, orgType: 'NONPROFIT', locale: 'es', description: '', areasOfFocus: [] },
    });
    expect(created.status()).toBe(201);
    ownOrgId = (await created.json()).data.org.id;
  });
  afterAll(async () => {
    await owner?.context.close();
    await lucia?.context.close();
  });

  test('Lucía asks to administer the organisation from its public profile', async () => {
    const { page } = lucia;
    await page.goto(`${base()}/es/sin-fines-de-lucro/${org.id}`);
    await waitForSignedIn(page);
    const panel = page.getByTestId('org-admin-access');
    await panel.getByRole('button', { name: 'Solicitar acceso de administrador' }).click();
    await panel.getByRole('status').getByText('Solicitud enviada.', { exact: false }).waitFor();
    await audit(page, 'profile-requested', findings);
  });

  test('the owner is mailed, approves on the team page, and Lucía is told in Spanish', async () => {
    const asked = await mail.box!.waitFor(org.owner);
    expect(asked.subject).toContain('pede para administrar');
    const { page } = owner;
    await page.goto(linkIn(asked, '/admin/').href);
    const team = page.getByTestId('org-team');
    const request = team.getByRole('row').filter({ hasText: LUCIA });
    await request.waitFor();
    await audit(page, 'team-request', findings);
    await request.getByRole('button', { name: `Aprovar ${LUCIA}` }).click();
    await page.getByText(`${LUCIA} agora é administrador.`).waitFor();

    const answer = await mail.box!.waitFor(LUCIA);
    expect(answer.subject).toBe(`Ya eres administrador/a de ${org.name}`);
    await lucia.page.goto(linkIn(answer, `/admin/${org.id}`).href);
    await lucia.page.getByRole('heading', { level: 1, name: org.name }).waitFor();
  });

  test('in two organisations, Lucía switches from the header with the keyboard; the choice is kept', async () => {
    const { page } = lucia;
    const trigger = page.getByRole('button', { name: `${org.name}: cambiar de organización` });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Tus organizaciones' });
    await menu.waitFor();
    const items = menu.getByRole('menuitem');
    // By name in Spanish, hers marked as owned, the current one marked; the focus on the first.
    const byName = [HER_ORG, org.name].sort(new Intl.Collator('es').compare);
    const mine = byName.indexOf(HER_ORG);
    expect(await items.allTextContents()).toEqual([
      ...byName.map((name) => (name === HER_ORG ? `${name}Propietario/a` : name)),
      `Carrito de ${org.name}`,
      'Todas tus organizaciones',
    ]);
    expect(await items.nth(1 - mine).getAttribute('aria-current')).toBe('true');
    expect(await items.nth(mine).getAttribute('aria-current')).toBeNull();
    expect(await items.nth(0).evaluate((el) => el === document.activeElement)).toBe(true);
    await audit(page, 'switcher-open', findings);
    // In the cart pill's place, the header keeps its width; on a phone the open menu stays on the screen.
    expect(await page.getByTestId('cart-pill').count()).toBe(0);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.setViewportSize(PHONE);
    await settled(page);
    expect(await overflow()).toBeLessThanOrEqual(0);
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);

    if (mine === 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/admin/${ownOrgId}`);
    await page.getByRole('heading', { level: 1, name: HER_ORG }).waitFor();
    await page.getByRole('button', { name: `${HER_ORG}: cambiar de organización` }).waitFor();
    // Remembered for her: /admins leads to the chosen organisation's team.
    await page.goto(`${base()}/admins`);
    await page.waitForURL((url) => url.pathname === `/admin/${ownOrgId}/admins`);
  });

  test('not an owner, she is not offered deletion; she removes herself and leaves the dashboard', async () => {
    const { page } = lucia;
    await page.goto(`${base()}/admin/${org.id}/edit`);
    await page.getByTestId('delete-org-owners-only').waitFor();
    expect(await page.getByRole('button', { name: 'Eliminar organización…' }).count()).toBe(0);
    await audit(page, 'edit-plain-admin', findings);

    await page.goto(`${base()}/admin/${org.id}/admins`);
    await page.getByTestId('org-team').getByRole('row').filter({ hasText: 'Tú' }).getByRole('button').click();
    const dialog = page.getByRole('alertdialog', { name: '¿Quitarte a ti mismo?' });
    await dialog.waitFor();
    await audit(page, 'remove-self-dialog', findings);
    await dialog.getByRole('button', { name: 'Quitar' }).click();
    await page.waitForURL((url) => url.pathname === '/select-org');
    const list = page.getByTestId('select-org');
    await list.getByRole('link', { name: HER_ORG }).waitFor();
    expect(await list.getByRole('link', { name: org.name }).count()).toBe(0);
    // In one organisation again: no switcher.
    expect(await page.getByTestId('org-switcher').count()).toBe(0);
    await audit(page, 'select-org-after-leaving', findings);
  });

  test('the owner deletes the organisation: its listings leave search, their pages answer 410', async () => {
    const { page } = owner;
    await page.goto(`${base()}/pt/sem-fins-lucrativos/${org.id}`);
    await page.getByTestId('org-admin-access').waitFor();
    jobIds = await jobIdsLinked(page);
    expect(jobIds.length).toBeGreaterThan(0);
    jobPath = await page
      .locator(`a[href*="/emprego/${jobIds[0]}-"]`)
      .first()
      .evaluate((a) => (a as HTMLAnchorElement).pathname);
    const search = `${base()}/pt/empregos?q=${encodeURIComponent(org.name)}`;
    await page.goto(search);
    await page.getByTestId('search-header').waitFor();
    expect((await jobIdsLinked(page)).filter((id) => jobIds.includes(id))).not.toEqual([]);

    await page.goto(`${base()}/admin/${org.id}/edit`);
    await page.getByRole('button', { name: 'Excluir organização…' }).click();
    const dialog = page.getByRole('dialog', { name: `Excluir ${org.name}?` });
    await dialog.getByLabel('Digite o nome da organização para confirmar').fill(org.name);
    await audit(page, 'delete-dialog', findings);
    await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    const me = await (await page.request.get(`${base()}/data/users/me`)).json();
    expect(me.user.orgs).toEqual([]);

    await page.goto(search);
    await page.getByTestId('search-header').waitFor();
    expect((await jobIdsLinked(page)).filter((id) => jobIds.includes(id))).toEqual([]);
    await audit(page, 'search-after-delete', findings);
  });

  test('a visitor finds the listing and the profile gone: 410, the not-found page, no JobPosting', async () => {
    const visitor = await suite.browser.newContext({ locale: 'pt-BR', viewport: DESKTOP });
    const page = await visitor.newPage();
    const response = await page.goto(`${base()}${jobPath}`);
    expect(response?.status()).toBe(410);
    const html = await response!.text();
    expect(html).toContain('data-testid="not-found"');
    expect(html).not.toContain('JobPosting');
    await page.getByTestId('not-found').waitFor();
    await audit(page, 'listing-gone', findings);
    const profile = await visitor.request.get(`${base()}/pt/sem-fins-lucrativos/${org.id}`, {
      maxRedirects: 0,
    });
    expect(profile.status()).toBe(410);
    await visitor.close();
  });

  test('nothing was reported', () => {
    expect(owner.problems).toEqual([]);
    expect(lucia.problems).toEqual([]);
    expect(findings).toEqual([]);
  });
});
