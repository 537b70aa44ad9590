import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { csrfOf, signIn } from './accounts';
import { DESKTOP } from './audit';

// Steps the billing tests share (issue 19; docs/product/billing.md): a signed-in context in a language,
// drafts and publishing through /data as the dashboard's form does, the local Stripe test server's records
// (asked with a secret key, as the api asks it), and a PDF's text (poppler's pdftotext).

/** A context signed in as `email`, its language `lang` (account and browser), cookies accepted. */
export async function contextIn(browser: Browser, base: string, email: string, lang: 'es' | 'pt' | 'en') {
  const locale = { es: 'es-ES', pt: 'pt-BR', en: 'en-US' }[lang];
  const context = await browser.newContext({ locale, viewport: DESKTOP });
  await signIn(context, base, email);
  const csrf = await csrfOf(context, base);
  const me = await context.request.patch(`${base}/data/users/me`, {
    data: { lang },
    headers: { 'X-CSRF-Token': csrf },
  });
  if (!me.ok()) throw new Error(`setting the language failed: ${me.status()} ${await me.text()}`);
  await context.request.post(`${base}/data/website/accept-cookies`, { headers: { 'X-CSRF-Token': csrf } });
  return context;
}

/** The body of a job draft complete enough to publish (the posting call's fields), due in 30 days. */
export function jobDraftBody(title: string, locale: 'es' | 'en' = 'es') {
  return {
    listingType: 'JOB',
    title,
    description:
      locale === 'es'
        ? '<p>Coordina nuestros programas con las comunidades.</p>'
        : '<p>Lead our programs.</p>',
    locale,
    locationType: 'REMOTE',
    applyMethod: 'SITE',
    deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    salaryMinimum: 40000,
    salaryMaximum: 55000,
    salaryCurrency: 'USD',
    salaryPeriod: 'YEAR',
    jobType: 'FULL_TIME',
    professionalLevel: 'PROFESSIONAL',
    functions: ['ADMINISTRATIVE'],
  };
}

/** A job draft of organisation `orgId`, written through the posting call as the dashboard's form would. */
export async function jobDraft(context: BrowserContext, base: string, orgId: number, title: string) {
  const res = await context.request.post(`${base}/data/orgdashboard/${orgId}/listings`, {
    data: jobDraftBody(title),
    headers: { 'X-CSRF-Token': await csrfOf(context, base) },
  });
  if (res.status() !== 201) throw new Error(`draft refused: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Publishes a listing through /data (a paid one goes into the cart). */
export async function publishListing(
  context: BrowserContext,
  base: string,
  orgId: number,
  listingId: number,
) {
  const res = await context.request.post(`${base}/data/orgdashboard/${orgId}/listings/${listingId}/publish`, {
    headers: { 'X-CSRF-Token': await csrfOf(context, base) },
  });
  if (!res.ok()) throw new Error(`publish refused: ${res.status()} ${await res.text()}`);
}

/** The organisation's cart as the api answers it. */
export async function cartOf(context: BrowserContext, base: string, orgId: number) {
  const res = await context.request.get(`${base}/data/orgdashboard/${orgId}/cart`);
  if (!res.ok()) throw new Error(`cart: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { cart: { count: number; credits: number; items: { listingId: number }[] } })
    .cart;
}

export interface StripeIntent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
}

/**
 * The local Stripe test server's PaymentIntents (GET /v1/payment_intents with a secret key, newest first):
 * what the provider itself recorded. Its address is the environment answer's `paymentProvider`.
 */
export async function providerPaymentIntents(context: BrowserContext, base: string): Promise<StripeIntent[]> {
  const env = (await (await context.request.get(`${base}/data/environment`)).json()) as {
    paymentProvider?: { localServerUrl: string | null };
  };
  const url = env.paymentProvider?.localServerUrl;
  if (!url) throw new Error('the platform runs no local Stripe test server');
  const res = await context.request.get(`${url}/v1/payment_intents?limit=100`, {
    headers: { Authorization: 'Bearer sk_test_e2e_billing' },
  });
  if (!res.ok()) throw new Error(`payment intents: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: StripeIntent[] }).data;
}

/** The text of a PDF (pdftotext -layout), as a person copying it would get it. */
export function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'og-pdf-'));
  const file = path.join(dir, 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
