import type { BrowserContext, Page } from 'playwright-core';
import { SEEDED, SEED_PASSWORD, signIn } from '../src/accounts';
import { auditor, DESKTOP, dismissDialogs } from '../src/audit';
import { watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// Graduate fairs (issue 17; docs/product/grad-fairs.md) in a real browser against the whole platform: the
// fair area's login page leads to /fair; an organisation's admin, in Portuguese, registers for a seeded
// fair and accepts the seeded invitation to another; a 403 inside the fair area leads back to /fair with
// the FORBIDDEN flash; the graduate-fair ad leads to the nearest real upcoming fair. Every page is
// audited (no serious or critical axe findings) at 1280 and 390 px, dialogs open, with screenshots.
const suite = useBrowserAndPlatform();
const base = () => suite.platform.url;
const findings: string[] = [];
const audit = auditor(process.env.OG_SHOTS ?? '/tmp/shots-grad-fairs');
const NEW_YORK = {
  city: 'New York',
  stateCode: 'NY',
  countryCode: 'US',
  latitude: 40.7128,
  longitude: -74.006,
};

async function csrfOf(context: BrowserContext) {
  return (await context.cookies(base())).find((c) => c.name === 'csrf')?.value ?? '';
}

/** A seeded fair, as the api names it in `lang`. */
async function fairNamed(context: BrowserContext, name: string, lang = 'pt') {
  const res = await context.request.get(`${base()}/data/grad-fairs?lang=${lang}`);
  const fairs = (await res.json()).data.fairs as { id: number; name: string }[];
  const fair = fairs.find((f) => f.name === name);
  if (!fair) throw new Error(`no seeded fair named ${name}: ${fairs.map((f) => f.name).join(', ')}`);
  return fair;
}

test('/fair/login leads to /fair, where an admin is shown the way to their organisation’s fairs', async () => {
  const context = await suite.browser.newContext({ locale: 'en-US', viewport: DESKTOP });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(`${base()}/fair`);
  const home = page.getByTestId('fair-home');
  await home.getByRole('heading', { level: 1, name: 'Graduate fairs' }).waitFor();
  expect(await home.getByTestId('fair-card').count()).toBeGreaterThanOrEqual(5);
  await audit(page, 'fair-visitor', findings);

  await home.getByTestId('fair-next-steps').getByRole('link', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/fair/login' && url.searchParams.get('to') === '/fair');
  await page.getByLabel('Email').waitFor();
  await audit(page, 'fair-login', findings);
  await page.getByLabel('Email').fill(SEEDED.adminOfOrg1);
  await page.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/fair');
  await dismissDialogs(page);
  await page
    .getByTestId('fair-next-steps')
    .getByRole('link', { name: /^Grad fairs of / })
    .waitFor();
  expect(problems).toEqual([]);
  await context.close();
});

describe('an organisation’s admin, in Portuguese', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let orgName = '';

  beforeAll(async () => {
    context = await suite.browser.newContext({ locale: 'pt-BR', viewport: DESKTOP });
    await signIn(context, base(), SEEDED.adminOfOrg1);
    const csrf = await csrfOf(context);
    const me = await context.request.patch(`${base()}/data/users/me`, {
      data: { lang: 'pt' },
      headers: { 'X-CSRF-Token': csrf },
    });
    expect(me.ok()).toBe(true);
    orgName = (await me.json()).user.orgs[0].name;
    await context.request.post(`${base()}/data/website/accept-cookies`, {
      headers: { 'X-CSRF-Token': csrf },
    });
    page = await context.newPage();
    problems = watchProblems(page);
    page.on('response', (r) => {
      if (r.status() >= 500) problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
  });
  afterAll(() => context?.close());

  test('registers the organisation for an upcoming fair after a confirmation', async () => {
    await page.goto(`${base()}/admin/1/grad-fairs`);
    const fairs = page.getByTestId('grad-fairs');
    await fairs.getByRole('heading', { level: 2, name: 'Feiras de formandos' }).waitFor();
    await dismissDialogs(page);
    const fair = 'Feira de Recém-Formados OpenGood Nova York';
    const register = fairs.getByRole('button', { name: `Inscrever-se em ${fair}` });
    await register.click();
    const dialog = page.getByRole('alertdialog', { name: `Inscrever ${orgName} em ${fair}?` });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await audit(page, 'grad-fairs-register-dialog', findings);
    await dialog.getByRole('button', { name: 'Inscrever-se' }).click();
    await fairs.getByText(`${orgName} está inscrita em ${fair}.`).waitFor();
    const card = fairs.getByTestId('fair-card').filter({ hasText: fair });
    await card.getByText('Inscrita', { exact: true }).waitFor();
    await card.getByRole('button', { name: `Cancelar a inscrição em ${fair}` }).waitFor();
    await fairs.getByTestId('grad-fair-registrations').getByRole('link', { name: fair }).waitFor();
    await audit(page, 'grad-fairs', findings);
  });

  test('accepts the invitation to a fair whose registration has closed', async () => {
    const fair = 'Feira de Recém-Formados do Serviço Público Manhattan';
    const fairs = page.getByTestId('grad-fairs');
    await fairs.getByRole('link', { name: `Responder ao convite para ${fair}` }).click();
    await page.waitForURL(/\/admin\/1\/grad-fairs\/invites\/\d+$/);
    const invite = page.getByTestId('grad-fair-invite');
    await invite.getByRole('heading', { level: 2, name: `Convite para ${fair}` }).waitFor();
    await invite.getByText('Inscrições encerradas', { exact: true }).waitFor();
    await audit(page, 'grad-fair-invite', findings);
    // Declining asks first (and Cancel keeps the invitation open).
    await invite.getByRole('button', { name: 'Recusar' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Recusar o convite para ${fair}?` });
    await dialog.waitFor();
    await audit(page, 'grad-fair-decline-dialog', findings);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await invite.getByRole('button', { name: 'Aceitar e inscrever-se' }).click();
    const answer = invite.getByTestId('invite-answer');
    await answer.getByText(/^Aceito em .*: .* está inscrita nesta feira\.$/).waitFor();
    expect(await answer.evaluate((a) => a === document.activeElement)).toBe(true);
    await audit(page, 'grad-fair-invite-accepted', findings);
    await invite.getByRole('link', { name: 'Voltar às feiras para recém-formados' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/1/grad-fairs');
    await page.getByTestId('grad-fair-registrations').getByRole('link', { name: fair }).waitFor();
    expect(problems).toEqual([]);
  });

  test('a 403 inside the fair area leads back to /fair with the FORBIDDEN flash', async () => {
    const fair = await fairNamed(context, 'Feira de Carreiras do Terceiro Setor São Paulo');
    await page.goto(`${base()}/fair/${fair.id}`);
    const fairPage = page.getByTestId('fair-page');
    await fairPage.getByRole('heading', { level: 1, name: fair.name }).waitFor();
    await dismissDialogs(page);
    await audit(page, 'fair-page', findings);
    // The admin lost the organisation meanwhile (another admin removed them): the api refuses with 403.
    const registration = /\/data\/orgdashboard\/\d+\/grad-fairs\/\d+\/registration/;
    await page.route(registration, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Forbidden', errors: { orgId: 'User is not an admin' } }),
      }),
    );
    await fairPage.getByRole('button', { name: `Inscrever ${orgName}` }).click();
    await page.waitForURL((url) => url.pathname === '/fair');
    await page
      .locator('[data-flash=FORBIDDEN]')
      .getByText('Você não tem permissão para ver essa página.')
      .waitFor();
    await page.getByTestId('fair-home').waitFor();
    await audit(page, 'fair-forbidden', findings);
    await page.unroute(registration);
  });
});

test('the graduate-fair ad leads a visitor near New York to the nearest upcoming fair', async () => {
  const context = await suite.browser.newContext({ locale: 'en-US', viewport: DESKTOP });
  const page = await context.newPage();
  const problems = watchProblems(page);
  // Where the visitor is comes from their address, which is the loopback here: the environment says New York.
  await page.route('**/data/environment', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    await route.fulfill({ response, json: { ...json, guessedLocation: NEW_YORK, isUS: true } });
  });
  const nearest = await context.request.get(
    `${base()}/data/grad-fairs?near=${NEW_YORK.latitude},${NEW_YORK.longitude}&withinMiles=50&limit=1`,
  );
  const fair = (await nearest.json()).data.fairs[0] as { id: number; name: string };
  await page.goto(`${base()}/`);
  const ad = page.locator('[data-testid=ad-slot][data-ad=GRAD_FAIRS]');
  await ad.waitFor();
  const link = ad.getByRole('link', { name: /See upcoming fairs/ });
  expect(await link.getAttribute('href')).toBe(`/fair/${fair.id}`);
  await audit(page, 'ad', findings);
  await link.click();
  await page.waitForURL((url) => url.pathname === `/fair/${fair.id}`);
  await page.getByTestId('fair-page').getByRole('heading', { level: 1, name: fair.name }).waitFor();
  expect(problems).toEqual([]);
  await context.close();
});

test('no serious or critical accessibility findings on any of these pages', () => {
  expect(findings).toEqual([]);
});
