import type { BrowserContext } from 'playwright-core';
import { answerIntakeQuestion, SEEDED, signIn } from '../src/accounts';
import { auditor, DESKTOP, dismissDialogs } from '../src/audit';
import { watchProblems } from '../src/page';
import { psql, usePostgresPlatform } from '../src/postgresPlatform';

// An organisation's notification preferences (docs/product/organisations.md#notification-preferences) in a
// real browser against the whole platform, in Spanish: the admin of a Spanish-speaking organisation turns
// new-application emails off with the keyboard and saves; a job seeker applies to one of its listings and
// gets their receipt, while the admin gets nothing; turned back on, the next application reaches them,
// with the org link that turns that kind off. The page is audited (no serious or critical axe findings) at
// 1280 and 390 px, with screenshots. On a throwaway PostgreSQL database (postgresPlatform) so the test reads
// the stored preference with psql while the api runs, and mails go through a real SMTP server.

const state = usePostgresPlatform('orgnotif');

const audit = auditor(process.env.OG_SHOTS ?? '/tmp/shots-org-notifications');

async function csrfOf(context: BrowserContext) {
  return (await context.cookies(state.url)).find((c) => c.name === 'csrf')?.value ?? '';
}

/** A user says "I'm interested" in a volunteer opportunity, through the api as the listing page does. */
async function interested(context: BrowserContext, listingId: string) {
  const res = await context.request.post(`${state.url}/data/listings/VOLOP/${listingId}/applications`, {
    headers: { 'X-CSRF-Token': await csrfOf(context) },
    data: {},
  });
  expect(res.status()).toBe(201);
}

test('an admin turns new-application emails off in Spanish: the next application mails them nothing, until turned on again', async () => {
  // An open volunteer opportunity of a Spanish-speaking organisation whose seeded admin speaks Spanish.
  const [listingId, orgId, orgName] = psql(
    state.dbUrl,
    `SELECT l.id || '|' || o.id || '|' || o.name FROM listings l JOIN organizations o ON o.id = l.org_id
       JOIN users u ON u.email = 'admin' || o.id || '@example.org'
      WHERE l.listing_type = 'VOLOP' AND l.status = 'PUBLISHED' AND o.status = 'PUBLISHED' AND o.locale = 'es'
        AND u.lang = 'es' AND (l.expires_at IS NULL OR l.expires_at > now()) ORDER BY l.id LIMIT 1`,
  ).split('|') as [string, string, string];
  const admin = `admin${orgId}@example.org`;
  const offRows = () =>
    psql(
      state.dbUrl,
      `SELECT string_agg(o.kind, ',') FROM org_email_opt_outs o JOIN users u ON u.id = o.user_id
        WHERE u.email = '${admin}' AND o.org_id = ${orgId}`,
    );
  const findings: string[] = [];

  const context = await state.browser.newContext({ locale: 'es-ES', viewport: DESKTOP });
  await signIn(context, state.url, admin);
  await answerIntakeQuestion(context, state.url);
  await context.request.post(`${state.url}/data/website/accept-cookies`, {
    headers: { 'X-CSRF-Token': await csrfOf(context) },
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(`${state.url}/admin/${orgId}/notification-preferences`);
  const form = page.getByTestId('org-notification-preferences-form');
  await form.waitFor();
  await dismissDialogs(page);
  expect(await page.getAttribute('html', 'lang')).toBe('es');
  await page.getByRole('heading', { level: 2, name: 'Preferencias de notificación' }).waitFor();
  expect(
    await page.getByRole('link', { name: 'Preferencias de notificación' }).getAttribute('aria-current'),
  ).toBe('page');
  const group = form.getByRole('group', { name: `Correos de ${orgName}` });
  await expect(group.getByRole('checkbox').count()).resolves.toBe(4);
  const received = group.getByRole('checkbox', { name: 'Nuevas postulaciones' });
  expect(await received.isChecked()).toBe(true);
  await audit(page, 'org-notifications', findings);

  // With the keyboard: to the box, Space, to the button, Enter.
  await received.focus();
  await page.keyboard.press('Space');
  expect(await received.isChecked()).toBe(false);
  await page.getByText('Tienes cambios sin guardar.').waitFor();
  await form.getByRole('button', { name: 'Guardar preferencias' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('Tus preferencias están guardadas.').waitFor();
  expect(offRows()).toBe('APPLICATIONS_RECEIVED');
  await audit(page, 'org-notifications-saved', findings);
  await page.reload();
  await form.waitFor();
  await dismissDialogs(page);
  expect(await group.getByRole('checkbox', { name: 'Nuevas postulaciones' }).isChecked()).toBe(false);
  expect(await group.getByRole('checkbox', { name: 'Resumen diario de postulaciones' }).isChecked()).toBe(
    true,
  );

  // A job seeker applies: their receipt arrives (the outbox delivered this application's mails), the
  // admin's notice does not.
  const seeker = await state.browser.newContext({ locale: 'en-US' });
  await signIn(seeker, state.url, SEEDED.jobSeeker);
  await interested(seeker, listingId);
  await state.box.waitFor(SEEDED.jobSeeker);
  await expect(state.box.waitFor(admin, 2000)).rejects.toThrow(/no mail/);

  // Back on: the next applicant's notice reaches the admin, in Spanish, with the org link of that kind.
  await group.getByRole('checkbox', { name: 'Nuevas postulaciones' }).check();
  await form.getByRole('button', { name: 'Guardar preferencias' }).click();
  await page.getByText('Tus preferencias están guardadas.').waitFor();
  expect(offRows()).toBe('');
  const another = await state.browser.newContext({ locale: 'es-ES' });
  await signIn(another, state.url, SEEDED.spanishSeeker);
  await interested(another, listingId);
  const notice = await state.box.waitFor(admin);
  const headers = new Map(notice.headers.map((h) => [h.key, h.value]));
  expect(headers.get('list-unsubscribe')).toContain(`/data/unsubscribe/org/${orgId}/applications-received/`);
  expect(notice.text).toContain('Darse de baja de estos correos');

  expect(findings).toEqual([]);
  expect(problems.filter((p) => !/40[134]/.test(p))).toEqual([]);
  await another.close();
  await seeker.close();
  await context.close();
});
