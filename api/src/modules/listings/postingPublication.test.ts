import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { browser, type Browser } from '../../testing/contractRequest';
import { firstId, openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';

// Posting beyond drafts (docs/product/organisations.md#posting-a-listing): what publishing needs, staff's
// complimentary publication, repost, the admins' preview, what the public detail then carries (benefits,
// how to apply, the countries a remote listing is open to), who may apply, and the sitemap's lastmod.

let seeded: SeededApp;
let db: Db;
let app: Express;
let admin: Browser;
let staff: Browser;
let jane: Browser;
let placeId: string;
const ORG = 3;

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ db, app } = seeded);
  admin = await signIn(app, orgAdminEmail(ORG));
  staff = await signIn(app, NAMED_USERS.staff.email);
  jane = await signIn(app, NAMED_USERS.jobSeeker.email);
  placeId = String(await firstId(db, 'SELECT id FROM places ORDER BY population DESC LIMIT 1'));
});
afterAll(() => seeded?.close());

const listings = (orgId: number = ORG) => `/data/orgdashboard/${orgId}/listings`;
const listingUrl = (id: number, orgId: number = ORG) => `${listings(orgId)}/${id}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const JOB = {
  listingType: 'JOB',
  title: 'Coordenadora de programas',
  description: '<p>Coordene nossos <strong>programas</strong>.</p>',
  locale: 'pt',
  locationType: 'REMOTE',
  remoteCountries: ['BR', 'PT'],
  jobType: 'FULL_TIME',
  professionalLevel: 'MANAGERIAL',
  functions: ['PROGRAM_MANAGEMENT'],
  benefits: ['HEALTH_INSURANCE'],
  applyMethod: 'URL',
  applyUrl: 'https://vagas.example.org/coordenadora',
  deadline: inDays(30),
};

const EVENT = {
  listingType: 'EVENT',
  title: 'Encontro de voluntários',
  description: '<p>Venha conhecer a equipe.</p>',
  locale: 'pt',
  locationType: 'ONSITE',
  deadline: inDays(10),
  startsAt: inDays(12),
  endsAt: inDays(13),
  timeZone: 'America/Sao_Paulo',
};

async function draft(body: Record<string, unknown>): Promise<number> {
  const res = await admin.post(listings()).send(body).expect(201);
  return res.body.data.id as number;
}

/** A job published as staff would while billing is not there: publish (waits for payment), then free. */
async function liveJob(body: Record<string, unknown> = JOB): Promise<number> {
  const id = await draft(body);
  await admin.post(`${listingUrl(id)}/publish`).expect(200);
  await staff.post(`${listingUrl(id)}/publish-free`).expect(200);
  return id;
}

describe('publish readiness', () => {
  it('refuses to publish what is not ready, with every field to fill; the draft stays a draft', async () => {
    const id = await draft({
      listingType: 'JOB',
      title: 'Analyst',
      locale: 'en',
      locationType: 'HYBRID',
    });
    const res = await admin.post(`${listingUrl(id)}/publish`).expect(400);
    expect(res.body.errors).toEqual({
      description: 'DESCRIPTION_REQUIRED',
      placeId: 'REQUIRED_TO_PUBLISH',
      jobType: 'REQUIRED_TO_PUBLISH',
      professionalLevel: 'REQUIRED_TO_PUBLISH',
      functions: 'REQUIRED_TO_PUBLISH',
    });
    const internship = await draft({ ...JOB, listingType: 'INTERNSHIP', professionalLevel: null });
    const unpaid = await admin.post(`${listingUrl(internship)}/publish`).expect(400);
    expect(unpaid.body.errors).toEqual({ payment: 'REQUIRED_TO_PUBLISH' });
    const after = await admin.get(listingUrl(id)).expect(200);
    expect(after.body.data).toMatchObject({ status: 'DRAFT', version: 1 });
  });

  it('an on-site event publishes with its place', async () => {
    const id = await draft({ ...EVENT, placeId });
    const res = await admin.post(`${listingUrl(id)}/publish`).expect(200);
    expect(res.body.data.status).toBe('PUBLISHED');
  });
});

describe('complimentary publication by staff', () => {
  it('refuses the organisation’s admin who is not staff (403) and a listing not waiting for payment', async () => {
    const id = await draft(JOB);
    await admin.post(`${listingUrl(id)}/publish`).expect(200);
    const refused = await admin.post(`${listingUrl(id)}/publish-free`).expect(403);
    expect(refused.body.errors).toEqual({ user: 'User is not staff' });
    expect((await admin.get(listingUrl(id)).expect(200)).body.data.status).toBe('AWAITING_PAYMENT');
    const aDraft = await draft(JOB);
    const notWaiting = await staff.post(`${listingUrl(aDraft)}/publish-free`).expect(409);
    expect(notWaiting.body.errors).toEqual({ status: 'TRANSITION_REFUSED' });
  });

  it('puts a listing waiting for payment live, with the deadline its admin gave', async () => {
    const id = await draft(JOB);
    await admin.post(`${listingUrl(id)}/publish`).expect(200);
    const res = await staff.post(`${listingUrl(id)}/publish-free`).expect(200);
    expect(res.body.data).toMatchObject({ status: 'PUBLISHED', deadline: JOB.deadline, version: 3 });
  });
});

describe('the public detail and applying', () => {
  it('carries benefits, how to apply and the countries a remote job is open to; refuses applications on the site', async () => {
    const id = await liveJob();
    const page = await (await browser(app)).get(`/data/website/jobs/${id}`).expect(200);
    expect(page.body.data).toMatchObject({
      type: 'JOB',
      benefits: ['HEALTH_INSURANCE'],
      remoteCountries: ['BR', 'PT'],
      howToApply: { method: 'URL', url: JOB.applyUrl, email: null },
    });
    const refused = await jane
      .post(`/data/listings/JOB/${id}/applications`)
      .send({ coverLetter: 'Olá' })
      .expect(400);
    expect(refused.body.errors).toEqual({ listing: 'APPLY_ELSEWHERE' });

    const byMail = await liveJob({
      ...JOB,
      applyMethod: 'EMAIL',
      applyUrl: null,
      applyEmail: 'rh@example.org',
    });
    const mailPage = await (await browser(app)).get(`/data/website/jobs/${byMail}`).expect(200);
    expect(mailPage.body.data.howToApply).toEqual({ method: 'EMAIL', url: null, email: 'rh@example.org' });
    const mailRefused = await jane
      .post(`/data/listings/JOB/${byMail}/applications`)
      .send({ coverLetter: 'Olá' })
      .expect(400);
    expect(mailRefused.body.errors).toEqual({ listing: 'APPLY_ELSEWHERE' });
  });

  it('a closed listing shows the unpublished variant and refuses applications', async () => {
    const id = await liveJob({ ...JOB, applyMethod: 'SITE', applyUrl: null });
    await jane
      .post(`/data/listings/JOB/${id}/applications`)
      .send({ coverLetter: 'Olá, gostaria de me candidatar.' })
      .expect(201);
    await admin.post(`${listingUrl(id)}/close`).expect(200);
    const page = await (await browser(app)).get(`/data/website/jobs/${id}`).expect(200);
    expect(page.body.data.type).toBe('UNPUBLISHED_JOB');
    const lucia = await signIn(app, NAMED_USERS.spanishSeeker.email);
    const refused = await lucia
      .post(`/data/listings/JOB/${id}/applications`)
      .send({ coverLetter: 'Hola' })
      .expect(409);
    expect(refused.body.errors).toEqual({ listing: 'LISTING_CLOSED' });
  });

  it('an expired listing shows the published variant with its past expiresAt and refuses applications', async () => {
    const id = await liveJob({ ...JOB, applyMethod: 'SITE', applyUrl: null });
    await db.query(`UPDATE listings SET expires_at = now() - interval '1 hour' WHERE id = $1`, [id]);
    const page = await (await browser(app)).get(`/data/website/jobs/${id}`).expect(200);
    expect(page.body.data.type).toBe('JOB');
    expect(Date.parse(page.body.data.expiresAt)).toBeLessThan(Date.now());
    const refused = await jane
      .post(`/data/listings/JOB/${id}/applications`)
      .send({ coverLetter: 'Olá' })
      .expect(409);
    expect(refused.body.errors).toEqual({ listing: 'LISTING_CLOSED' });
  });
});

describe('repost', () => {
  it('copies any listing of the organisation into a new draft without its dates or applications; the old one is untouched', async () => {
    const id = await liveJob({
      ...JOB,
      applyMethod: 'SITE',
      applyUrl: null,
      questions: [{ prompt: 'Por que nós?', required: true }],
    });
    const [question] = (await admin.get(listingUrl(id)).expect(200)).body.data.questions;
    await jane
      .post(`/data/listings/JOB/${id}/applications`)
      .send({ coverLetter: 'Olá', answers: [{ questionId: question.id, answer: 'A missão.' }] })
      .expect(201);
    await admin.post(`${listingUrl(id)}/close`).expect(200);
    const before = (await admin.get(listingUrl(id)).expect(200)).body.data;

    const res = await admin.post(`${listingUrl(id)}/repost`).expect(201);
    const copy = res.body.data;
    expect(copy.id).not.toBe(id);
    expect(copy).toMatchObject({
      status: 'DRAFT',
      version: 1,
      title: JOB.title,
      description: JOB.description,
      remoteCountries: ['BR', 'PT'],
      jobType: 'FULL_TIME',
      professionalLevel: 'MANAGERIAL',
      functions: ['PROGRAM_MANAGEMENT'],
      benefits: ['HEALTH_INSURANCE'],
      deadline: null,
      startsAt: null,
      endsAt: null,
      applicationCount: 0,
    });
    expect(copy.questions).toEqual([{ id: expect.any(Number), prompt: 'Por que nós?', required: true }]);
    expect(copy.questions[0].id).not.toBe(question.id);
    expect((await admin.get(listingUrl(id)).expect(200)).body.data).toEqual(before);

    // An event's copy leaves its start and end behind too.
    const event = await draft({ ...EVENT, placeId });
    const eventCopy = await admin.post(`${listingUrl(event)}/repost`).expect(201);
    expect(eventCopy.body.data).toMatchObject({ placeId, startsAt: null, endsAt: null, deadline: null });
  });

  it('answers 404 for another organisation’s listing', async () => {
    const id = await draft(JOB);
    const other = await signIn(app, orgAdminEmail(4));
    await other.post(`${listingUrl(id, 4)}/repost`).expect(404);
  });
});

describe('preview', () => {
  it('answers a draft as its public page will show it, never cached; the public page stays unpublished', async () => {
    const id = await draft({
      ...JOB,
      applyMethod: 'SITE',
      applyUrl: null,
      questions: [{ prompt: 'Quando?' }],
    });
    const res = await admin.get(`${listingUrl(id)}/preview`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data.status).toBe('DRAFT');
    expect(res.body.data.listing).toMatchObject({
      type: 'JOB',
      id,
      title: JOB.title,
      description: JOB.description,
      benefits: ['HEALTH_INSURANCE'],
      howToApply: { method: 'SITE', url: null, email: null },
      questions: [{ prompt: 'Quando?', required: false }],
    });
    const page = await (await browser(app)).get(`/data/website/jobs/${id}`).expect(200);
    expect(page.body.data.type).toBe('UNPUBLISHED_JOB');
    // Once live, the preview is the public page's answer.
    await admin.post(`${listingUrl(id)}/publish`).expect(200);
    await staff.post(`${listingUrl(id)}/publish-free`).expect(200);
    const live = await admin.get(`${listingUrl(id)}/preview`).expect(200);
    const publicPage = await (await browser(app)).get(`/data/website/jobs/${id}`).expect(200);
    expect(live.body.data).toEqual({ listing: publicPage.body.data, status: 'PUBLISHED' });
  });

  it('answers 404 for another organisation’s listing and 403 for a user who is not its admin', async () => {
    const id = await draft(EVENT);
    const other = await signIn(app, orgAdminEmail(4));
    await other.get(`${listingUrl(id, 4)}/preview`).expect(404);
    await other.get(`${listingUrl(id)}/preview`).expect(403);
    await jane.get(`${listingUrl(id)}/preview`).expect(403);
  });
});

describe('the sitemap', () => {
  const entry = async (id: number) =>
    (await (await browser(app)).get(`/data/sitemap/entries?kind=EVENT&fromId=${id}&toId=${id}`).expect(200))
      .body.entries[0] as { lastmod: string } | undefined;

  it('dates a listing by its last change; a closed or expired listing leaves it', async () => {
    const id = await draft({ ...EVENT, placeId });
    await admin.post(`${listingUrl(id)}/publish`).expect(200);
    expect(await entry(id)).toBeDefined();
    // As if it had been published yesterday: its lastmod is then.
    await db.query(
      `UPDATE listings SET published_at = now() - interval '1 day', updated_at = now() - interval '1 day' WHERE id = $1`,
      [id],
    );
    expect(Date.parse((await entry(id))!.lastmod)).toBeLessThan(Date.now() - 12 * 3_600_000);
    const stored = (await admin.get(listingUrl(id)).expect(200)).body.data;
    await admin
      .put(listingUrl(id))
      .send({ ...EVENT, placeId, title: 'Encontro anual de voluntários', version: stored.version })
      .expect(200);
    const edited = await entry(id);
    expect(Date.parse(edited!.lastmod)).toBeGreaterThan(Date.now() - 60_000);
    await admin.post(`${listingUrl(id)}/close`).expect(200);
    expect(await entry(id)).toBeUndefined();

    const expiring = await draft({ ...EVENT, placeId });
    await admin.post(`${listingUrl(expiring)}/publish`).expect(200);
    expect(await entry(expiring)).toBeDefined();
    await db.query(`UPDATE listings SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expiring]);
    expect(await entry(expiring)).toBeUndefined();
  });
});
