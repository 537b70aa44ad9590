import type { BrowserContext } from 'playwright-core';
import { acceptCookies, answerIntakeQuestion, SEEDED, signIn } from '../src/accounts';
import { auditor, DESKTOP, dismissDialogs } from '../src/audit';
import { startMailbox, type Mailbox } from '../src/mailbox';
import { watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// The applicant pipeline (issue 18; docs/product/organisations.md#applicants) in a real browser against the
// whole platform: two seeded job seekers apply to a seeded job (one with a résumé); the organisation's
// seeded admin opens the job's applicants tab, opens an application, rates it, adds a note and moves it to
// "interviewing"; the seeker sees "Interviewing" in their application history; the admin bulk-rejects the
// other application, which mails its applicant in Spanish. Every page is audited (no serious or critical
// axe findings) at 1280 and 390 px, the reject dialog open, with screenshots.
const mail: { box?: Mailbox } = {};
beforeAll(async () => {
  mail.box = await startMailbox();
});
const suite = useBrowserAndPlatform(() => ({ apiEnv: { SMTP_URL: mail.box!.url } }));
afterAll(async () => {
  await mail.box?.close();
});
const base = () => suite.platform.url;
const audit = auditor(process.env.OG_SHOTS ?? '/tmp/shots-applicants');

async function csrfOf(context: BrowserContext) {
  return (await context.cookies(base())).find((c) => c.name === 'csrf')?.value ?? '';
}

async function signedIn(email: string, locale: string) {
  const context = await suite.browser.newContext({ locale, viewport: DESKTOP });
  await signIn(context, base(), email);
  await answerIntakeQuestion(context, base());
  await acceptCookies(context, base());
  return context;
}

interface OrgListing {
  id: number;
  listingType: string;
  status: string;
  applyMethod: string;
  deadline: string | null;
  questions: { id: number; required: boolean }[];
  title: string;
}

/** An open job taking applications on the site, of a seeded organisation, as its admin lists it. */
async function openSiteJob(): Promise<{ orgId: number; admin: string; job: OrgListing }> {
  for (let orgId = 1; orgId <= 20; orgId++) {
    const admin = `admin${orgId}@example.org`;
    const context = await suite.browser.newContext();
    try {
      await signIn(context, base(), admin);
      const res = await context.request.get(`${base()}/data/orgdashboard/${orgId}/listings`);
      if (!res.ok()) continue;
      const listings = (await res.json()).data as OrgListing[];
      const job = listings.find(
        (l) =>
          l.listingType === 'JOB' &&
          l.status === 'PUBLISHED' &&
          l.applyMethod === 'SITE' &&
          (l.deadline === null || Date.parse(l.deadline) > Date.now() + 86_400_000),
      );
      if (job) return { orgId, admin, job };
    } finally {
      await context.close();
    }
  }
  throw new Error('no seeded organisation has an open job taking applications on the site');
}

/** Applies through the api, as the listing's application form does (answering every question). */
async function apply(context: BrowserContext, job: OrgListing, coverLetter: string) {
  const res = await context.request.post(`${base()}/data/listings/JOB/${job.id}/applications`, {
    headers: { 'X-CSRF-Token': await csrfOf(context) },
    data: { coverLetter, answers: job.questions.map((q) => ({ questionId: q.id, answer: 'Yes, gladly.' })) },
  });
  expect([200, 201]).toContain(res.status());
  return (await res.json()).application.id as number;
}

/** The next mail to `to` whose subject starts with `subject` (receipts and notices before it are passed). */
async function mailWithSubject(to: string, subject: string) {
  for (;;) {
    const got = await mail.box!.waitFor(to, 20_000);
    if ((got.subject ?? '').startsWith(subject)) return got;
  }
}

test('an admin follows applicants through the pipeline; the seeker sees the stage; a bulk reject mails in Spanish', async () => {
  const findings: string[] = [];
  const { orgId, admin, job } = await openSiteJob();

  // Jane applies with a résumé, Lucía without one.
  const jane = await signedIn(SEEDED.jobSeeker, 'en-US');
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  const upload = await jane.request.post(`${base()}/data/userdashboard/applicant-profile/resume`, {
    headers: { 'X-CSRF-Token': await csrfOf(jane) },
    multipart: { file: { name: 'Jane Doe CV.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.status()).toBe(201);
  const janeApp = await apply(jane, job, 'Six years of running grant programmes.\nHappy to talk.');
  const lucia = await signedIn(SEEDED.spanishSeeker, 'es-ES');
  const luciaApp = await apply(lucia, job, 'Coordino voluntariado desde 2019.');

  // The admin opens the job's applicants tab.
  const context = await signedIn(admin, 'en-US');
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(`${base()}/admin/${orgId}/jobs/${job.id}`);
  await page.getByTestId('listing-overview').waitFor();
  await dismissDialogs(page);
  await page.getByRole('heading', { level: 2, name: job.title }).waitFor();
  expect(await page.getByRole('link', { name: 'Recommended candidates' }).getAttribute('href')).toBe(
    `/admin/${orgId}/jobs/${job.id}/recommended-candidates`,
  );
  await audit(page, 'listing-overview', findings);

  await page.getByRole('link', { name: 'Applicants', exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/admin/${orgId}/jobs/${job.id}/applicants`);
  const tab = page.getByTestId('applicants-tab');
  await tab.waitFor();
  const janeRow = tab.getByTestId('applicant-row').filter({ hasText: 'Jane Doe' });
  await janeRow.waitFor();
  await tab.getByTestId('applicant-row').filter({ hasText: 'Lucía Fernández' }).waitFor();
  expect(await janeRow.getByRole('img', { name: 'Résumé attached' }).count()).toBe(1);
  await audit(page, 'applicants', findings);

  // A stage filter lives in the URL: reload keeps it.
  await tab.getByRole('link', { name: /^New \(\d+\)$/ }).click();
  await page.waitForURL((url) => url.searchParams.get('stage') === 'NEW');
  await page.reload();
  await tab.waitFor();
  expect(await tab.getByRole('link', { name: /^New \(\d+\)$/ }).getAttribute('aria-current')).toBe('page');

  // The application: what was sent, the résumé (downloadable by this admin), then rate, note and move.
  await janeRow.getByRole('link', { name: 'Jane Doe' }).click();
  await page.waitForURL((url) => url.pathname === `/admin/${orgId}/applications/${janeApp}`);
  const application = page.getByTestId('application-page');
  await application.waitFor();
  await application.getByText('Six years of running grant programmes.').waitFor();
  const resumeHref = await application
    .getByRole('link', { name: 'Download Jane Doe CV.pdf' })
    .getAttribute('href');
  const download = await context.request.get(`${base()}${resumeHref}`);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain('attachment');
  await audit(page, 'application', findings);

  const good = application.getByRole('button', { name: 'Good fit' });
  await good.click();
  await application.getByTestId('rating-status').getByText('Rated “Good fit”.').waitFor();
  expect(await good.getAttribute('aria-pressed')).toBe('true');

  await application.getByRole('button', { name: 'Add note' }).click();
  await application.getByText('Write a note first.').first().waitFor();
  await application.getByRole('textbox', { name: /Add a note/ }).fill('Strong on budgets: invite to a call.');
  await application.getByRole('button', { name: 'Add note' }).click();
  await application.getByTestId('note-status').getByText('Note added.').waitFor();
  await application.getByTestId('notes').getByText('Strong on budgets: invite to a call.').waitFor();

  await application.getByLabel('Move to stage').selectOption('INTERVIEWING');
  await application.getByRole('button', { name: 'Move', exact: true }).click();
  await application.getByTestId('stage-status').getByText('Moved to Interviewing.').waitFor();
  await audit(page, 'application-moved', findings);
  // Rendered again by the server: the same rating, note and stage (and no hydration warning in `problems`).
  await page.reload();
  await application.getByTestId('notes').getByText('Strong on budgets: invite to a call.').waitFor();
  expect(await application.getByRole('button', { name: 'Good fit' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  expect(await application.getByLabel('Move to stage').inputValue()).toBe('INTERVIEWING');

  // The seeker sees the stage in their application history (never the rating or the note).
  const history = await jane.newPage();
  await history.goto(`${base()}/dashboard/application-history`);
  const row = history.getByTestId('application').filter({ hasText: job.title });
  await row.getByText('Interviewing').waitFor();
  expect(await history.getByText('Good fit').count()).toBe(0);
  expect(await history.getByText('Strong on budgets').count()).toBe(0);

  // Back on the applicants tab: Lucía's application is rejected in bulk, after a confirmation.
  await page.goto(`${base()}/admin/${orgId}/jobs/${job.id}/applicants`);
  await tab.waitFor();
  await tab.getByRole('checkbox', { name: 'Select Lucía Fernández' }).check();
  await tab.getByRole('button', { name: 'Reject selected' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reject 1 application?' });
  await dialog.waitFor();
  await dialog.getByText(/courteous email in their own language/).waitFor();
  await audit(page, 'reject-dialog', findings);
  await dialog.getByRole('button', { name: 'Reject and send the emails' }).click();
  await tab.getByText('1 application was rejected and its applicant emailed.').waitFor();
  await tab
    .getByTestId('applicant-row')
    .filter({ hasText: 'Lucía Fernández' })
    .getByText('Rejected')
    .waitFor();
  const rejection = await mailWithSubject(SEEDED.spanishSeeker, `Tu candidatura a ${job.title}`);
  expect(rejection.text).toContain('ha decidido no seguir adelante con tu candidatura');
  expect(luciaApp).toBeGreaterThan(0);

  expect(findings).toEqual([]);
  expect(problems).toEqual([]);
  await Promise.all([jane.close(), lucia.close(), context.close()]);
});
