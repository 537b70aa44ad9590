import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { SEEDED, signIn } from '../src/accounts';
import { linkIn, startMailbox, type Mailbox } from '../src/mailbox';
import { watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// The account pages against the real api, with its mails delivered over SMTP to a mailbox of the test.
const mail: { box?: Mailbox } = {};
beforeAll(async () => {
  mail.box = await startMailbox();
});
const suite = useBrowserAndPlatform(() => ({ apiEnv: { SMTP_URL: mail.box!.url } }));
afterAll(async () => {
  await mail.box?.close();
});

let seq = 0;
const newAddress = (tag: string) => `e2e-${tag}-${Date.now()}-${seq++}@example.org`;
const PASSWORD = 'a walk in the quiet park';

async function newPage(locale = 'en-US', width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ locale, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

/** The modal sequence of a signed-in user (docs/product/chrome.md#modal-sequence) may open a dialog: close each with Escape. */
async function dismissDialogs(page: Page) {
  for (let i = 0; i < 8; i++) {
    await page.waitForTimeout(300);
    if ((await page.getByRole('dialog').count()) === 0) return;
    await page.keyboard.press('Escape');
  }
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** Everything the flows need to read, in the language of the flow. */
const LANGUAGES = [
  {
    lang: 'en',
    locale: 'en-US',
    signUpAt: '/signup',
    fields: { firstName: 'First name', lastName: 'Last name', email: 'Email', password: 'Password' },
    createAccount: 'Create account',
    checkEmail: 'Check your email',
    verified: 'Your email is verified',
    continue: 'Continue',
    // An ordinary sign-up continues home.
    continuesTo: '/',
    logOut: 'Log out',
    logIn: 'Log in',
    protectedPage: '/dashboard/saved-items?tab=JOB',
  },
  {
    lang: 'es',
    locale: 'es-ES',
    // The sign-up-to-post page: after verification the user goes on to post a listing.
    signUpAt: '/es/orgs/registrate',
    fields: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      password: 'Contraseña',
    },
    createAccount: 'Crear cuenta',
    checkEmail: 'Revisa tu correo',
    verified: 'Tu correo está verificado',
    continue: 'Continuar',
    continuesTo: '/post-a-listing',
    logOut: 'Cerrar sesión',
    logIn: 'Iniciar sesión',
    protectedPage: '/dashboard/profile',
  },
] as const;

describe.each(LANGUAGES)('accounts in $lang', (l) => {
  test('sign up → the verification mail → verified → log out → log in with `to` → back on the page', async () => {
    const { context, page } = await newPage(l.locale);
    const problems = watchProblems(page);
    const email = newAddress(l.lang);

    await page.goto(`${suite.platform.url}${l.signUpAt}`);
    await page.getByLabel(l.fields.firstName).fill('Ana');
    await page.getByLabel(l.fields.lastName).fill('Lima');
    await page.getByLabel(l.fields.email).fill(email);
    await page.getByLabel(l.fields.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: l.createAccount }).click();
    await page.getByRole('heading', { name: l.checkEmail }).waitFor();

    const verification = await mail.box!.waitFor(email);
    const link = linkIn(verification, '/verify-email/');
    expect(link.origin).toBe(suite.platform.url);
    await page.goto(link.href);
    await page.getByRole('heading', { name: l.verified }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(l.lang);

    await dismissDialogs(page);
    await page.getByRole('link', { name: l.continue }).click();
    await page.waitForURL((url) => url.pathname === l.continuesTo);
    expect(new URL(page.url()).searchParams.has('tmpId')).toBe(false);

    await dismissDialogs(page);
    await page.getByTestId('account-menu').getByRole('button').first().click();
    await page.getByRole('menuitem', { name: l.logOut }).click();
    await page.locator('[data-flash=LOGGED_OUT]').waitFor();

    // Anonymous on a login-required page: to log in first, with the flash, and back there after.
    await page.goto(`${suite.platform.url}${l.protectedPage}`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('to')).toBe(l.protectedPage);
    await page.locator('[data-flash=LOGIN_REQUIRED]').waitFor();
    await page.getByLabel(l.fields.email).fill(email);
    await page.getByLabel(l.fields.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: l.logIn }).click();
    await page.waitForURL((url) => url.pathname + url.search === l.protectedPage);
    await page.getByTestId('account-menu').waitFor();
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    await context.close();
  });
});

test('a wrong password is shown by the password field, in the page language', async () => {
  const { context, page } = await newPage('pt-BR');
  await page.goto(`${suite.platform.url}/login`);
  // Unprefixed, no user and no choice yet: the browser's language.
  expect(await page.getAttribute('html', 'lang')).toBe('pt');
  await page.getByLabel('E-mail').fill(SEEDED.jobSeeker);
  await page.getByLabel('Senha', { exact: true }).fill('not the password at all');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByText('O e-mail ou a senha não estão corretos.').first().waitFor();
  const password = page.getByLabel('Senha', { exact: true });
  await expect(password.getAttribute('aria-invalid')).resolves.toBe('true');
  expect(await page.locator(`#${await password.getAttribute('aria-describedby')}`).textContent()).toContain(
    'O e-mail ou a senha não estão corretos.',
  );
  // The forms kit's summary (named by its heading) takes the focus after the failed submit.
  const summary = page.getByRole('group', { name: 'Confira o seguinte:' });
  await expect(summary.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  expect(pathOf(page)).toBe('/login');
  await context.close();
});

test('a 401 from a /data call lands on /login with LOGIN_REQUIRED shown once', async () => {
  const { context, page } = await newPage();
  await signIn(context, suite.platform.url, SEEDED.jobSeeker);
  await page.goto(`${suite.platform.url}/dashboard`);
  await page.getByTestId('user-dashboard-home').waitFor();
  await dismissDialogs(page);
  // The session ends on the server's side (expired, or ended elsewhere) while the page still shows it.
  await context.clearCookies({ name: 'og.session_token' });
  // A call that needs the session: choosing a language saves it on the account (PATCH /data/users/me).
  // Its CSRF token was bound to the ended session: refused (403) with a fresh one, sent again, then 401.
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/data/users/me') && r.request().method() === 'PATCH') statuses.push(r.status());
  });
  await page.getByTestId('language-menu').getByRole('button').first().click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(statuses).toEqual([403, 401]);
  expect(new URL(page.url()).searchParams.get('to')).toBe('/dashboard');
  await page.locator('[data-flash=LOGIN_REQUIRED]').waitFor();
  expect(await page.locator('[data-flash]').count()).toBe(1);
  // The page forgot the ended session: log in is offered, not the old account.
  await page.getByRole('button', { name: /Log in|Iniciar sesión/ }).waitFor();
  expect(await page.getByTestId('account-menu').count()).toBe(0);
  await page.reload();
  await page.getByRole('button', { name: /Log in|Iniciar sesión/ }).waitFor();
  expect(await page.locator('[data-flash=LOGIN_REQUIRED]').count()).toBe(0);
  await context.close();
});

test('/dashboard of a seeded user whose language is Spanish renders in Spanish (an English browser)', async () => {
  const { context, page } = await newPage('en-US');
  await signIn(context, suite.platform.url, SEEDED.spanishSeeker);
  await page.goto(`${suite.platform.url}/dashboard`);
  await page.getByTestId('user-dashboard-home').waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('es');
  expect(await page.getByTestId('user-dashboard-home').getByRole('heading', { level: 1 }).textContent()).toBe(
    'Mi panel',
  );
  // A prefixed page still follows its prefix.
  await page.goto(`${suite.platform.url}/en/jobs`);
  await page.getByTestId('listing-card').first().waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  await context.close();
});

describe.each([390, 1280])('accessibility at %i px', (width) => {
  test.each(['/login', '/signup', '/es/orgs/registrate'])(
    '%s has no serious or critical axe findings',
    async (path) => {
      const { context, page } = await newPage('en-US', width);
      await page.goto(`${suite.platform.url}${path}`);
      await page.getByRole('button', { name: /Log in|Create account|Crear cuenta/ }).waitFor();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const severe = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(severe).toEqual([]);
      await context.close();
    },
  );
});
