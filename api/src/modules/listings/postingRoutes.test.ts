import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { browser, type Browser } from '../../testing/contractRequest';
import { firstId, openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { jobDraft } from '../../testing/jobDrafts';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';
import { expireListings, LISTING_EXPIRY_JOB } from './listingExpiry';
import { openSearchRowSql } from './listingLifecycle';

// Posting (docs/product/organisations.md#posting-a-listing): an organisation's admins write drafts of the four
// types, save them with a version check, publish (free for a volunteer opportunity or an event, waiting for
// payment for a job or internship), close, and list them; the expiry job records deadlines that passed.

let seeded: SeededApp;
let db: Db;
let app: Express;
let admin: Browser;
let secondAdmin: Browser;
const ORG = 3;

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ db, app } = seeded);
  admin = await signIn(app, orgAdminEmail(ORG));
  // A second admin of the same organisation, editing at the same time.
  await db.query(
    `INSERT INTO org_admins (org_id, user_id, role) SELECT $1, id, 'ADMIN' FROM users WHERE email = $2`,
    [ORG, NAMED_USERS.portugueseSeeker.email],
  );
  secondAdmin = await signIn(app, NAMED_USERS.portugueseSeeker.email);
});
afterAll(() => seeded?.close());

const listings = (orgId: number | string = ORG) => `/data/orgdashboard/${orgId}/listings`;
const listingUrl = (id: number, orgId: number | string = ORG) => `${listings(orgId)}/${id}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const VOLOP = {
  listingType: 'VOLOP',
  title: 'Ajude a plantar árvores no sábado',
  description: '<p>Traga <strong>luvas</strong>.</p>',
  locale: 'pt',
  // Remote: publishing an on-site listing needs a place of the gazetteer (publishProblems).
  locationType: 'REMOTE',
  applyMethod: 'SITE',
  deadline: inDays(20),
  startsAt: inDays(21),
  endsAt: new Date(Date.now() + 21 * 86_400_000 + 4 * 3_600_000).toISOString(),
  timeZone: 'America/Sao_Paulo',
};

const JOB = jobDraft();

/** The job's draft as another type: an internship says whether it pays; an event has no hiring fields. */
const jobAs = (listingType: 'JOB' | 'INTERNSHIP' | 'EVENT') => ({
  ...JOB,
  listingType,
  ...(listingType === 'INTERNSHIP' ? { professionalLevel: null, payment: 'PAID' } : {}),
  ...(listingType === 'EVENT'
    ? {
        jobType: null,
        professionalLevel: null,
        salaryMinimum: null,
        salaryMaximum: null,
        salaryCurrency: null,
        salaryPeriod: null,
      }
    : {}),
});

/** The volunteer opportunity's draft as a job (salaries are for jobs and internships; dates are not). */
const AS_JOB = { listingType: 'JOB', startsAt: null, endsAt: null, timeZone: null };

const stored = (id: number) =>
  db
    .query<{ status: string; version: number; in_search: boolean }>(
      `SELECT l.status, l.version, EXISTS (SELECT 1 FROM listing_search s WHERE s.id = l.id AND ${openSearchRowSql('s')}) AS in_search
         FROM listings l WHERE l.id = $1`,
      [id],
    )
    .then((r) => r.rows[0]!);

describe('drafts', () => {
  it('creates a draft of each type; the description is sanitised; nothing is public or searchable', async () => {
    const placeId = await firstId(db, 'SELECT id FROM places ORDER BY population DESC LIMIT 1');
    const res = await admin
      .post(listings())
      .send({
        ...VOLOP,
        locationType: 'ONSITE',
        placeId: String(placeId),
        description: '<p onclick="x()">Traga luvas<script>alert(1)</script><img src=x onerror=alert(2)></p>',
      })
      .expect(201);
    expect(res.body.data).toMatchObject({
      listingType: 'VOLOP',
      status: 'DRAFT',
      version: 1,
      title: VOLOP.title,
      description: '<p>Traga luvas</p>',
      placeId: String(placeId),
      locationType: 'ONSITE',
      timeZone: 'America/Sao_Paulo',
      applyMethod: 'SITE',
    });
    expect(await stored(res.body.data.id)).toMatchObject({ status: 'DRAFT', in_search: false });
    await expectNotPublic(`/data/website/volops/${res.body.data.id}`);

    for (const listingType of ['JOB', 'INTERNSHIP', 'EVENT'] as const) {
      const created = await admin.post(listings()).send(jobAs(listingType)).expect(201);
      expect(created.body.data).toMatchObject({ listingType, status: 'DRAFT' });
    }
    const list = await admin.get(listings()).expect(200);
    expect(list.body.data.filter((l: { status: string }) => l.status === 'DRAFT')).toHaveLength(4);
  });

  /** A draft's page is the unpublished view, never its content. */
  async function expectNotPublic(url: string) {
    const res = await (await browser(app)).get(url);
    expect(res.status === 404 || res.body.data?.type?.startsWith('UNPUBLISHED_')).toBe(true);
  }

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a deadline in the past', { deadline: inDays(-1) }, { deadline: 'DEADLINE_PASSED' }],
    ['an end before the start', { endsAt: inDays(20) }, { endsAt: 'END_BEFORE_START' }],
    [
      'a salary minimum above its maximum',
      { ...AS_JOB, salaryMinimum: 60000, salaryMaximum: 50000, salaryCurrency: 'BRL', salaryPeriod: 'YEAR' },
      { salaryMaximum: 'SALARY_MIN_ABOVE_MAX' },
    ],
    [
      'a salary that is not whole',
      { ...AS_JOB, salaryMinimum: 10.5, salaryCurrency: 'BRL', salaryPeriod: 'MONTH' },
      { salaryMinimum: 'SALARY_INVALID' },
    ],
    [
      'a salary without currency or period',
      { ...AS_JOB, salaryMinimum: 1000 },
      { salaryCurrency: 'CURRENCY_INVALID', salaryPeriod: 'PERIOD_INVALID' },
    ],
    ['an empty title', { title: '  ' }, { title: 'TITLE_LENGTH' }],
    ['an unknown type', { listingType: 'GIG' }, { listingType: 'LISTING_TYPE_INVALID' }],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, { timeZone: 'TIME_ZONE_INVALID' }],
    ['dates without a time zone', { timeZone: null }, { timeZone: 'TIME_ZONE_INVALID' }],
    ['applying by email without an address', { applyMethod: 'EMAIL' }, { applyEmail: 'APPLY_EMAIL_INVALID' }],
    [
      'an address that is not http(s)',
      { applyMethod: 'URL', applyUrl: 'javascript:alert(1)' },
      { applyUrl: 'APPLY_URL_INVALID' },
    ],
    ['a place that is not in the gazetteer', { placeId: 'nowhere-999' }, { placeId: 'PLACE_INVALID' }],
  ])('refuses %s with a field error, storing nothing', async (_name, change, errors) => {
    const before = await db.query('SELECT count(*)::int AS n FROM listings WHERE org_id = $1', [ORG]);
    const res = await admin
      .post(listings())
      .send({ ...VOLOP, ...change })
      .expect(400);
    expect(res.body.errors).toEqual(errors);
    const after = await db.query('SELECT count(*)::int AS n FROM listings WHERE org_id = $1', [ORG]);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('refuses a job with start and end dates (only events and volunteering have them)', async () => {
    const res = await admin
      .post(listings())
      .send({ ...JOB, startsAt: inDays(2), timeZone: 'UTC' })
      .expect(400);
    expect(res.body.errors).toEqual({ startsAt: 'DATE_INVALID' });
  });

  it('saves with the version it was read at; a stale save is a 409 and changes nothing', async () => {
    const { body } = await admin.post(listings()).send(VOLOP).expect(201);
    const id = body.data.id as number;
    const first = await admin
      .put(listingUrl(id))
      .send({ ...VOLOP, title: 'Plantio de árvores', version: 1 })
      .expect(200);
    expect(first.body.data).toMatchObject({ title: 'Plantio de árvores', version: 2 });
    const stale = await secondAdmin
      .put(listingUrl(id))
      .send({ ...VOLOP, title: 'Mutirão verde', version: 1 })
      .expect(409);
    expect(stale.body.errors).toEqual({ version: 'STALE_VERSION' });
    const now = await admin.get(listingUrl(id)).expect(200);
    expect(now.body.data).toMatchObject({ title: 'Plantio de árvores', version: 2 });
    // Reloaded, the second admin's save goes through.
    await secondAdmin
      .put(listingUrl(id))
      .send({ ...VOLOP, title: 'Mutirão verde', version: 2 })
      .expect(200);
    const bad = await admin
      .put(listingUrl(id))
      .send({ ...VOLOP, deadline: inDays(-2), version: 3 })
      .expect(400);
    expect(bad.body.errors).toEqual({ deadline: 'DEADLINE_PASSED' });
    expect(await stored(id)).toMatchObject({ version: 3 });
  });

  it('answers 404 for another organisation’s listing, and 400 for a bad listing id', async () => {
    const { body } = await admin.post(listings()).send(VOLOP).expect(201);
    const other = await signIn(app, orgAdminEmail(4));
    await other.get(listingUrl(body.data.id, 4)).expect(404);
    await other
      .put(listingUrl(body.data.id, 4))
      .send({ ...VOLOP, version: 1 })
      .expect(404);
    await other.post(`${listingUrl(body.data.id, 4)}/publish`).expect(404);
    await other.post(`${listingUrl(body.data.id, 4)}/close`).expect(404);
    const bad = await admin.get(`${listings()}/abc`).expect(400);
    expect(bad.body.errors).toEqual({ listingId: 'Must be a positive whole number' });
    expect(await stored(body.data.id)).toMatchObject({ status: 'DRAFT', version: 1 });
  });

  it('refuses another organisation’s admin, a signed-in user, an anonymous caller and an invalid org id', async () => {
    const other = await signIn(app, orgAdminEmail(4));
    const otherRes = await other.post(listings()).send(VOLOP).expect(403);
    expect(otherRes.body.errors).toEqual({ orgId: 'User is not an admin' });
    await (await signIn(app, NAMED_USERS.jobSeeker.email)).get(listings()).expect(403);
    const anonymous = await (await browser(app)).post(listings()).send(VOLOP).expect(401);
    expect(anonymous.body.errors).toEqual({ user: 'Missing user' });
    const invalid = await admin.post(listings('abc')).send(VOLOP).expect(400);
    expect(invalid.body.errors).toEqual({ orgId: 'Invalid org id' });
  });
});

describe('the lifecycle', () => {
  it('a volunteer opportunity publishes free: live, in search, taking applications; closed, it leaves search and refuses them', async () => {
    const { body } = await admin.post(listings()).send(VOLOP).expect(201);
    const id = body.data.id as number;
    const published = await admin.post(`${listingUrl(id)}/publish`).expect(200);
    expect(published.body.data).toMatchObject({ status: 'PUBLISHED', version: 2, deadline: VOLOP.deadline });
    expect(await stored(id)).toMatchObject({ status: 'PUBLISHED', in_search: true });
    const page = await (await browser(app)).get(`/data/website/volops/${id}`).expect(200);
    expect(page.body.data.type).toBe('VOLOP');
    // Published twice is refused.
    const again = await admin.post(`${listingUrl(id)}/publish`).expect(409);
    expect(again.body.errors).toEqual({ status: 'TRANSITION_REFUSED' });

    const jane = await signIn(app, NAMED_USERS.jobSeeker.email);
    await jane.post(`/data/listings/VOLOP/${id}/applications`).expect(201);

    const closed = await admin.post(`${listingUrl(id)}/close`).expect(200);
    expect(closed.body.data).toMatchObject({ status: 'CLOSED', version: 3 });
    expect(await stored(id)).toMatchObject({ status: 'UNPUBLISHED', in_search: false });
    const lucia = await signIn(app, NAMED_USERS.spanishSeeker.email);
    const refused = await lucia.post(`/data/listings/VOLOP/${id}/applications`).expect(409);
    expect(refused.body.errors).toEqual({ listing: 'LISTING_CLOSED' });
    const closedPage = await (await browser(app)).get(`/data/website/volops/${id}`).expect(200);
    expect(closedPage.body.data.type).toBe('UNPUBLISHED_VOLOP');
    // Closed listings are not edited, nor closed twice.
    const edit = await admin
      .put(listingUrl(id))
      .send({ ...VOLOP, version: 3 })
      .expect(409);
    expect(edit.body.errors).toEqual({ status: 'NOT_EDITABLE' });
    await admin.post(`${listingUrl(id)}/close`).expect(409);
  });

  it('a job or internship waits for payment: not public, not closable, not editable', async () => {
    for (const listingType of ['JOB', 'INTERNSHIP'] as const) {
      const { body } = await admin.post(listings()).send(jobAs(listingType)).expect(201);
      const id = body.data.id as number;
      const res = await admin.post(`${listingUrl(id)}/publish`).expect(200);
      expect(res.body.data).toMatchObject({ status: 'AWAITING_PAYMENT', deadline: JOB.deadline });
      expect(await stored(id)).toMatchObject({ status: 'AWAITING_PAYMENT', in_search: false });
      const closing = await admin.post(`${listingUrl(id)}/close`).expect(409);
      expect(closing.body.errors).toEqual({ status: 'TRANSITION_REFUSED' });
      await admin
        .put(listingUrl(id))
        .send({ ...jobAs(listingType), version: 2 })
        .expect(409);
    }
  });

  it('an event without a description is not published; an event’s published listing keeps its type', async () => {
    const event = { ...VOLOP, listingType: 'EVENT', description: '<script>only()</script>' };
    const { body } = await admin.post(listings()).send(event).expect(201);
    expect(body.data.description).toBe('');
    const res = await admin.post(`${listingUrl(body.data.id)}/publish`).expect(400);
    expect(res.body.errors).toEqual({ description: 'DESCRIPTION_REQUIRED' });
    await admin
      .put(listingUrl(body.data.id))
      .send({ ...event, description: '<p>Palestra aberta.</p>', version: 1 })
      .expect(200);
    await admin.post(`${listingUrl(body.data.id)}/publish`).expect(200);
    const retype = await admin
      .put(listingUrl(body.data.id))
      .send({ ...event, listingType: 'VOLOP', description: '<p>x</p>', version: 3 })
      .expect(400);
    expect(retype.body.errors).toEqual({ listingType: 'LISTING_TYPE_INVALID' });
    const emptied = await admin
      .put(listingUrl(body.data.id))
      .send({ ...event, description: '<p> </p>', version: 3 })
      .expect(400);
    expect(emptied.body.errors).toEqual({ description: 'DESCRIPTION_REQUIRED' });
  });

  it('a draft whose deadline passed before it was published is refused with a field error', async () => {
    const { body } = await admin.post(listings()).send(VOLOP).expect(201);
    await db.query(`UPDATE listings SET expires_at = now() - interval '1 hour' WHERE id = $1`, [
      body.data.id,
    ]);
    const res = await admin.post(`${listingUrl(body.data.id)}/publish`).expect(400);
    expect(res.body.errors).toEqual({ deadline: 'DEADLINE_PASSED' });
    expect(await stored(body.data.id)).toMatchObject({ status: 'DRAFT', version: 1 });
  });

  it('expiry: past its deadline a listing is EXPIRED; the scheduled job records it once; it may then be closed', async () => {
    const { body } = await admin.post(listings()).send(VOLOP).expect(201);
    const id = body.data.id as number;
    await admin.post(`${listingUrl(id)}/publish`).expect(200);
    await db.query(`UPDATE listings SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    const expired = await admin.get(listingUrl(id)).expect(200);
    expect(expired.body.data.status).toBe('EXPIRED');
    expect(await stored(id)).toMatchObject({ in_search: false });
    const jane = await signIn(app, NAMED_USERS.jobSeeker.email);
    const refused = await jane.post(`/data/listings/VOLOP/${id}/applications`).expect(409);
    expect(refused.body.errors).toEqual({ listing: 'LISTING_CLOSED' });

    // The scheduled job, as the queue runs it.
    const jobs = seeded.accounts.jobs;
    await jobs.send(LISTING_EXPIRY_JOB, {});
    await jobs.drain();
    const recorded = await db.query<{ expired_at: Date | null; expires_at: Date }>(
      'SELECT expired_at, expires_at FROM listings WHERE id = $1',
      [id],
    );
    expect(recorded.rows[0]!.expired_at).not.toBeNull();
    expect(new Date(recorded.rows[0]!.expired_at!).getTime()).toBe(
      new Date(recorded.rows[0]!.expires_at).getTime(),
    );
    expect(await expireListings(db)).not.toContain(id);

    // An expired page is still public (it says it is closed); closing it takes it down.
    const page = await (await browser(app)).get(`/data/website/volops/${id}`).expect(200);
    expect(page.body.data.type).toBe('VOLOP');
    const closed = await admin.post(`${listingUrl(id)}/close`).expect(200);
    expect(closed.body.data.status).toBe('CLOSED');
  });

  it('lists every listing of the organisation with its state, newest first', async () => {
    const res = await admin.get(listings()).expect(200);
    const states = new Set(res.body.data.map((l: { status: string }) => l.status));
    expect([...states]).toEqual(expect.arrayContaining(['AWAITING_PAYMENT', 'CLOSED', 'DRAFT', 'PUBLISHED']));
    const dates = res.body.data.map((l: { publishedAt: string }) => Date.parse(l.publishedAt));
    expect(dates).toEqual([...dates].sort((a: number, b: number) => b - a));
    // The dashboard's overview answers its contract with drafts and listings waiting for payment among them.
    const overview = await admin.get(`/data/orgdashboard/${ORG}/organization`).expect(200);
    expect(overview.body.data.recentListings.map((l: { status: string }) => l.status)).toContain('DRAFT');
  });
});
