import type { Express } from 'express';
import { SAVED_LISTINGS_PAGE_SIZE, type ListingType } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { NAMED_USERS } from '../../seed/users';
import { browser, request, type Browser } from '../../testing/contractRequest';
import { firstId, openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';

let seeded: SeededApp;
let db: Db;
let app: Express;
let jane: Browser;
let lucia: Browser;
let job: number;
let volop: number;

const publishedOf = (type: ListingType, skip = 0) =>
  firstId(
    db,
    `SELECT l.id FROM listings l JOIN organizations o ON o.id = l.org_id
      WHERE l.listing_type = '${type}' AND l.status = 'PUBLISHED' AND o.status = 'PUBLISHED'
      ORDER BY l.id OFFSET ${skip} LIMIT 1`,
  );

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ db, app } = seeded);
  jane = await signIn(app, NAMED_USERS.jobSeeker.email);
  lucia = await signIn(app, NAMED_USERS.spanishSeeker.email);
  job = await publishedOf('JOB');
  volop = await publishedOf('VOLOP');
});
afterAll(() => seeded?.close());

const savedOf = async (b: Browser) => (await b.get('/data/users/me').expect(200)).body.user.savedListings;

describe('POST /data/saved-listings', () => {
  it('saves a listing once: 201, then 200 with the same save; the User lists it', async () => {
    const first = await jane.post('/data/saved-listings').send({ id: job, type: 'JOB' }).expect(201);
    expect(first.body.savedListing).toMatchObject({ id: job, type: 'JOB' });
    const again = await jane.post('/data/saved-listings').send({ id: job, type: 'JOB' }).expect(200);
    expect(again.body.savedListing).toEqual(first.body.savedListing);
    await jane.post('/data/saved-listings').send({ id: volop, type: 'VOLOP' }).expect(201);
    expect(await savedOf(jane)).toEqual([
      { id: volop, type: 'VOLOP' },
      { id: job, type: 'JOB' },
    ]);
  });

  it('saves only into the signed-in user’s own list', async () => {
    // Whatever the body says, the user is the session's: there is no field naming another user.
    await lucia.post('/data/saved-listings').send({ id: job, type: 'JOB', userId: 1 }).expect(201);
    expect(await savedOf(lucia)).toEqual([{ id: job, type: 'JOB' }]);
    // Lucía unsaving her copy leaves Jane's.
    await lucia.delete(`/data/saved-listings/JOB/${job}`).expect(200);
    expect(await savedOf(lucia)).toEqual([]);
    expect(await savedOf(jane)).toContainEqual({ id: job, type: 'JOB' });
  });

  it('is a 404 for an unknown listing, one of another type, or one the public may not see', async () => {
    await jane.post('/data/saved-listings').send({ id: 99_999_999, type: 'JOB' }).expect(404);
    await jane.post('/data/saved-listings').send({ id: job, type: 'EVENT' }).expect(404);
    const hidden = await firstId(db, `SELECT id FROM listings WHERE status = 'UNPUBLISHED' LIMIT 1`);
    const type = (
      await db.query<{ t: ListingType }>('SELECT listing_type AS t FROM listings WHERE id = $1', [hidden])
    ).rows[0]!.t;
    await jane.post('/data/saved-listings').send({ id: hidden, type }).expect(404);
  });

  it('maps bad input to its field', async () => {
    const res = await jane.post('/data/saved-listings').send({ id: 'x', type: 'CAT' }).expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['id', 'type']);
  });

  it('needs a signed-in user, and the CSRF token', async () => {
    const anonymous = await browser(app);
    await anonymous.post('/data/saved-listings').send({ id: job, type: 'JOB' }).expect(401);
    await anonymous.delete(`/data/saved-listings/JOB/${job}`).expect(401);
    await request(app).get('/data/saved-listings').expect(401);
    const res = await request(app)
      .post('/data/saved-listings')
      .set('Cookie', jane.cookieHeader())
      .send({ id: job, type: 'JOB' })
      .expect(403);
    expect(res.body.errors).toHaveProperty('csrf');
  });
});

describe('DELETE /data/saved-listings/:type/:id', () => {
  it('unsaves, then is a 404 (the client keeps its optimistic unsave)', async () => {
    await jane.delete(`/data/saved-listings/VOLOP/${volop}`).expect(200, { ok: true, _version: 1 });
    await jane.delete(`/data/saved-listings/VOLOP/${volop}`).expect(404);
    // The type is part of the address: the job saved as a JOB is not an EVENT.
    await jane.delete(`/data/saved-listings/EVENT/${job}`).expect(404);
    expect(await savedOf(jane)).toEqual([{ id: job, type: 'JOB' }]);
    await jane.delete('/data/saved-listings/JOB/abc').expect(400);
  });
});

describe('GET /data/saved-listings', () => {
  it('pages the user’s saved listings, newest saved first, with summaries; filters by type', async () => {
    const b = await signIn(app, NAMED_USERS.portugueseSeeker.email);
    const ids: number[] = [];
    for (let i = 0; i < SAVED_LISTINGS_PAGE_SIZE + 2; i++) {
      const id = await publishedOf('JOB', i);
      ids.push(id);
      await b.post('/data/saved-listings').send({ id, type: 'JOB' }).expect(201);
    }
    const event = await publishedOf('EVENT');
    await b.post('/data/saved-listings').send({ id: event, type: 'EVENT' }).expect(201);

    const first = (await b.get('/data/saved-listings').expect(200)).body;
    expect(first.count).toBe(ids.length + 1);
    expect(first.pageCount).toBe(2);
    expect(first.savedListings).toHaveLength(SAVED_LISTINGS_PAGE_SIZE);
    expect(first.savedListings[0]).toMatchObject({ id: event, type: 'EVENT', published: true });
    expect(first.savedListings[0].listing).toMatchObject({ id: event, type: 'EVENT' });
    const second = (await b.get('/data/saved-listings?page=2').expect(200)).body;
    expect(second.savedListings.map((s: { id: number }) => s.id)).toEqual([ids[2], ids[1], ids[0]]);

    const events = (await b.get('/data/saved-listings?type=EVENT').expect(200)).body;
    expect(events).toMatchObject({ count: 1, pageCount: 1 });

    // A saved listing unpublished later stays in the list, marked.
    await db.query(`UPDATE listings SET status = 'UNPUBLISHED' WHERE id = $1`, [event]);
    const after = (await b.get('/data/saved-listings?type=EVENT').expect(200)).body;
    expect(after.savedListings[0].published).toBe(false);

    const bad = await b.get('/data/saved-listings?type=CAT&page=0').expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'type']);
  });
});
