import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';
import { browser, type Browser } from '../../testing/contractRequest';
import { openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink';
import { pdfBytes } from '../../testing/testFiles';
import { RECOMMENDATION_MAIL_JOB } from './recommendationMail';

// Recommended candidates end to end (docs/product/organisations.md#recommended-candidates): the api as the
// server builds it, every answer checked against its contract; the recommendation mail delivered over SMTP.

const ORG = 3;
const OTHER_ORG = 4;
const SAO_PAULO = '3448439';
const CAMPINAS = '3467865';

let sink: SmtpSink;
let seeded: SeededApp;
let db: Db;
let app: Express;
let admin: Browser;
let otherAdmin: Browser;
/** Candidates: João (São Paulo, program manager), Lucía (Campinas, grants), Jane (said no). */
let joao: Browser;
let lucia: Browser;
let jane: Browser;
let joaoId: number;
let luciaId: number;
let janeId: number;
let job: number;
let volop: number;
let foreignJob: number;

const base = (org: number | string = ORG, listing: number | string = job) =>
  `/data/orgdashboard/${org}/listings/${listing}/recommended-candidates`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const userId = async (email: string) =>
  (await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;

async function profile(b: Browser, placeId: string, isRecruitable: boolean, title: string, skills: string[]) {
  const location = (await b.get(`/data/places/${placeId}?lang=pt`).expect(200)).body.data;
  await b
    .put('/data/userdashboard/applicant-profile/profile')
    .send({ isRecruitable, skills, userLocation: location, willingToWorkRemote: false })
    .expect(200);
  await b
    .post('/data/userdashboard/applicant-profile/work-history/jobs')
    .send({ title, organization: 'Instituto Semear', startMonth: '2021-03', current: true })
    .expect(201);
}

async function draft(org: number, body: object): Promise<number> {
  const b = org === ORG ? admin : otherAdmin;
  return (await b.post(`/data/orgdashboard/${org}/listings`).send(body).expect(201)).body.data.id;
}

const JOB = {
  listingType: 'JOB',
  title: 'Gerente de projetos sociais',
  description: '<p>Coordene projetos com <strong>Salesforce</strong> e parceiros.</p>',
  locale: 'pt',
  locationType: 'ONSITE',
  placeId: SAO_PAULO,
  functions: ['PROGRAM_MANAGEMENT', 'GRANT_WRITING'],
  professionalLevel: 'MANAGERIAL',
  applyMethod: 'SITE',
  deadline: inDays(30),
};

beforeAll(async () => {
  sink = await startSmtpSink();
  seeded = await openSeededApp({ smtpUrl: sink.url });
  ({ db, app } = seeded);
  admin = await signIn(app, orgAdminEmail(ORG));
  otherAdmin = await signIn(app, orgAdminEmail(OTHER_ORG));
  joao = await signIn(app, NAMED_USERS.portugueseSeeker.email);
  lucia = await signIn(app, NAMED_USERS.spanishSeeker.email);
  jane = await signIn(app, NAMED_USERS.jobSeeker.email);
  joaoId = await userId(NAMED_USERS.portugueseSeeker.email);
  luciaId = await userId(NAMED_USERS.spanishSeeker.email);
  janeId = await userId(NAMED_USERS.jobSeeker.email);
  await profile(joao, SAO_PAULO, true, 'Program Manager', ['Salesforce', 'Orçamento']);
  await profile(lucia, CAMPINAS, true, 'Coordinadora de subvenciones', ['Redacción']);
  await profile(jane, SAO_PAULO, false, 'Program Manager', ['Salesforce']);
  job = await draft(ORG, JOB);
  volop = await draft(ORG, {
    ...JOB,
    listingType: 'VOLOP',
    startsAt: inDays(31),
    endsAt: inDays(32),
    timeZone: 'America/Sao_Paulo',
    professionalLevel: null,
  });
  foreignJob = await draft(OTHER_ORG, JOB);
  await seeded.accounts.jobs.drain();
});
afterAll(async () => {
  await seeded?.close();
  await sink?.close();
});

describe('the recommended candidates of a job', () => {
  it('lists recruitable profiles that match, the best first, each with its reasons', async () => {
    const res = await admin.get(base()).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { listing, candidates } = res.body.data;
    expect(listing).toEqual({ id: job, title: JOB.title, listingType: 'JOB' });
    const ids = candidates.map((c: { applicantId: number }) => c.applicantId);
    expect(ids).toContain(joaoId);
    expect(ids).toContain(luciaId);
    expect(ids.indexOf(joaoId)).toBeLessThan(ids.indexOf(luciaId));
    const joaoCard = candidates.find((c: { applicantId: number }) => c.applicantId === joaoId);
    expect(joaoCard).toMatchObject({
      name: 'João Silva',
      headline: 'Program Manager · Instituto Semear',
      place: expect.stringContaining('São Paulo'),
      rating: null,
    });
    expect(joaoCard.reasons).toEqual([
      { code: 'FUNCTION', function: 'PROGRAM_MANAGEMENT' },
      { code: 'LEVEL', level: 'MANAGERIAL' },
      { code: 'DISTANCE', km: 0, city: { en: 'São Paulo', es: 'San Pablo', pt: 'São Paulo' } },
      { code: 'SKILLS', skills: ['Salesforce'] },
    ]);
    const luciaCard = candidates.find((c: { applicantId: number }) => c.applicantId === luciaId);
    expect(luciaCard.reasons[0]).toEqual({ code: 'FUNCTION', function: 'GRANT_WRITING' });
    expect(luciaCard.reasons).toContainEqual(expect.objectContaining({ code: 'DISTANCE' }));
  });

  it('never shows anyone who did not opt in to recruiters', async () => {
    const { candidates } = (await admin.get(base()).expect(200)).body.data;
    const ids = candidates.map((c: { applicantId: number }) => c.applicantId);
    expect(ids).not.toContain(janeId);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM applicant_profiles WHERE user_id = ANY ($1::int[]) AND is_recruitable',
      [ids],
    );
    expect(rows[0]!.n).toBe(ids.length);
    await admin
      .get(`${base()}/${janeId}`)
      .expect(404)
      .expect((res) =>
        expect(res.body.errors).toEqual({ applicantId: 'No recruitable candidate with this id' }),
      );
  });

  it('shows one candidate with reasons, work history, neighbours and the résumé the admins may download', async () => {
    const upload = await joao
      .post('/data/userdashboard/applicant-profile/resume')
      .attach('file', pdfBytes(), 'Joao CV.pdf')
      .expect(201);
    const resumeId = upload.body.resumeId as string;
    const res = await admin.get(`${base()}/${joaoId}`).expect(200);
    const { candidate, previousId, nextId } = res.body.data;
    expect(candidate).toMatchObject({
      applicantId: joaoId,
      resumeId,
      skills: ['Salesforce', 'Orçamento'],
      workHistoryJobs: [expect.objectContaining({ title: 'Program Manager', current: true })],
      willingToWorkRemote: false,
    });
    const list = (await admin.get(base()).expect(200)).body.data.candidates.map(
      (c: { applicantId: number }) => c.applicantId,
    );
    const at = list.indexOf(joaoId);
    expect(previousId).toBe(at > 0 ? list[at - 1] : null);
    expect(nextId).toBe(list[at + 1] ?? null);
    // The listing's organisation's admin downloads it; a job seeker does not.
    await admin.get(`/data/resumes/${resumeId}`).expect(200);
    await lucia.get(`/data/resumes/${resumeId}`).expect(404);
    // Once João stops being recruitable, no organisation may read it any more (he never applied).
    await joao
      .put('/data/userdashboard/applicant-profile/profile')
      .send({ isRecruitable: false, skills: ['Salesforce'] })
      .expect(200);
    await admin.get(`/data/resumes/${resumeId}`).expect(404);
    await admin.get(`${base()}/${joaoId}`).expect(404);
    const back = (await joao.get(`/data/places/${SAO_PAULO}?lang=pt`).expect(200)).body.data;
    await joao
      .put('/data/userdashboard/applicant-profile/profile')
      .send({
        isRecruitable: true,
        skills: ['Salesforce', 'Orçamento'],
        userLocation: back,
        willingToWorkRemote: false,
      })
      .expect(200);
  });

  it('rates a candidate: GOOD stays listed, BAD leaves the list; the same rating twice is the same', async () => {
    const rate = (id: number, rating: string) => admin.put(`${base()}/${id}/rating`).send({ rating });
    const good = await rate(luciaId, 'GOOD').expect(200);
    expect(good.body.data).toEqual({
      orgId: ORG,
      listingId: job,
      listingType: 'JOB',
      applicantId: luciaId,
      rating: 'GOOD',
    });
    await rate(luciaId, 'GOOD').expect(200);
    let list = (await admin.get(base()).expect(200)).body.data.candidates;
    expect(list.find((c: { applicantId: number }) => c.applicantId === luciaId).rating).toBe('GOOD');
    await rate(luciaId, 'BAD').expect(200);
    list = (await admin.get(base()).expect(200)).body.data.candidates;
    expect(list.map((c: { applicantId: number }) => c.applicantId)).not.toContain(luciaId);
    // Still reachable from its own page (the mail's link, the thanks page), marked BAD.
    expect((await admin.get(`${base()}/${luciaId}`).expect(200)).body.data.candidate.rating).toBe('BAD');
    await rate(luciaId, 'GOOD').expect(200);
  });

  it('refuses a bad rating, an unknown or unrecruitable candidate and a listing that is not this org’s job', async () => {
    await admin
      .put(`${base()}/${joaoId}/rating`)
      .send({ rating: 'MAYBE' })
      .expect(400)
      .expect((res) => expect(res.body.errors).toEqual({ rating: 'Must be GOOD or BAD' }));
    await admin.put(`${base()}/${joaoId}/rating`).send({}).expect(400);
    await admin.get(`${base()}/2147483647`).expect(404);
    await admin.get(`${base()}/abc`).expect(400);
    await admin
      .put(`${base()}/${janeId}/rating`)
      .send({ rating: 'GOOD' })
      .expect(404)
      .expect((res) =>
        expect(res.body.errors).toEqual({ applicantId: 'No recruitable candidate with this id' }),
      );
    const noListing = { errors: { listingId: 'No job or internship with this id' } };
    await admin
      .get(base(ORG, foreignJob))
      .expect(404)
      .expect((res) => expect(res.body.errors).toEqual(noListing.errors));
    await admin
      .get(base(ORG, volop))
      .expect(404)
      .expect((res) => expect(res.body.errors).toEqual(noListing.errors));
    await admin
      .get(base(ORG, 2147483647))
      .expect(404)
      .expect((res) => expect(res.body.errors).toEqual(noListing.errors));
    const { rows } = await db.query('SELECT 1 FROM candidate_ratings WHERE user_id = $1', [janeId]);
    expect(rows).toEqual([]);
  });

  it('refuses anonymous callers (401) and other organisations’ admins and job seekers (403)', async () => {
    const calls = [
      ['get', base(), undefined],
      ['get', `${base()}/${joaoId}`, undefined],
      ['put', `${base()}/${joaoId}/rating`, { rating: 'BAD' }],
    ] as const;
    for (const [method, url, body] of calls) {
      const anon = await (await browser(app))[method](url).send(body as object);
      expect(anon.status).toBe(401);
      for (const b of [otherAdmin, jane]) {
        const res = await b[method](url).send(body as object);
        expect({ url, status: res.status, errors: res.body.errors }).toEqual({
          url,
          status: 403,
          errors: { orgId: 'User is not an admin' },
        });
      }
    }
    const { rows } = await db.query(`SELECT 1 FROM candidate_ratings WHERE user_id = $1 AND rating = 'BAD'`, [
      joaoId,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('rating from the mail’s link', () => {
  const url = (id: number) => `/data/orgdashboard/recommended-candidates/${id}/rating`;

  it('rates for an admin of the listing’s organisation, idempotently', async () => {
    const first = await admin.post(url(joaoId)).send({ listingId: job, rating: 'GOOD' }).expect(200);
    expect(first.body.data).toEqual({
      orgId: ORG,
      listingId: job,
      listingType: 'JOB',
      applicantId: joaoId,
      rating: 'GOOD',
    });
    await admin.post(url(joaoId)).send({ listingId: job, rating: 'GOOD' }).expect(200);
    const { rows } = await db.query<{ rating: string }>(
      'SELECT rating FROM candidate_ratings WHERE listing_id = $1 AND user_id = $2',
      [job, joaoId],
    );
    expect(rows).toEqual([{ rating: 'GOOD' }]);
  });

  it('refuses anyone else, an unknown listing or candidate, and a bad body', async () => {
    await (await browser(app)).post(url(joaoId)).send({ listingId: job, rating: 'BAD' }).expect(401);
    for (const b of [otherAdmin, jane])
      await b
        .post(url(joaoId))
        .send({ listingId: job, rating: 'BAD' })
        .expect(403)
        .expect((res) =>
          expect(res.body.errors).toEqual({
            listingId: 'User is not an admin of this listing’s organization',
          }),
        );
    await admin.post(url(joaoId)).send({ listingId: 2147483647, rating: 'BAD' }).expect(404);
    await admin.post(url(janeId)).send({ listingId: job, rating: 'BAD' }).expect(404);
    const bad = await admin.post(url(joaoId)).send({ listingId: 'x', rating: 'SO-SO' }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['listingId', 'rating']);
    const { rows } = await db.query(`SELECT 1 FROM candidate_ratings WHERE user_id = $1 AND rating = 'BAD'`, [
      joaoId,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('the recommendation mail', () => {
  it('mails each admin the top candidates with reasons and rating links once the job is live, once', async () => {
    // The job goes live (billing's `paid`, which this branch has no route for yet).
    await db.query(`UPDATE listings SET status = 'PUBLISHED', published_at = now() WHERE id = $1`, [job]);
    await seeded.accounts.jobs.send(RECOMMENDATION_MAIL_JOB, {});
    await seeded.accounts.jobs.drain();
    const mails = sink.mailsTo(orgAdminEmail(ORG));
    const mail = mails.find((m) => m.plainText.includes(JOB.title))!;
    expect(mail).toBeDefined();
    expect(mail.plainText).toContain('João Silva');
    expect(mail.plainText).toContain(`/email/rate-recommended-candidate/${joaoId}/good?listingId=${job}`);
    expect(mail.plainText).toContain(`/email/rate-recommended-candidate/${joaoId}/bad?listingId=${job}`);
    expect(mail.plainText).toContain(`/admin/${ORG}/jobs/${job}/recommended-candidates/${joaoId}`);
    const lang = (
      await db.query<{ lang: string }>('SELECT lang FROM users WHERE email = $1', [orgAdminEmail(ORG)])
    ).rows[0]!.lang;
    const matches = {
      en: 'Matches: Program management',
      es: 'Coincide en: Gestión de programas',
      pt: 'Combina em: Gestão de projetos',
    };
    expect(mail.plainText).toContain(matches[lang as keyof typeof matches]);
    // Another sweep sends nothing more.
    await seeded.accounts.jobs.send(RECOMMENDATION_MAIL_JOB, {});
    await seeded.accounts.jobs.drain();
    expect(sink.mailsTo(orgAdminEmail(ORG)).filter((m) => m.plainText.includes(JOB.title))).toHaveLength(1);
  });

  it('respects an admin who turned the organisation’s application notices off', async () => {
    await admin
      .put(`/data/orgdashboard/${ORG}/notification-preferences`)
      .send({ applicationsReceived: false, applicationsDigest: true, billing: true, teamChanges: true })
      .expect(200);
    const internship = await draft(ORG, {
      ...JOB,
      listingType: 'INTERNSHIP',
      title: 'Estágio em projetos',
      professionalLevel: null,
      payment: 'PAID',
    });
    await db.query(`UPDATE listings SET status = 'PUBLISHED', published_at = now() WHERE id = $1`, [
      internship,
    ]);
    await seeded.accounts.jobs.send(RECOMMENDATION_MAIL_JOB, {});
    await seeded.accounts.jobs.drain();
    expect(
      sink.mailsTo(orgAdminEmail(ORG)).filter((m) => m.plainText.includes('Estágio em projetos')),
    ).toEqual([]);
    // Its candidates are there all the same, on the dashboard.
    expect((await admin.get(base(ORG, internship)).expect(200)).body.data.listing.listingType).toBe(
      'INTERNSHIP',
    );
    await admin
      .put(`/data/orgdashboard/${ORG}/notification-preferences`)
      .send({ applicationsReceived: true, applicationsDigest: true, billing: true, teamChanges: true })
      .expect(200);
  });

  it('leaves out who applied', async () => {
    await joao.post(`/data/listings/JOB/${job}/applications`).send({ coverLetter: 'Olá' }).expect(201);
    const ids = (await admin.get(base()).expect(200)).body.data.candidates.map(
      (c: { applicantId: number }) => c.applicantId,
    );
    expect(ids).not.toContain(joaoId);
  });
});
