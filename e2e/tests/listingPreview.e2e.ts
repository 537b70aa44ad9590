import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { acceptCookies, answerIntakeQuestion, csrfOf, SEEDED, signIn } from '../src/accounts';
import { auditor, dismissDialogs } from '../src/audit';
import { watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// The admins' preview of a listing (docs/architecture.md#who-owns-which-url; issue 18): the public page as it
// will look, rendered by the listing pages area under /admin, with a banner naming its state and the ways
// back, noindex and no structured data, nothing that applies or saves; login required, admins only.
const suite = useBrowserAndPlatform();
const audit = auditor(path.join(os.tmpdir(), 'og-listing-preview'));
const ORG = 1;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function signedIn(email: string) {
  const context = await suite.browser.newContext();
  await signIn(context, suite.platform.url, email);
  await acceptCookies(context, suite.platform.url);
  return context;
}

/** A draft of the organisation, written through the posting call as the dashboard's form would. */
async function draft(context: BrowserContext, fields: Record<string, unknown>): Promise<number> {
  const base = suite.platform.url;
  const res = await context.request.post(`${base}/data/orgdashboard/${ORG}/listings`, {
    data: {
      description: '<p>Lead our <strong>programs</strong> with the communities we serve.</p>',
      locale: 'en',
      locationType: 'REMOTE',
      applyMethod: 'SITE',
      deadline: inDays(30),
      ...fields,
    },
    headers: { 'X-CSRF-Token': await csrfOf(context, base) },
  });
  if (res.status() !== 201) throw new Error(`draft refused: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test('an admin previews a draft job and a draft volunteer opportunity: banner, state, ways back, nothing to apply with; axe at 1280 and 390 px', async () => {
  const context = await signedIn(SEEDED.adminOfOrg1);
  const jobId = await draft(context, {
    listingType: 'JOB',
    title: 'Program Officer',
    salaryMinimum: 40000,
    salaryMaximum: 55000,
    salaryCurrency: 'USD',
    salaryPeriod: 'YEAR',
  });
  const volopId = await draft(context, { listingType: 'VOLOP', title: 'Saturday tree planting' });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const findings: string[] = [];

  await page.goto(`${suite.platform.url}/admin/${ORG}/jobs/${jobId}/preview`);
  const banner = page.getByTestId('preview-banner');
  await banner.waitFor();
  await dismissDialogs(page);
  await expect(banner.textContent()).resolves.toContain(
    'Preview — this is how your listing will look. State: Draft',
  );
  await expect(banner.getByRole('link', { name: 'Edit this listing' }).getAttribute('href')).resolves.toBe(
    `/admin/${ORG}/jobs/${jobId}/edit`,
  );
  await expect(banner.getByRole('link', { name: 'All your listings' }).getAttribute('href')).resolves.toBe(
    `/admin/${ORG}/listings`,
  );
  const detail = page.getByTestId('listing-detail');
  await expect(detail.locator('h1').textContent()).resolves.toBe('Program Officer');
  // The description is the api's sanitised rich text, shown formatted (not as markup).
  await expect(detail.getByTestId('listing-description').locator('strong').textContent()).resolves.toBe(
    'programs',
  );
  await expect(detail.getByTestId('listing-description').textContent()).resolves.not.toContain('<p>');
  await expect(page.getByTestId('preview-apply-note').count()).resolves.toBe(1);
  await expect(page.getByTestId('application-form').count()).resolves.toBe(0);
  await expect(detail.getByTestId('save-listing').count()).resolves.toBe(0);
  await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toContain('noindex');
  await expect(page.locator('script[type="application/ld+json"]').count()).resolves.toBe(0);
  await audit(page, 'job-draft', findings);

  await page.goto(`${suite.platform.url}/admin/${ORG}/volops/${volopId}/preview`);
  await page.getByTestId('preview-banner').waitFor();
  await dismissDialogs(page);
  await expect(page.getByRole('button', { name: 'I’m interested' }).count()).resolves.toBe(0);
  await expect(page.getByTestId('preview-apply-note').textContent()).resolves.toContain('in one click');
  await audit(page, 'volop-draft', findings);

  // The type in the address is the listing's: the volunteer opportunity is no job.
  await page.goto(`${suite.platform.url}/admin/${ORG}/jobs/${volopId}/preview`);
  await page.getByTestId('not-found').waitFor();

  expect(findings).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test('a visitor is sent to log in first; a user who is not its admin does not see it', async () => {
  const admin = await signedIn(SEEDED.adminOfOrg1);
  const id = await draft(admin, { listingType: 'JOB', title: 'Grants Manager' });
  await admin.close();
  const previewPath = `/admin/${ORG}/jobs/${id}/preview`;

  const visitor = await suite.browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`${suite.platform.url}${previewPath}`);
  await anonymous.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.get('to') === previewPath,
  );
  await visitor.close();

  const seeker = await signedIn(SEEDED.jobSeeker);
  await answerIntakeQuestion(seeker, suite.platform.url);
  const page = await seeker.newPage();
  const refused = page.waitForResponse((r) => r.url().endsWith(`/listings/${id}/preview`));
  await page.goto(`${suite.platform.url}${previewPath}`);
  expect((await refused).status()).toBe(403);
  await page.waitForURL((url) => url.pathname !== previewPath);
  await expect(page.getByTestId('preview-banner').count()).resolves.toBe(0);
  await seeker.close();
});
