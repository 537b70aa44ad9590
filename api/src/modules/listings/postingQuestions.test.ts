import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { browser, type Browser } from '../../testing/contractRequest';
import { openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';

// Screening questions (docs/product/organisations.md#posting-a-listing): a job's or internship's own
// questions, stored with the draft (listing_questions). A question keeps its id while its admins edit it,
// since an application stores its answers by question id: renaming or moving a question keeps them matched.

let seeded: SeededApp;
let db: Db;
let app: Express;
let admin: Browser;
const ORG = 3;

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ db, app } = seeded);
  admin = await signIn(app, orgAdminEmail(ORG));
});
afterAll(() => seeded?.close());

const listings = `/data/orgdashboard/${ORG}/listings`;
const listingUrl = (id: number) => `${listings}/${id}`;

const JOB = {
  listingType: 'JOB',
  title: 'Grants officer',
  description: '<p>Write our grants.</p>',
  locale: 'en',
  locationType: 'REMOTE',
  jobType: 'FULL_TIME',
  professionalLevel: 'PROFESSIONAL',
  functions: ['DEVELOPMENT_FUNDRAISING'],
  applyMethod: 'SITE',
};

type Question = { id: number; prompt: string; required: boolean };

const storedQuestions = (listingId: number) =>
  db
    .query<{ id: number; position: number; prompt: string }>(
      'SELECT id, position, prompt FROM listing_questions WHERE listing_id = $1 ORDER BY position',
      [listingId],
    )
    .then((r) => r.rows);

describe('screening questions', () => {
  it('stores a draft’s questions in order, and keeps, updates, removes and adds them by id', async () => {
    const created = await admin
      .post(listings)
      .send({
        ...JOB,
        questions: [
          { prompt: 'Why us?', required: true },
          { prompt: 'When could you start?' },
          { prompt: 'Your salary expectations?' },
        ],
      })
      .expect(201);
    const id = created.body.data.id as number;
    const [why, when, salary] = created.body.data.questions as Question[];
    expect(created.body.data.questions).toEqual([
      { id: expect.any(Number), prompt: 'Why us?', required: true },
      { id: expect.any(Number), prompt: 'When could you start?', required: false },
      { id: expect.any(Number), prompt: 'Your salary expectations?', required: false },
    ]);

    // Reordered, one renamed, one removed, one added.
    const saved = await admin
      .put(listingUrl(id))
      .send({
        ...JOB,
        version: 1,
        questions: [
          { id: when!.id, prompt: 'From when could you start?', required: true },
          { prompt: 'Which languages do you speak?' },
          { id: why!.id, prompt: 'Why us?', required: true },
        ],
      })
      .expect(200);
    expect(saved.body.data.questions).toEqual([
      { id: when!.id, prompt: 'From when could you start?', required: true },
      { id: expect.any(Number), prompt: 'Which languages do you speak?', required: false },
      { id: why!.id, prompt: 'Why us?', required: true },
    ]);
    expect((await storedQuestions(id)).map((q) => [q.position, q.id])).toEqual([
      [1, when!.id],
      [2, saved.body.data.questions[1].id],
      [3, why!.id],
    ]);
    expect((await storedQuestions(id)).some((q) => q.id === salary!.id)).toBe(false);
    // The dashboard's list carries them too.
    const list = await admin.get(listings).expect(200);
    const listed = list.body.data.find((l: { id: number }) => l.id === id);
    expect(listed.questions).toEqual(saved.body.data.questions);
  });

  it('refuses a question id of another listing, storing nothing of the save', async () => {
    const first = await admin
      .post(listings)
      .send({ ...JOB, questions: [{ prompt: 'Why us?' }] })
      .expect(201);
    const second = await admin.post(listings).send(JOB).expect(201);
    const foreign = first.body.data.questions[0].id as number;
    const res = await admin
      .put(listingUrl(second.body.data.id))
      .send({ ...JOB, title: 'Changed', version: 1, questions: [{ id: foreign, prompt: 'Mine now' }] })
      .expect(400);
    expect(res.body.errors).toEqual({ questions: 'QUESTIONS_INVALID' });
    const after = await admin.get(listingUrl(second.body.data.id)).expect(200);
    expect(after.body.data).toMatchObject({ title: JOB.title, version: 1, questions: [] });
    expect(await storedQuestions(first.body.data.id)).toEqual([
      { id: foreign, position: 1, prompt: 'Why us?' },
    ]);
    // A new draft cannot name stored questions either.
    const named = await admin
      .post(listings)
      .send({ ...JOB, questions: [{ id: foreign, prompt: 'x' }] })
      .expect(400);
    expect(named.body.errors).toEqual({ questions: 'QUESTIONS_INVALID' });
  });

  it('answers given to a live job’s question still match it after its admin renames and moves it', async () => {
    const { body } = await admin
      .post(listings)
      .send({ ...JOB, questions: [{ prompt: 'Why us?', required: true }, { prompt: 'Anything else?' }] })
      .expect(201);
    const id = body.data.id as number;
    const [why, other] = body.data.questions as Question[];
    await admin.post(`${listingUrl(id)}/publish`).expect(200);
    const staff = await signIn(app, NAMED_USERS.staff.email);
    await staff.post(`${listingUrl(id)}/publish-free`).expect(200);

    const page = await (await browser(app)).get(`/data/website/jobs/${id}`).expect(200);
    expect(page.body.data.questions).toEqual(body.data.questions);
    const jane = await signIn(app, NAMED_USERS.jobSeeker.email);
    await jane
      .post(`/data/listings/JOB/${id}/applications`)
      .send({ coverLetter: 'Hello', answers: [{ questionId: why!.id, answer: 'Your mission.' }] })
      .expect(201);

    const live = (await admin.get(listingUrl(id)).expect(200)).body.data;
    await admin
      .put(listingUrl(id))
      .send({
        ...JOB,
        version: live.version,
        questions: [
          { id: other!.id, prompt: 'Anything else?' },
          { id: why!.id, prompt: 'Why do you want to work with us?', required: true },
        ],
      })
      .expect(200);
    // The application's answer still names a question of the listing, now the second.
    const edited = await (await browser(app)).get(`/data/website/jobs/${id}`).expect(200);
    expect(edited.body.data.questions[1]).toEqual({
      id: why!.id,
      prompt: 'Why do you want to work with us?',
      required: true,
    });
    const { rows } = await db.query<{ answers: { questionId: number }[] }>(
      `SELECT a.answers FROM applications a JOIN users u ON u.id = a.user_id
        WHERE a.listing_id = $1 AND u.email = $2`,
      [id, NAMED_USERS.jobSeeker.email],
    );
    expect(rows[0]!.answers.map((a) => a.questionId)).toEqual([why!.id]);
    // Applying again answers the kept question by the same id.
    await jane
      .post(`/data/listings/JOB/${id}/applications`)
      .send({ coverLetter: 'Hello again', answers: [{ questionId: why!.id, answer: 'Still your mission.' }] })
      .expect(200);
  });
});
