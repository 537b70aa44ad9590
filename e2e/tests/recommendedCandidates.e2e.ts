import type { BrowserContext, Page } from 'playwright-core';
import { SEEDED, signIn } from '../src/accounts';
import { auditor, DESKTOP, dismissDialogs } from '../src/audit';
import { watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// Recommended candidates (issue 18; docs/product/organisations.md#recommended-candidates) in a real browser
// against the whole platform and its seed (which has job seekers open to recruiters): an organisation's
// admin opens a seeded job's recommended candidates, opens one, rates them a good fit, then follows the
// recommendation mail's "not a fit" link (built as the mail builds it: a job goes live only once paid, which
// has no route yet, so no mail is sent here) and sees the thanks; anonymous, the link asks to log in first.
// Every page is audited (no serious or critical axe findings) at 1280 and 390 px, with screenshots.
const suite = useBrowserAndPlatform();
const base = () => suite.platform.url;
const findings: string[] = [];
const audit = auditor(process.env.OG_SHOTS ?? '/tmp/shots-recommended-candidates');

async function csrfOf(context: BrowserContext) {
  return (await context.cookies(base())).find((c) => c.name === 'csrf')?.value ?? '';
}

/** A seeded organisation's job with at least two recommended candidates (found as staff, who see every org). */
async function jobWithCandidates(): Promise<{ orgId: number; jobId: number }> {
  const staff = await suite.browser.newContext();
  try {
    await signIn(staff, base(), SEEDED.staff);
    for (let orgId = 1; orgId <= 40; orgId++) {
      const listings = await staff.request.get(`${base()}/data/orgdashboard/${orgId}/listings`);
      if (!listings.ok()) continue;
      const jobs = (
        (await listings.json()).data as { id: number; listingType: string; status: string }[]
      ).filter((l) => l.listingType === 'JOB' && l.status === 'PUBLISHED');
      for (const job of jobs.slice(0, 4)) {
        const res = await staff.request.get(
          `${base()}/data/orgdashboard/${orgId}/listings/${job.id}/recommended-candidates`,
        );
        if (res.ok() && (await res.json()).data.candidates.length >= 2) return { orgId, jobId: job.id };
      }
    }
    throw new Error('no seeded job has two recommended candidates');
  } finally {
    await staff.close();
  }
}

describe('an organisation’s admin', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let orgId = 0;
  let jobId = 0;
  let listPath = '';
  let candidateId = 0;

  beforeAll(async () => {
    ({ orgId, jobId } = await jobWithCandidates());
    listPath = `/admin/${orgId}/jobs/${jobId}/recommended-candidates`;
    context = await suite.browser.newContext({ locale: 'en-US', viewport: DESKTOP });
    await signIn(context, base(), `admin${orgId}@example.org`);
    const csrf = await csrfOf(context);
    const me = await context.request.patch(`${base()}/data/users/me`, {
      data: { lang: 'en' },
      headers: { 'X-CSRF-Token': csrf },
    });
    expect(me.ok()).toBe(true);
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

  test('opens a job’s recommended candidates, each with why they match', async () => {
    await page.goto(`${base()}${listPath}`);
    const list = page.getByTestId('recommended-candidates');
    await list.getByRole('heading', { level: 2, name: /^Recommended candidates for / }).waitFor();
    await dismissDialogs(page);
    const cards = list.getByTestId('candidate-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    await cards
      .first()
      .getByText(/^Matches: /)
      .waitFor();
    await audit(page, 'recommended-candidates', findings);
  });

  test('opens one, rates them a good fit, and moves to the next', async () => {
    const first = page.getByTestId('candidate-card').first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
    await first.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(new RegExp(`${listPath}/\\d+$`));
    candidateId = Number(new URL(page.url()).pathname.split('/').pop());
    const profile = page.getByTestId('recommended-candidate');
    await profile.getByRole('heading', { level: 2, name }).waitFor();
    await profile.getByRole('heading', { level: 3, name: 'Why we suggest them' }).waitFor();
    await profile.getByRole('heading', { level: 3, name: 'Work history' }).waitFor();
    await profile.getByRole('button', { name: `Mark ${name} as a good fit` }).click();
    await profile.getByTestId('candidate-status').getByText(`${name} is marked as a good fit.`).waitFor();
    await profile.getByText('Your rating: Good fit').waitFor();
    await audit(page, 'recommended-candidate', findings);
    await profile
      .getByRole('navigation', { name: 'Other recommended candidates' })
      .getByRole('link', { name: /Next candidate/ })
      .click();
    await page.waitForURL(
      (url) => url.pathname.startsWith(listPath) && !url.pathname.endsWith(`/${candidateId}`),
    );
    await page.getByTestId('recommended-candidate').getByRole('heading', { level: 2 }).waitFor();
  });

  test('follows the mail’s “not a fit” link: the rating is recorded and the page says thanks', async () => {
    await page.goto(`${base()}/email/rate-recommended-candidate/${candidateId}/bad?listingId=${jobId}`);
    const rated = page.getByTestId('rate-candidate');
    await rated.getByText('Thanks — we’ll suggest fewer candidates like this.').waitFor();
    await audit(page, 'rate-recommended-candidate', findings);
    await rated.getByRole('link', { name: 'View the candidate’s profile' }).click();
    await page.waitForURL((url) => url.pathname === `${listPath}/${candidateId}`);
    await page.getByTestId('recommended-candidate').getByText('Your rating: Not a fit').waitFor();
    // Off the list now.
    await page.goto(`${base()}${listPath}`);
    await page.getByTestId('recommended-candidates').getByTestId('candidate-card').first().waitFor();
    expect(await page.locator(`a[href="${listPath}/${candidateId}"]`).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('the link asks an anonymous visitor to log in first', async () => {
    const anonymous = await suite.browser.newContext({ locale: 'en-US', viewport: DESKTOP });
    const visit = await anonymous.newPage();
    await visit.goto(`${base()}/email/rate-recommended-candidate/${candidateId}/good?listingId=${jobId}`);
    await visit.waitForURL((url) => url.pathname === '/login');
    await anonymous.close();
  });

  afterAll(() => expect(findings).toEqual([]));
});
