import type { Browser, BrowserContext } from 'playwright-core';

/** The password of every seeded user (api/src/seed/users.ts, development seed only). */
export const SEED_PASSWORD = 'opengood-demo-2026';

export const SEEDED = {
  jobSeeker: 'jane.doe@example.org',
  spanishSeeker: 'lucia.fernandez@example.org',
  /** Every seeded organisation has one admin, admin<orgId>@example.org. */
  adminOfOrg1: 'admin1@example.org',
  staff: 'staff@example.org',
} as const;

/**
 * Signs a browser context in through the api, as the log-in page would (a GET first for the `csrf`
 * cookie, then the POST echoing it): for tests about what a signed-in user sees, not about logging in.
 */
export async function signIn(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  password = SEED_PASSWORD,
) {
  await context.request.get(`${baseUrl}/data/users/me`);
  const res = await context.request.post(`${baseUrl}/data/website/login`, {
    data: { email, password },
    headers: { 'X-CSRF-Token': await csrfOf(context, baseUrl) },
  });
  if (!res.ok()) throw new Error(`sign-in of ${email} failed: ${res.status()} ${await res.text()}`);
}

/**
 * Answers the first-visit question of the modal sequence (docs/product/chrome.md#modal-sequence INTAKE_INTENTS: seeded job seekers are
 * recent users who have not said what brings them) through the api, so tests about other things are not
 * interrupted by it. chrome.e2e.ts tests the dialog itself.
 */
export async function answerIntakeQuestion(context: BrowserContext, baseUrl: string) {
  const res = await context.request.post(`${baseUrl}/data/userdashboard/intake-intents`, {
    data: { intakeIntents: ['FIND_A_JOB'] },
    headers: { 'X-CSRF-Token': await csrfOf(context, baseUrl) },
  });
  if (!res.ok()) throw new Error(`intake intents failed: ${res.status()} ${await res.text()}`);
}

/** The `csrf` cookie a write under /data echoes in `X-CSRF-Token` (set by any /data read). */
export async function csrfOf(context: BrowserContext, baseUrl: string): Promise<string> {
  return (await context.cookies(baseUrl)).find((c) => c.name === 'csrf')?.value ?? '';
}

/** Accepts cookies through the api, as the cookie bar would: tests about other things see no bar. */
export async function acceptCookies(context: BrowserContext, baseUrl: string) {
  const res = await context.request.post(`${baseUrl}/data/website/accept-cookies`, {
    headers: { 'X-CSRF-Token': await csrfOf(context, baseUrl) },
  });
  if (!res.ok()) throw new Error(`accepting cookies failed: ${res.status()} ${await res.text()}`);
}

/** A page of a fresh browser context signed in as a seeded user: for the login-required pages. */
export async function signedInPage(browser: Browser, baseUrl: string, email: string = SEEDED.jobSeeker) {
  const context = await browser.newContext();
  await signIn(context, baseUrl, email);
  await answerIntakeQuestion(context, baseUrl);
  return context.newPage();
}
