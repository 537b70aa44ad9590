import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';
import { browser, request, type Browser } from '../../testing/contractRequest';
import { firstId, openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { startSmtpSink, type SinkMail, type SmtpSink } from '../../testing/smtpSink';
import { pdfBytes } from '../../testing/testFiles';

// The applicant pipeline end to end (docs/product/organisations.md#applicants): the api as the server
// builds it, every answer checked against its contract, rejection mails delivered over SMTP to a sink.

let sink: SmtpSink;
let seeded: SeededApp;
let db: Db;
let app: Express;
let jane: Browser;
let lucia: Browser;
let admin: Browser;
let otherAdmin: Browser;
let seeker: Browser;

/** The job of organisation ORG both seekers applied to, and their applications. */
let orgId: number;
let job: number;
let janeApp: number;
let luciaApp: number;
/** An application to another organisation's job. */
let foreignApp: number;
let foreignJob: number;
let resumeId: string;

const OPEN = `l.status = 'PUBLISHED' AND o.status = 'PUBLISHED' AND (l.expires_at IS NULL OR l.expires_at > now())
  AND NOT EXISTS (SELECT 1 FROM listing_questions q WHERE q.listing_id = l.id)`;
const apply = (b: Browser, id: number, coverLetter: string) =>
  b.post(`/data/listings/JOB/${id}/applications`).send({ coverLetter });

const base = (org: number | string = orgId) => `/data/orgdashboard/${org}`;
const listPath = (org: number | string = orgId, listing = job) =>
  `${base(org)}/listings/${listing}/applications`;
const appPath = (id: number, org: number | string = orgId) => `${base(org)}/applications/${id}`;

beforeAll(async () => {
  sink = await startSmtpSink();
  seeded = await openSeededApp({ smtpUrl: sink.url });
  ({ db, app } = seeded);
  jane = await signIn(app, NAMED_USERS.jobSeeker.email);
  lucia = await signIn(app, NAMED_USERS.spanishSeeker.email);
  seeker = await signIn(app, NAMED_USERS.portugueseSeeker.email);
  job = await firstId(
    db,
    `SELECT l.id FROM listings l JOIN organizations o ON o.id = l.org_id
      WHERE l.listing_type = 'JOB' AND ${OPEN} ORDER BY l.id LIMIT 1`,
  );
  orgId = (await db.query<{ org_id: number }>('SELECT org_id FROM listings WHERE id = $1', [job])).rows[0]!
    .org_id;
  foreignJob = await firstId(
    db,
    `SELECT l.id FROM listings l JOIN organizations o ON o.id = l.org_id
      WHERE l.listing_type = 'JOB' AND ${OPEN} AND l.org_id <> ${orgId} ORDER BY l.id LIMIT 1`,
  );
  resumeId = (
    await jane.post('/data/userdashboard/applicant-profile/resume').attach('file', pdfBytes(), 'Jane CV.pdf')
  ).body.resumeId;
  janeApp = (await apply(jane, job, 'Six years of grant programmes.').expect(201)).body.application.id;
  luciaApp = (await apply(lucia, job, 'Coordino voluntariado desde 2019.').expect(201)).body.application.id;
  foreignApp = (await apply(jane, foreignJob, 'Another letter.').expect(201)).body.application.id;
  admin = await signIn(app, orgAdminEmail(orgId));
  otherAdmin = await signIn(app, orgAdminEmail(orgId === 1 ? 2 : 1));
  // The application mails so far are not this suite's subject.
  await seeded.accounts.jobs.drain();
});
afterAll(async () => {
  await seeded?.close();
  await sink?.close();
});

const mailsTo = async (address: string): Promise<SinkMail[]> => {
  await seeded.accounts.jobs.drain();
  return sink.mailsTo(address);
};
const subjects = (mails: SinkMail[]) => mails.map((m) => m.header('Subject'));
const stageOf = async (id: number) =>
  (await db.query<{ stage: string }>('SELECT stage FROM applications WHERE id = $1', [id])).rows[0]!.stage;

describe('who may call the pipeline', () => {
  const calls = () =>
    [
      ['GET', listPath(), undefined],
      ['POST', `${listPath()}/reject`, { applicationIds: [janeApp] }],
      ['GET', appPath(janeApp), undefined],
      ['POST', `${appPath(janeApp)}/stage`, { stage: 'REVIEWED' }],
      ['PUT', `${appPath(janeApp)}/rating`, { rating: 'MAYBE' }],
      ['POST', `${appPath(janeApp)}/notes`, { body: 'A note' }],
    ] as const;
  const send = (b: Browser, method: string, url: string, body: unknown) => {
    const req = b[method.toLowerCase() as 'get' | 'post' | 'put'](url);
    return body === undefined ? req : req.send(body as object);
  };

  it('refuses anonymous callers (401), other users and other organisations’ admins (403), changing nothing', async () => {
    for (const [method, url, body] of calls()) {
      const anon = await send(await browser(app), method, url, body);
      expect({ url, status: anon.status, errors: anon.body.errors }).toEqual({
        url,
        status: 401,
        errors: { user: 'Missing user' },
      });
      for (const b of [seeker, otherAdmin, jane]) {
        const res = await send(b, method, url, body);
        expect({ url, status: res.status, errors: res.body.errors }).toEqual({
          url,
          status: 403,
          errors: { orgId: 'User is not an admin' },
        });
      }
    }
    expect(await stageOf(janeApp)).toBe('NEW');
    const { rows } = await db.query<{ n: number; rated: number }>(
      `SELECT (SELECT count(*)::int FROM application_notes WHERE application_id = $1) AS n,
              (SELECT count(*)::int FROM applications WHERE id = $1 AND rating IS NOT NULL) AS rated`,
      [janeApp],
    );
    expect(rows[0]).toEqual({ n: 0, rated: 0 });
  });

  it('answers an invalid org id with 400 Invalid org id', async () => {
    for (const [method, url, body] of calls()) {
      const bad = url.replace(`/orgdashboard/${orgId}/`, '/orgdashboard/abc/');
      const res = await send(admin, method, bad, body);
      expect({ bad, status: res.status, errors: res.body.errors }).toEqual({
        bad,
        status: 400,
        errors: { orgId: 'Invalid org id' },
      });
    }
  });

  it('answers 404 for an application or listing of another organisation, even to its own admin’s path', async () => {
    const foreign = [
      ['GET', listPath(orgId, foreignJob), undefined, 'listingId'],
      ['POST', `${listPath(orgId, foreignJob)}/reject`, { applicationIds: [foreignApp] }, 'listingId'],
      ['GET', appPath(foreignApp), undefined, 'applicationId'],
      ['POST', `${appPath(foreignApp)}/stage`, { stage: 'REVIEWED' }, 'applicationId'],
      ['PUT', `${appPath(foreignApp)}/rating`, { rating: 'MAYBE' }, 'applicationId'],
      ['POST', `${appPath(foreignApp)}/notes`, { body: 'A note' }, 'applicationId'],
      ['GET', appPath(999_999_999), undefined, 'applicationId'],
    ] as const;
    for (const [method, url, body, field] of foreign) {
      const res = await send(admin, method, url, body);
      expect({ url, status: res.status, field: Object.keys(res.body.errors ?? {}) }).toEqual({
        url,
        status: 404,
        field: [field],
      });
    }
    expect(await stageOf(foreignApp)).toBe('NEW');
  });
});

describe('GET /data/orgdashboard/:orgId/listings/:listingId/applications', () => {
  it('lists the listing’s applications with their applicant and the counts of every stage', async () => {
    const res = await admin.get(listPath()).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { data } = res.body;
    expect(data.listing).toMatchObject({ id: job, type: 'JOB' });
    expect(data.stageCounts).toEqual({
      NEW: 2,
      REVIEWED: 0,
      SHORTLISTED: 0,
      INTERVIEWING: 0,
      OFFERED: 0,
      HIRED: 0,
      REJECTED: 0,
    });
    expect(data).toMatchObject({ count: 2, pageCount: 1 });
    expect(data.applications).toEqual([
      expect.objectContaining({
        id: janeApp,
        stage: 'NEW',
        rating: null,
        noteCount: 0,
        hasResume: true,
        applicant: expect.objectContaining({ name: 'Jane Doe', email: NAMED_USERS.jobSeeker.email }),
      }),
      expect.objectContaining({
        id: luciaApp,
        applicant: expect.objectContaining({ name: 'Lucía Fernández' }),
      }),
    ]);
  });

  it('filters by stage, rating and the days the applications came in; refuses a bad filter with 400 by field', async () => {
    await db.query(`UPDATE applications SET stage = 'SHORTLISTED', rating = 'GOOD_FIT' WHERE id = $1`, [
      luciaApp,
    ]);
    await db.query(`UPDATE applications SET created_at = '2026-03-10T23:30:00Z' WHERE id = $1`, [janeApp]);
    try {
      const ids = async (query: string) =>
        (
          (await admin.get(`${listPath()}?${query}`).expect(200)).body.data.applications as { id: number }[]
        ).map((a) => a.id);
      expect(await ids('stage=SHORTLISTED')).toEqual([luciaApp]);
      expect(await ids('stage=NEW')).toEqual([janeApp]);
      expect(await ids('rating=GOOD_FIT')).toEqual([luciaApp]);
      expect(await ids('rating=UNRATED')).toEqual([janeApp]);
      expect(await ids('appliedFrom=2026-03-10&appliedTo=2026-03-10')).toEqual([janeApp]);
      expect(await ids('appliedTo=2026-03-09')).toEqual([]);
      expect(await ids('appliedFrom=2026-03-11')).toEqual([luciaApp]);
      // The counts are the listing's, whatever the filters.
      const counts = (await admin.get(`${listPath()}?stage=NEW`).expect(200)).body.data.stageCounts;
      expect(counts).toMatchObject({ NEW: 1, SHORTLISTED: 1 });

      const bad = await admin
        .get(`${listPath()}?stage=ARCHIVED&rating=GREAT&appliedFrom=2026-02-30`)
        .expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['appliedFrom', 'rating', 'stage']);
      for (const day of ['0000-01-01', '2026-13-01', '26-03-10', '10000-01-01']) {
        const res = await admin.get(`${listPath()}?appliedFrom=${day}`);
        expect({ day, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({
          day,
          status: 400,
          fields: ['appliedFrom'],
        });
      }
      const reversed = await admin
        .get(`${listPath()}?appliedFrom=2026-03-10&appliedTo=2026-03-01`)
        .expect(400);
      expect(reversed.body.errors).toEqual({ appliedTo: 'Must not be before appliedFrom' });
    } finally {
      await db.query(`UPDATE applications SET stage = 'NEW', rating = NULL WHERE id = $1`, [luciaApp]);
      await db.query(`UPDATE applications SET created_at = updated_at WHERE id = $1`, [janeApp]);
    }
  });
});

describe('GET /data/orgdashboard/:orgId/applications/:applicationId', () => {
  it('shows the application in full; its résumé downloads for that organisation’s admins only', async () => {
    const res = await admin.get(appPath(janeApp)).expect(200);
    expect(res.body.data.application).toMatchObject({
      id: janeApp,
      listing: { id: job, type: 'JOB' },
      coverLetter: 'Six years of grant programmes.',
      answers: [],
      stage: 'NEW',
      rating: null,
      notes: [],
      profile: expect.objectContaining({
        resumeId,
        resume: expect.objectContaining({ name: 'Jane CV.pdf' }),
      }),
    });
    const download = await admin.get(`/data/resumes/${resumeId}`).expect(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    // Another organisation's admin, another user and an anonymous visitor may not download it.
    expect((await otherAdmin.get(`/data/resumes/${resumeId}`)).status).toBe(404);
    expect((await seeker.get(`/data/resumes/${resumeId}`)).status).toBe(404);
    await request(app).get(`/data/resumes/${resumeId}`).expect(401);
  });

  it('lets a new admin of the organisation download the résumé, and no longer once they are removed', async () => {
    const userId = (
      await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
        NAMED_USERS.portugueseSeeker.email,
      ])
    ).rows[0]!.id;
    await db.query('INSERT INTO org_admins (org_id, user_id) VALUES ($1, $2)', [orgId, userId]);
    try {
      await seeker.get(`/data/resumes/${resumeId}`).expect(200);
      await seeker.get(appPath(janeApp)).expect(200);
    } finally {
      await db.query('DELETE FROM org_admins WHERE org_id = $1 AND user_id = $2', [orgId, userId]);
    }
    // Checked on every request: the same session is refused at once.
    expect((await seeker.get(`/data/resumes/${resumeId}`)).status).toBe(404);
    expect((await seeker.get(appPath(janeApp))).status).toBe(403);
  });
});

describe('POST /data/orgdashboard/:orgId/applications/:applicationId/stage', () => {
  it('moves an application as the rule allows; the applicant sees the stage, never the rating or notes', async () => {
    const res = await admin
      .post(`${appPath(janeApp)}/stage`)
      .send({ stage: 'INTERVIEWING' })
      .expect(200);
    expect(res.body.data.application).toMatchObject({ id: janeApp, stage: 'INTERVIEWING' });
    await admin
      .put(`${appPath(janeApp)}/rating`)
      .send({ rating: 'GOOD_FIT' })
      .expect(200);
    await admin
      .post(`${appPath(janeApp)}/notes`)
      .send({ body: 'Strong on grants; ask about budgets.' })
      .expect(201);

    const mine = (await jane.get('/data/applications').expect(200)).body.applications.find(
      (a: { id: number }) => a.id === janeApp,
    );
    expect(mine).toMatchObject({ stage: 'INTERVIEWING', status: 'REVIEWED' });
    expect(JSON.stringify(mine)).not.toMatch(/GOOD_FIT|rating|notes|budgets/);
    const one = (await jane.get(`/data/listings/JOB/${job}/applications/mine`).expect(200)).body.application;
    expect(one.stage).toBe('INTERVIEWING');
    expect(JSON.stringify(one)).not.toMatch(/GOOD_FIT|rating|notes|budgets/);
    // Re-applying keeps the organisation's stage.
    await apply(jane, job, 'Six years of grant programmes, and budgets.').expect(200);
    expect(await stageOf(janeApp)).toBe('INTERVIEWING');
  });

  it('refuses a move the rule does not allow, or an unknown stage, with 400 by field, changing nothing', async () => {
    const back = await admin
      .post(`${appPath(janeApp)}/stage`)
      .send({ stage: 'NEW' })
      .expect(400);
    expect(back.body.errors).toEqual({ stage: 'STAGE_MOVE_NOT_ALLOWED' });
    const hire = await admin
      .post(`${appPath(janeApp)}/stage`)
      .send({ stage: 'HIRED' })
      .expect(400);
    expect(hire.body.errors).toEqual({ stage: 'STAGE_MOVE_NOT_ALLOWED' });
    const unknown = await admin
      .post(`${appPath(janeApp)}/stage`)
      .send({ stage: 'ARCHIVED' })
      .expect(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['stage']);
    await admin
      .post(`${appPath(janeApp)}/stage`)
      .send({})
      .expect(400);
    expect(await stageOf(janeApp)).toBe('INTERVIEWING');
  });
});

describe('PUT /data/orgdashboard/:orgId/applications/:applicationId/rating', () => {
  it('sets the quick rating and clears it with null; refuses an unknown one', async () => {
    const set = await admin
      .put(`${appPath(luciaApp)}/rating`)
      .send({ rating: 'MAYBE' })
      .expect(200);
    expect(set.body.data.application.rating).toBe('MAYBE');
    const bad = await admin
      .put(`${appPath(luciaApp)}/rating`)
      .send({ rating: 'EXCELLENT' })
      .expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['rating']);
    const cleared = await admin
      .put(`${appPath(luciaApp)}/rating`)
      .send({ rating: null })
      .expect(200);
    expect(cleared.body.data.application.rating).toBeNull();
  });
});

describe('POST /data/orgdashboard/:orgId/applications/:applicationId/notes', () => {
  it('adds a signed note that every admin of the organisation reads; refuses an empty or too long one', async () => {
    const res = await admin
      .post(`${appPath(luciaApp)}/notes`)
      .send({ body: '  Speaks three languages.  ' })
      .expect(201);
    expect(res.body.data.note).toMatchObject({
      body: 'Speaks three languages.',
      author: { id: expect.any(Number), name: expect.any(String) },
    });
    const staff = await signIn(app, NAMED_USERS.staff.email);
    const read = (await staff.get(appPath(luciaApp)).expect(200)).body.data.application;
    expect(read.notes.map((n: { body: string }) => n.body)).toEqual(['Speaks three languages.']);
    expect(read.noteCount).toBe(1);

    const empty = await admin
      .post(`${appPath(luciaApp)}/notes`)
      .send({ body: '   ' })
      .expect(400);
    expect(empty.body.errors).toEqual({ body: 'NOTE_REQUIRED' });
    const long = await admin
      .post(`${appPath(luciaApp)}/notes`)
      .send({ body: 'x'.repeat(2001) })
      .expect(400);
    expect(long.body.errors).toEqual({ body: 'NOTE_TOO_LONG' });
    expect((await admin.get(appPath(luciaApp)).expect(200)).body.data.application.notes).toHaveLength(1);
  });
});

describe('POST /data/orgdashboard/:orgId/listings/:listingId/applications/reject', () => {
  it('refuses, all or nothing: an id not of this listing (404), a hired application (400), a bad body (400)', async () => {
    const notHere = await admin
      .post(`${listPath()}/reject`)
      .send({ applicationIds: [luciaApp, foreignApp] })
      .expect(404);
    expect(Object.keys(notHere.body.errors)).toEqual(['applicationIds']);
    expect(await stageOf(luciaApp)).toBe('NEW');

    await db.query(`UPDATE applications SET stage = 'HIRED' WHERE id = $1`, [janeApp]);
    try {
      const hired = await admin
        .post(`${listPath()}/reject`)
        .send({ applicationIds: [luciaApp, janeApp] })
        .expect(400);
      expect(hired.body.errors).toEqual({ applicationIds: 'CANNOT_REJECT' });
      expect(await stageOf(luciaApp)).toBe('NEW');
    } finally {
      await db.query(`UPDATE applications SET stage = 'INTERVIEWING' WHERE id = $1`, [janeApp]);
    }
    // An id past int4 names no application: a 404, not a database error.
    await admin
      .post(`${listPath()}/reject`)
      .send({ applicationIds: [luciaApp, 99_999_999_999] })
      .expect(404);
    await admin.get(appPath(99_999_999_999)).expect(404);
    await admin.post(`${listPath()}/reject`).send({ applicationIds: [] }).expect(400);
    await admin.post(`${listPath()}/reject`).send({}).expect(400);
  });

  it('rejects them and mails each applicant once, courteously, in their own language', async () => {
    const before = {
      jane: (await mailsTo(NAMED_USERS.jobSeeker.email)).length,
      lucia: (await mailsTo(NAMED_USERS.spanishSeeker.email)).length,
    };
    const res = await admin
      .post(`${listPath()}/reject`)
      .send({ applicationIds: [janeApp, luciaApp, luciaApp] })
      .expect(200);
    expect(res.body.data).toEqual({ rejected: 2 });
    expect([await stageOf(janeApp), await stageOf(luciaApp)]).toEqual(['REJECTED', 'REJECTED']);

    const title = (await db.query<{ title: string }>('SELECT title FROM listings WHERE id = $1', [job]))
      .rows[0]!.title;
    const toJane = (await mailsTo(NAMED_USERS.jobSeeker.email)).slice(before.jane);
    expect(subjects(toJane)).toEqual([`Your application to ${title}`]);
    expect(toJane[0]!.plainText).toContain('has decided not to move forward with your application');
    const toLucia = (await mailsTo(NAMED_USERS.spanishSeeker.email)).slice(before.lucia);
    expect(subjects(toLucia)).toEqual([`Tu candidatura a ${title}`]);
    expect(toLucia[0]!.plainText).toContain('ha decidido no seguir adelante con tu candidatura');

    // The applicant's history says DECLINED / REJECTED.
    const mine = (await lucia.get('/data/applications').expect(200)).body.applications.find(
      (a: { id: number }) => a.id === luciaApp,
    );
    expect(mine).toMatchObject({ stage: 'REJECTED', status: 'DECLINED' });

    // Rejecting them again changes nothing and mails nobody.
    const again = await admin
      .post(`${listPath()}/reject`)
      .send({ applicationIds: [janeApp, luciaApp] })
      .expect(200);
    expect(again.body.data).toEqual({ rejected: 0 });
    expect(await mailsTo(NAMED_USERS.spanishSeeker.email)).toHaveLength(before.lucia + 1);
    expect(await mailsTo(NAMED_USERS.jobSeeker.email)).toHaveLength(before.jane + 1);

    const counts = (await admin.get(listPath()).expect(200)).body.data.stageCounts;
    expect(counts).toMatchObject({ NEW: 0, INTERVIEWING: 0, REJECTED: 2 });
  });

  it('a single move to REJECTED mails the applicant too; a rejection may be reconsidered, not undone to NEW', async () => {
    const before = (await mailsTo(NAMED_USERS.spanishSeeker.email)).length;
    await admin
      .post(`${appPath(luciaApp)}/stage`)
      .send({ stage: 'REVIEWED' })
      .expect(200);
    await admin
      .post(`${appPath(luciaApp)}/stage`)
      .send({ stage: 'REJECTED' })
      .expect(200);
    expect(await mailsTo(NAMED_USERS.spanishSeeker.email)).toHaveLength(before + 1);
  });
});
