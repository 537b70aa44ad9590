import type { Express } from 'express';
import { APPLICATIONS_PAGE_SIZE, type ListingType } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';
import { browser, request, type Browser } from '../../testing/contractRequest';
import { firstId, openAppOn, openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { startSmtpSink, type SinkMail, type SmtpSink } from '../../testing/smtpSink';

// Applying end to end: the api as the server builds it, its mails put in the outbox with the application
// and delivered by the job queue over SMTP to the tests' SMTP sink.

let sink: SmtpSink;
let seeded: SeededApp;
let db: Db;
let app: Express;
let jane: Browser;
let lucia: Browser;

beforeAll(async () => {
  sink = await startSmtpSink();
  seeded = await openSeededApp({ smtpUrl: sink.url });
  ({ db, app } = seeded);
  jane = await signIn(app, NAMED_USERS.jobSeeker.email);
  lucia = await signIn(app, NAMED_USERS.spanishSeeker.email);
});
afterAll(async () => {
  await seeded?.close();
  await sink?.close();
});

/** Every mail delivered so far: the queue runs first (the outbox's deliveries), as the server's workers would. */
const delivered = async (): Promise<SinkMail[]> => {
  await seeded.accounts.jobs.drain();
  return sink.mails;
};
const mailsTo = async (address: string) => {
  await delivered();
  return sink.mailsTo(address);
};

/** An open listing of the type (published, organisation not frozen, before its deadline). */
const OPEN = `l.status = 'PUBLISHED' AND o.status = 'PUBLISHED' AND (l.expires_at IS NULL OR l.expires_at > now())`;
const openListing = (type: ListingType, extra = 'true', skip = 0) =>
  firstId(
    db,
    `SELECT l.id FROM listings l JOIN organizations o ON o.id = l.org_id
      WHERE l.listing_type = '${type}' AND ${OPEN} AND ${extra} ORDER BY l.id OFFSET ${skip} LIMIT 1`,
  );
const NO_QUESTIONS = 'NOT EXISTS (SELECT 1 FROM listing_questions q WHERE q.listing_id = l.id)';
const orgOf = async (listingId: number) =>
  (
    await db.query<{ org_id: number; title: string }>('SELECT org_id, title FROM listings WHERE id = $1', [
      listingId,
    ])
  ).rows[0]!;
const applyPath = (type: ListingType, id: number) => `/data/listings/${type}/${id}/applications`;

describe('POST /data/listings/:type/:id/applications', () => {
  it('applies to a job with the profile and a cover letter; the organisation’s admins and the applicant are mailed', async () => {
    const job = await openListing('JOB', NO_QUESTIONS);
    const { org_id: orgId, title } = await orgOf(job);
    const res = await jane
      .post(applyPath('JOB', job))
      .send({
        coverLetter: 'I have run grant programmes for six years.\nI would love to help.',
        profile: {
          isRecruitable: true,
          skills: ['Grant writing'],
          workHistoryJobs: [
            { title: 'Program officer', organization: 'Green Futures', startMonth: '2020-01', current: true },
          ],
        },
      })
      .expect(201);
    expect(res.body.application).toMatchObject({
      kind: 'APPLICATION',
      status: 'SUBMITTED',
      coverLetter: 'I have run grant programmes for six years.\nI would love to help.',
      answers: [],
      listing: { id: job, type: 'JOB', title },
      profile: {
        isRecruitable: true,
        skills: ['Grant writing'],
        willingToWorkRemote: true,
        workHistoryJobs: [{ id: 1, title: 'Program officer', current: true, endMonth: null }],
      },
    });

    const admin = orgAdminEmail(orgId);
    const toAdmin = await mailsTo(admin);
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]!.text).toContain(`Subject: New application: ${title}`);
    expect(toAdmin[0]!.text).toContain('Jane Doe (jane.doe@example.org) applied to');
    expect(toAdmin[0]!.text).toContain('I have run grant programmes for six years.');
    expect(toAdmin[0]!.text).toContain(`http://localhost:3000/admin/${orgId}`);
    expect(toAdmin[0]!.text).toContain('text/html');
    const toJane = await mailsTo(NAMED_USERS.jobSeeker.email);
    expect(toJane).toHaveLength(1);
    expect(toJane[0]!.text).toContain(`Subject: Your application to ${title} was sent`);
    expect(toJane[0]!.text).toMatch(new RegExp(`http://localhost:3000/en(/[a-z-]+)?/job/${job}-`));
  });

  it('keeps one application per user and listing: applying again updates it (200)', async () => {
    const job = await openListing('JOB', NO_QUESTIONS);
    const first = (await jane.get(`${applyPath('JOB', job)}/mine`).expect(200)).body.application;
    const again = await jane
      .post(applyPath('JOB', job))
      .send({ coverLetter: 'A shorter letter.' })
      .expect(200);
    expect(again.body.application).toMatchObject({ id: first.id, coverLetter: 'A shorter letter.' });
    // Without a profile in the form, the saved profile (the defaults here) is what the organisation gets.
    expect(again.body.application.profile).toMatchObject({ skills: [], isRecruitable: null });
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM applications WHERE listing_id = $1',
      [job],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('records "I’m interested" for a volunteer opportunity and "I’ll attend" for an event, mailed in Spanish', async () => {
    const volop = await openListing('VOLOP');
    const event = await openListing('EVENT');
    const interest = await lucia.post(applyPath('VOLOP', volop)).expect(201);
    expect(interest.body.application).toMatchObject({ kind: 'INTEREST', coverLetter: null, profile: null });
    const attend = await lucia.post(applyPath('EVENT', event)).send({}).expect(201);
    expect(attend.body.application.kind).toBe('ATTENDANCE');
    const toLucia = await mailsTo(NAMED_USERS.spanishSeeker.email);
    expect(toLucia.map((m) => m.text.match(/^Subject: (.*)$/m)?.[1])).toEqual([
      expect.stringMatching(/^Le contamos a .+ que te interesa$/),
      expect.stringMatching(/^Asistirás a /),
    ]);
    const admin = orgAdminEmail((await orgOf(volop)).org_id);
    expect((await mailsTo(admin)).at(-1)!.text).toContain('Lucía Fernández (lucia.fernandez@example.org)');
  });

  it('refuses a closed listing: past its deadline, unpublished, or of a frozen organisation', async () => {
    const past = await openListing('JOB', NO_QUESTIONS, 5);
    await db.query(`UPDATE listings SET expires_at = now() - interval '1 day' WHERE id = $1`, [past]);
    const res = await jane.post(applyPath('JOB', past)).send({ coverLetter: 'Hi' }).expect(409);
    expect(res.body).toMatchObject({
      message: 'This listing is closed: it no longer takes applications',
      errors: { listing: 'LISTING_CLOSED' },
    });
    const unpublished = await openListing('VOLOP', 'true', 5);
    await db.query(`UPDATE listings SET status = 'UNPUBLISHED' WHERE id = $1`, [unpublished]);
    await jane.post(applyPath('VOLOP', unpublished)).expect(409);
    const frozen = await openListing('EVENT', 'true', 5);
    await db.query(`UPDATE organizations SET status = 'FROZEN' WHERE id = $1`, [
      (await orgOf(frozen)).org_id,
    ]);
    await jane.post(applyPath('EVENT', frozen)).expect(409);
    expect(
      await db.query('SELECT 1 FROM applications WHERE listing_id = ANY($1)', [[past, unpublished, frozen]]),
    ).toEqual({ rows: [] });
  });

  it('is a 404 for an unknown listing or one of another type', async () => {
    await jane.post(applyPath('JOB', 99_999_999)).send({ coverLetter: 'Hi' }).expect(404);
    const volop = await openListing('VOLOP');
    await jane.post(applyPath('JOB', volop)).send({ coverLetter: 'Hi' }).expect(404);
    await jane.get(`${applyPath('EVENT', volop)}/mine`).expect(404);
  });

  it('asks a job’s own questions: shown on the listing, required ones needed, answers kept with their prompt', async () => {
    const job = await openListing(
      'JOB',
      'EXISTS (SELECT 1 FROM listing_questions q WHERE q.listing_id = l.id)',
    );
    const detail = (await request(app).get(`/data/website/jobs/${job}`).expect(200)).body.data;
    expect(detail.questions).toHaveLength(2);
    const [required, optional] = detail.questions as { id: number; prompt: string; required: boolean }[];
    expect([required!.required, optional!.required]).toEqual([true, false]);

    const missing = await jane.post(applyPath('JOB', job)).send({ coverLetter: 'Hi' }).expect(400);
    expect(missing.body.errors).toEqual({ answers: 'QUESTION_REQUIRED' });
    const unknown = await jane
      .post(applyPath('JOB', job))
      .send({
        coverLetter: 'Hi',
        answers: [
          { questionId: 999_999, answer: 'x' },
          { questionId: required!.id, answer: 'y' },
        ],
      })
      .expect(400);
    expect(unknown.body.errors).toEqual({ answers: 'UNKNOWN_QUESTION' });
    const ok = await jane
      .post(applyPath('JOB', job))
      .send({
        coverLetter: 'Hi',
        answers: [{ questionId: required!.id, answer: 'Because of your mission.' }],
      })
      .expect(201);
    expect(ok.body.application.answers).toEqual([
      { questionId: required!.id, prompt: required!.prompt, answer: 'Because of your mission.' },
    ]);
    const admin = orgAdminEmail((await orgOf(job)).org_id);
    expect((await mailsTo(admin)).at(-1)!.text).toContain('Because of your mission.');
  });

  it('maps bad input to its field', async () => {
    const job = await openListing('JOB', NO_QUESTIONS, 1);
    const noLetter = await jane.post(applyPath('JOB', job)).send({}).expect(400);
    expect(noLetter.body.errors).toEqual({ coverLetter: 'A cover letter is required' });
    const bad = await jane
      .post(applyPath('JOB', job))
      .send({ coverLetter: 'x'.repeat(10_001), answers: 'none', profile: { skills: 'many' } })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['answers', 'coverLetter', 'profile']);
    const notMine = await jane
      .post(applyPath('JOB', job))
      .send({ coverLetter: 'Hi', profile: { resumeId: 'AAAAAAAAAAAAAAAAAAAAAA' } })
      .expect(400);
    expect(notMine.body.errors).toEqual({ resumeId: 'RESUME_NOT_FOUND' });
    await jane.post('/data/listings/CAT/1/applications').send({}).expect(400);
  });

  it('needs a signed-in user and the CSRF token', async () => {
    const job = await openListing('JOB', NO_QUESTIONS);
    await (await browser(app)).post(applyPath('JOB', job)).send({ coverLetter: 'Hi' }).expect(401);
    await request(app).get('/data/applications').expect(401);
    await request(app)
      .get(`${applyPath('JOB', job)}/mine`)
      .expect(401);
    const res = await request(app)
      .post(applyPath('JOB', job))
      .set('Cookie', jane.cookieHeader())
      .send({ coverLetter: 'Hi' })
      .expect(403);
    expect(res.body.errors).toHaveProperty('csrf');
  });
});

describe('mail floods (issue 15)', () => {
  /** The seed's job seekers other than the named ones (`first.last.N@example.org`), by id. */
  const extraSeekers = async () =>
    (
      await db.query<{ id: number; email: string }>(
        String.raw`SELECT id, email FROM users WHERE email ~ '\.[0-9]+@example\.org$' ORDER BY id`,
      )
    ).rows;

  it('mails a new application only: re-submitting it (200) mails neither the organisation nor the applicant again', async () => {
    const job = await openListing('JOB', NO_QUESTIONS, 2);
    const admin = orgAdminEmail((await orgOf(job)).org_id);
    const before = {
      admin: (await mailsTo(admin)).length,
      lucia: (await mailsTo(NAMED_USERS.spanishSeeker.email)).length,
    };
    await lucia.post(applyPath('JOB', job)).send({ coverLetter: 'My first letter.' }).expect(201);
    expect(await mailsTo(admin)).toHaveLength(before.admin + 1);
    expect((await mailsTo(admin)).at(-1)!.text).toContain('My first letter.');
    expect(await mailsTo(NAMED_USERS.spanishSeeker.email)).toHaveLength(before.lucia + 1);

    const sent = (await delivered()).length;
    for (const letter of ['Visit spam.example now!', 'Visit spam.example again!', 'My final letter.'])
      await lucia.post(applyPath('JOB', job)).send({ coverLetter: letter }).expect(200);
    expect(await delivered()).toHaveLength(sent);
    // The change itself is kept: the organisation reads it in its dashboard.
    const mine = (await lucia.get(`${applyPath('JOB', job)}/mine`).expect(200)).body.application;
    expect(mine.coverLetter).toBe('My final letter.');
  });

  it('stores an application and its mails together: when one mail cannot be stored, nothing is, and nobody is mailed', async () => {
    const volop = await openListing('VOLOP', 'true', 5);
    const admin = orgAdminEmail((await orgOf(volop)).org_id);
    const sent = (await delivered()).length;
    const applications = async () =>
      (await db.query('SELECT 1 FROM applications WHERE listing_id = $1', [volop])).rows.length;
    // The applicant's receipt cannot be stored: the admins' notices were, a moment before, in the same
    // transaction.
    await db.exec(`
      CREATE FUNCTION refuse_receipt() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'no room for the receipt'; END $$;
      CREATE TRIGGER refuse_receipt BEFORE INSERT ON outbox FOR EACH ROW
        WHEN (NEW.topic = 'applicationConfirmation') EXECUTE FUNCTION refuse_receipt();`);
    try {
      await lucia.post(applyPath('VOLOP', volop)).send({}).expect(500);
    } finally {
      await db.exec('DROP TRIGGER refuse_receipt ON outbox; DROP FUNCTION refuse_receipt();');
    }
    expect(await applications()).toBe(0);
    expect(await delivered()).toHaveLength(sent);

    await lucia.post(applyPath('VOLOP', volop)).send({}).expect(201);
    expect(await applications()).toBe(1);
    expect(await delivered()).toHaveLength(sent + 2);
    expect((await mailsTo(admin)).at(-1)!.text).toContain('Lucía Fernández');
  });

  it('takes applications only from a verified email: 403 EMAIL_NOT_VERIFIED, nothing stored or mailed, until verified', async () => {
    const { id: userId, email } = (await extraSeekers())[0]!;
    await db.query('UPDATE users SET email_verified = false WHERE id = $1', [userId]);
    const seeker = await signIn(app, email);
    const volop = await openListing('VOLOP', 'true', 3);
    const admin = orgAdminEmail((await orgOf(volop)).org_id);
    const sent = (await delivered()).length;

    const refused = await seeker.post(applyPath('VOLOP', volop)).send({}).expect(403);
    expect(refused.body).toMatchObject({
      message: 'Verify your email address before applying',
      errors: { email: 'EMAIL_NOT_VERIFIED' },
    });
    const job = await openListing('JOB', NO_QUESTIONS, 3);
    await seeker.post(applyPath('JOB', job)).send({ coverLetter: 'Buy now at spam.example' }).expect(403);
    expect(await delivered()).toHaveLength(sent);
    expect(await db.query('SELECT 1 FROM applications WHERE user_id = $1', [userId])).toEqual({ rows: [] });

    // The way out the apply page offers: the verification mail again, its link, then the application.
    await seeker.post('/data/website/resend-verification').expect(200);
    const link = (await mailsTo(email)).at(-1)!.text.match(/\/verify-email\/([A-Za-z0-9_-]+)/);
    await seeker.post(`/data/website/verify-email/${link![1]}`).expect(200);
    await seeker.post(applyPath('VOLOP', volop)).send({}).expect(201);
    expect((await mailsTo(admin)).at(-1)!.text).toContain(email);
  });

  it('limits applying per user (applicationsPerUser): 429 with Retry-After past it, re-submissions included', async () => {
    const limited = await openAppOn(db, { limits: { applicationsPerUser: { points: 2 } } });
    try {
      const [first, second] = (await extraSeekers()).slice(1, 3);
      const [seeker, other] = await Promise.all([
        signIn(limited.app, first!.email),
        signIn(limited.app, second!.email),
      ]);
      const events = await Promise.all([0, 1, 2].map((i) => openListing('EVENT', 'true', 10 + i)));
      await seeker.post(applyPath('EVENT', events[0]!)).send({}).expect(201);
      await seeker.post(applyPath('EVENT', events[0]!)).send({}).expect(200);
      const over = await seeker.post(applyPath('EVENT', events[1]!)).send({}).expect(429);
      expect(over.body.errors).toEqual({ request: 'RATE_LIMITED' });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(await db.query('SELECT 1 FROM applications WHERE listing_id = $1', [events[1]])).toEqual({
        rows: [],
      });
      // Per user: another applicant is not held back by this one.
      await other.post(applyPath('EVENT', events[2]!)).send({}).expect(201);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /data/applications', () => {
  it('lists the user’s applications newest first, with the listing, date and status, paged', async () => {
    const joao = await signIn(app, NAMED_USERS.portugueseSeeker.email);
    const volops: number[] = [];
    for (let i = 0; i < APPLICATIONS_PAGE_SIZE + 1; i++) {
      const id = await openListing('VOLOP', 'true', i);
      volops.push(id);
      await joao.post(applyPath('VOLOP', id)).expect(201);
    }
    const first = (await joao.get('/data/applications').expect(200)).body;
    expect(first).toMatchObject({ count: volops.length, pageCount: 2 });
    expect(first.applications[0]).toMatchObject({
      kind: 'INTEREST',
      status: 'SUBMITTED',
      listing: { id: volops.at(-1), type: 'VOLOP' },
    });
    const second = (await joao.get('/data/applications?page=2').expect(200)).body;
    expect(second.applications.map((a: { listing: { id: number } }) => a.listing.id)).toEqual([volops[0]]);
    // Applying again moves it to the top.
    await joao.post(applyPath('VOLOP', volops[0]!)).expect(200);
    expect((await joao.get('/data/applications').expect(200)).body.applications[0].listing.id).toBe(
      volops[0],
    );
    // Nobody else's are listed.
    expect(
      (await jane.get('/data/applications').expect(200)).body.applications.every(
        (a: { listing: { id: number } }) => !volops.slice(1).includes(a.listing.id),
      ),
    ).toBe(true);
    await joao.get('/data/applications?page=0').expect(400);
  });
});
