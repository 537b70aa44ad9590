import type { BrowserContext, Page } from 'playwright-core';
import { acceptCookies, answerIntakeQuestion, SEEDED, signIn } from '../src/accounts';
import { auditor, DESKTOP, dismissDialogs } from '../src/audit';
import { linkIn, startMailbox, type Mailbox } from '../src/mailbox';
import { watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// Organisations and their teams (issue 17) in a real browser against the whole platform, in Spanish: a
// job seeker creates an organisation, invites a second address, that person signs up through the mailed
// invitation, confirms the address and lands in the dashboard as an admin. Every new page is audited
// (no serious or critical axe findings) at 1280 and 390 px, dialogs open, with screenshots.
const mail: { box?: Mailbox } = {};
beforeAll(async () => {
  mail.box = await startMailbox();
});
const suite = useBrowserAndPlatform(() => ({ apiEnv: { SMTP_URL: mail.box!.url } }));
afterAll(async () => {
  await mail.box?.close();
});

const audit = auditor(process.env.OG_SHOTS ?? '/tmp/shots17');
const PASSWORD = 'a walk in the quiet park';
const base = () => suite.platform.url;

describe('an organisation and its team, in Spanish', () => {
  const findings: string[] = [];
  const invited = `e2e-invited-${Date.now()}@example.org`;
  let owner: BrowserContext;
  let page: Page;
  let problems: string[];
  let orgId = '';
  let invitePath = '';

  beforeAll(async () => {
    owner = await suite.browser.newContext({ locale: 'es-ES', viewport: DESKTOP });
    await signIn(owner, base(), SEEDED.spanishSeeker);
    await answerIntakeQuestion(owner, base());
    await acceptCookies(owner, base());
    page = await owner.newPage();
    problems = watchProblems(page);
    // Which address failed, when one does (the console only says a status).
    page.on('response', (r) => {
      if (r.status() >= 500) problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
  });
  afterAll(() => owner?.close());

  test('creates an organisation from the posting flow and lands in its dashboard', async () => {
    // The header's "post" links lead to /post-a-listing: with no organisation, it starts by creating one
    // (docs/product/organisations.md#logged-in-only-routes).
    await page.goto(`${base()}/post-a-listing`);
    await page.waitForURL((url) => url.pathname === '/organizations/create');
    const form = page.getByTestId('create-org-form');
    await form.waitFor();
    await dismissDialogs(page);
    // A refused submit first: the error summary takes the focus.
    await form.getByRole('button', { name: 'Crear organización' }).click();
    await form.getByTestId('error-summary').waitFor();
    await audit(page, 'create-refused', findings);
    await form.getByLabel('Nombre de la organización').fill('Río Limpio E2E');
    await form.getByLabel('Tipo de organización').selectOption('NONPROFIT');
    await form.getByLabel('Sobre tu organización').fill('Limpiamos ríos con voluntarios en toda la región.');
    await form.getByLabel('Sitio web').fill('https://riolimpio.example.org');
    await form.getByText('Educación', { exact: true }).click();
    await form.getByRole('button', { name: 'Crear organización' }).click();
    await page.waitForURL(/\/admin\/\d+$/);
    orgId = new URL(page.url()).pathname.split('/')[2]!;
    await page.getByRole('heading', { level: 1, name: 'Río Limpio E2E' }).waitFor();
    await audit(page, 'dashboard', findings);
  });

  test('invites a second address from the team page', async () => {
    await page.goto(`${base()}/admin/${orgId}/admins`);
    const team = page.getByTestId('org-team');
    await team.waitFor();
    await dismissDialogs(page);
    await team.getByRole('row').filter({ hasText: 'Tú' }).waitFor();
    const form = page.getByTestId('add-admin-form');
    await form.getByLabel('Correo electrónico').fill(invited);
    await form.getByRole('button', { name: 'Añadir administrador' }).click();
    await form.getByText(`Enviamos una invitación a ${invited}.`).waitFor();
    await team.getByRole('button', { name: `Revocar la invitación a ${invited}` }).waitFor();
    await audit(page, 'admins', findings);
    // Removing oneself says one loses access (a dialog, the focus inside it, back on the button after).
    const removeSelf = team.getByRole('row').filter({ hasText: 'Tú' }).getByRole('button');
    await removeSelf.click();
    const dialog = page.getByRole('alertdialog', { name: '¿Quitarte a ti mismo?' });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await audit(page, 'admins-remove-dialog', findings);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await removeSelf.evaluate((b) => b === document.activeElement)).toBe(true);

    const invitation = await mail.box!.waitFor(invited);
    invitePath = linkIn(invitation, '/user-invites/').pathname;
  });

  test('the edit page previews the profile and asks for the name before deleting', async () => {
    await page.goto(`${base()}/admin/${orgId}/edit`);
    const form = page.getByTestId('edit-org-form');
    await form.waitFor();
    await form.getByLabel('Nombre de la organización').fill('Río Limpio E2E Norte');
    await page.getByTestId('org-preview').getByRole('heading', { name: 'Río Limpio E2E Norte' }).waitFor();
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await form.getByText('Cambios guardados.').waitFor();
    await audit(page, 'edit', findings);
    await page.getByRole('button', { name: 'Eliminar organización…' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar Río Limpio E2E Norte?' });
    await dialog.waitFor();
    await audit(page, 'edit-delete-dialog', findings);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test('the invited person signs up through the invitation and lands in the dashboard as admin', async () => {
    const guest = await suite.browser.newContext({ locale: 'es-ES', viewport: DESKTOP });
    const them = await guest.newPage();
    const theirProblems = watchProblems(them);
    await them.goto(`${base()}${invitePath}`);
    const invite = them.getByTestId('invite-page');
    await invite.waitFor();
    await invite.getByText(`invitó a ${invited}`, { exact: false }).waitFor();
    await audit(them, 'invite-signed-out', findings);
    await invite.getByRole('link', { name: 'Registrarse' }).click();
    await them.waitForURL((url) => url.pathname === '/signup');
    await them.getByLabel('Nombre').fill('Marta');
    await them.getByLabel('Apellido').fill('Ruiz');
    await them.getByLabel('Correo electrónico').fill(invited);
    await them.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await them.getByRole('button', { name: 'Crear cuenta' }).click();
    await them.getByRole('heading', { name: 'Revisa tu correo' }).waitFor();

    const verification = await mail.box!.waitFor(invited);
    await them.goto(linkIn(verification, '/verify-email/').href);
    await them.getByRole('heading', { name: 'Tu correo está verificado' }).waitFor();
    await dismissDialogs(them);
    await them.getByRole('link', { name: 'Continuar' }).click();
    await them.waitForURL((url) => url.pathname === invitePath);
    await dismissDialogs(them);
    await audit(them, 'invite-signed-in', findings);
    await them.getByRole('button', { name: 'Aceptar la invitación' }).click();
    await them.waitForURL((url) => url.pathname === `/admin/${orgId}`);
    await them.getByRole('heading', { level: 1, name: 'Río Limpio E2E Norte' }).waitFor();

    await them.goto(`${base()}/select-org`);
    await them.getByRole('link', { name: /Río Limpio E2E Norte/ }).waitFor();
    await audit(them, 'select-org', findings);
    expect(theirProblems).toEqual([]);
    await guest.close();
  });

  test('another user asks for admin access on the public profile; staff freeze and unfreeze it', async () => {
    const visitor = await suite.browser.newContext({ locale: 'es-ES', viewport: DESKTOP });
    await signIn(visitor, base(), SEEDED.jobSeeker);
    await answerIntakeQuestion(visitor, base());
    const theirs = await visitor.newPage();
    // The profile without its slug: the listings area moves to the canonical address.
    await theirs.goto(`${base()}/es/sin-fines-de-lucro/${orgId}`);
    const panel = theirs.getByTestId('org-admin-access');
    await panel.waitFor();
    await dismissDialogs(theirs);
    await panel.getByRole('button').click();
    await panel.getByRole('status').filter({ hasText: /\S/ }).waitFor();
    await audit(theirs, 'profile-request-access', findings);
    await visitor.close();

    const staff = await suite.browser.newContext({ locale: 'es-ES', viewport: DESKTOP });
    await signIn(staff, base(), SEEDED.staff);
    const desk = await staff.newPage();
    await desk.goto(`${base()}/admin/${orgId}`);
    const control = desk.getByTestId('staff-panel');
    await control.waitFor();
    await dismissDialogs(desk);
    await control.getByRole('button').click();
    const dialog = desk.getByRole('alertdialog');
    await dialog.waitFor();
    await audit(desk, 'staff-freeze-dialog', findings);
    await dialog.getByRole('button').last().click();
    await desk.getByTestId('org-frozen').waitFor();
    await audit(desk, 'staff-frozen', findings);
    await control.getByRole('button').click();
    await desk.getByRole('alertdialog').getByRole('button').last().click();
    await desk.getByTestId('org-frozen').waitFor({ state: 'detached' });
    await staff.close();

    // The owner's team page lists the request.
    await page.goto(`${base()}/admin/${orgId}/admins`);
    await page.getByTestId('org-team').getByRole('row').filter({ hasText: SEEDED.jobSeeker }).waitFor();
  });

  test('the team page shows the new admin, and nothing was reported', async () => {
    await page.goto(`${base()}/admin/${orgId}/admins`);
    await page.getByTestId('org-team').getByRole('row').filter({ hasText: invited }).waitFor();
    expect(problems).toEqual([]);
    expect(findings).toEqual([]);
  });
});
