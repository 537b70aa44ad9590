import type { Express } from 'express';
import { dataExportSchema } from '@opengood/contracts';
import { NAMED_USERS } from '../../seed/users';
import { cardToken } from '../../testing/cardTokens';
import { request, type Browser } from '../../testing/contractRequest';
import { firstId, openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { pdfBytes } from '../../testing/testFiles';

let seeded: SeededApp;
let app: Express;
let jane: Browser;
let lucia: Browser;

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ app } = seeded);
  jane = await signIn(app, NAMED_USERS.jobSeeker.email);
  lucia = await signIn(app, NAMED_USERS.spanishSeeker.email);
});
afterAll(() => seeded?.close());

const EXPORT = '/data/users/me/export';

/** An open (published, not expired) listing of the type. */
const openListing = (type: string) =>
  firstId(
    seeded.db,
    `SELECT id FROM listings WHERE listing_type = '${type}' AND status = 'PUBLISHED'
       AND (expires_at IS NULL OR expires_at > now()) ORDER BY id`,
  );

describe('GET /data/users/me/export', () => {
  it('needs a signed-in user', async () => {
    await request(app).get(EXPORT).expect(401);
  });

  it('is a JSON attachment of the user’s profile, work history, saved items, searches and applications', async () => {
    const volop = await openListing('VOLOP');
    const event = await openListing('EVENT');
    await jane.post('/data/saved-listings').send({ id: volop, type: 'VOLOP' }).expect(201);
    await jane
      .post('/data/saved-searches')
      .send({ text: 'grant writer', index: 'JOB' })
      .expect((res) => expect([200, 201]).toContain(res.status));
    const { resumeId } = (
      await jane
        .post('/data/userdashboard/applicant-profile/resume')
        .attach('file', pdfBytes(), 'cv.pdf')
        .expect(201)
    ).body;
    await jane
      .put('/data/userdashboard/applicant-profile/profile')
      .send({ skills: ['Grant writing'], isRecruitable: true })
      .expect(200);
    await jane
      .post('/data/userdashboard/applicant-profile/work-history/jobs')
      .send({
        title: 'Volunteer coordinator',
        organization: 'Food Bank',
        startMonth: '2022-01',
        current: true,
      })
      .expect((res) => expect([200, 201]).toContain(res.status));
    await jane
      .post(`/data/listings/EVENT/${event}/applications`)
      .send({})
      .expect((res) => expect([200, 201]).toContain(res.status));
    await jane
      .put('/data/userdashboard/general-settings/email-preferences')
      .send({ emailPreferences: [{ kind: 'APPLICATION_CONFIRMATIONS', enabled: false }] })
      .expect(200);
    await jane
      .post('/data/payment-methods')
      .send({ token: await cardToken('4242424242424242', 1, 2040) })
      .expect(201);
    // An org unsubscribe link followed (the new-applicant notices of one organisation turned off).
    const janeId = await firstId(
      seeded.db,
      `SELECT id FROM users WHERE email = '${NAMED_USERS.jobSeeker.email}'`,
    );
    const orgId = await firstId(seeded.db, 'SELECT id FROM organizations ORDER BY id');
    await seeded.db.query(
      `INSERT INTO org_email_opt_outs (user_id, org_id, kind) VALUES ($1, $2, 'APPLICATIONS_RECEIVED')`,
      [janeId, orgId],
    );
    // Lucía's own rows, which must not appear in Jane's file.
    await lucia
      .post('/data/userdashboard/applicant-profile/work-history/jobs')
      .send({ title: 'Coordinadora', organization: 'Cruz Roja', startMonth: '2020-03', current: true })
      .expect((res) => expect([200, 201]).toContain(res.status));

    const res = await jane.get(EXPORT).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?opengood-my-data-\d{4}-\d{2}-\d{2}\.json"?$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = dataExportSchema.parse(res.body);
    expect(data.user).toMatchObject({ email: NAMED_USERS.jobSeeker.email, firstName: 'Jane' });
    expect(data.applicantProfile).toMatchObject({ skills: ['Grant writing'], isRecruitable: true, resumeId });
    // Résumés by their public ids, as everywhere else (never the rows' sequential numbers).
    expect(data.resumes).toEqual([expect.objectContaining({ id: resumeId, name: 'cv.pdf' })]);
    expect(data.workHistoryJobs).toEqual([
      expect.objectContaining({ title: 'Volunteer coordinator', organization: 'Food Bank', current: true }),
    ]);
    expect(data.savedListings).toContainEqual(expect.objectContaining({ id: volop, type: 'VOLOP' }));
    expect(data.savedSearches).toContainEqual(expect.objectContaining({ text: 'grant writer', type: 'JOB' }));
    expect(data.applications).toContainEqual(
      expect.objectContaining({ listingId: event, kind: 'ATTENDANCE', status: 'SUBMITTED' }),
    );
    expect(data.emailPreferences).toContainEqual({ kind: 'APPLICATION_CONFIRMATIONS', enabled: false });
    expect(data.organizationEmailOptOuts).toEqual([
      expect.objectContaining({ orgId, kind: 'APPLICATIONS_RECEIVED', orgName: expect.any(String) }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.paymentMethods).toEqual([
      expect.objectContaining({ brand: 'VISA', last4: '4242', expYear: 2040 }),
    ]);
    // Nothing of another user, and no secrets: no session tokens, no password hashes.
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('Cruz Roja');
    expect(text).not.toContain(NAMED_USERS.spanishSeeker.email);
    expect(text).not.toMatch(/token|password/i);
  });

  it('gives each user only their own data', async () => {
    const data = dataExportSchema.parse((await lucia.get(EXPORT).expect(200)).body);
    expect(data.user.email).toBe(NAMED_USERS.spanishSeeker.email);
    expect(data.workHistoryJobs.map((j) => j.organization)).toEqual(['Cruz Roja']);
    expect(data.savedSearches).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('Food Bank');
  });
});
