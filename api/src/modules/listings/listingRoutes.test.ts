import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { request } from '../../testing/contractRequest';
import { firstId, openSeededApp } from '../../testing/seededApp';

let db: Db;
let app: Express;

beforeAll(async () => {
  ({ db, app } = await openSeededApp());
});
afterAll(() => db?.close());

const oneId = (sql: string) => firstId(db, sql);

const publishedOfType = (type: string) =>
  oneId(`SELECT l.id FROM listings l JOIN organizations o ON o.id = l.org_id
         WHERE l.listing_type = '${type}' AND l.status = 'PUBLISHED' AND o.status = 'PUBLISHED' ORDER BY l.id LIMIT 1`);

describe('GET /data/website/{type}/:id', () => {
  it('answers a published job with its details, location, org and salary', async () => {
    const id = await oneId(`SELECT l.id FROM listings l JOIN organizations o ON o.id = l.org_id
      WHERE l.listing_type = 'JOB' AND l.status = 'PUBLISHED' AND o.status = 'PUBLISHED'
        AND l.location_type = 'ONSITE' AND l.salary_minimum IS NOT NULL ORDER BY l.id LIMIT 1`);
    const res = await request(app).get(`/data/website/jobs/${id}`).expect(200);
    expect(res.body._version).toBe(1);
    expect(res.body.data).toMatchObject({
      type: 'JOB',
      id,
      listingType: 'JOB',
      title: expect.any(String),
      slug: expect.stringMatching(/^[a-z0-9-]+$/),
      description: expect.any(String),
      locale: expect.stringMatching(/^(en|es|pt)$/),
      locationType: 'ONSITE',
      location: {
        text: expect.any(String),
        city: expect.any(String),
        countryCode: expect.stringMatching(/^[A-Z]{2}$/),
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      },
      org: {
        id: expect.any(Number),
        name: expect.any(String),
        slug: expect.any(String),
        orgType: expect.stringMatching(/^[A-Z_]+$/),
      },
      functions: [expect.any(String)],
      areasOfFocus: expect.any(Array),
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      expiresAt: expect.any(String),
      jobType: expect.any(String),
      professionalLevel: expect.any(String),
      education: expect.any(String),
      salary: {
        minimum: expect.any(Number),
        maximum: expect.any(Number),
        currency: expect.stringMatching(/^[A-Z]{3}$/),
        period: expect.any(String),
      },
    });
  });

  it.each([
    ['internships', 'INTERNSHIP', ['payment', 'education', 'salary']],
    ['volops', 'VOLOP', ['startsAt', 'endsAt']],
    ['events', 'EVENT', ['startsAt', 'endsAt']],
  ])('answers /%s with the type-specific fields', async (segment, type, fields) => {
    const id = await publishedOfType(type);
    const res = await request(app).get(`/data/website/${segment}/${id}`).expect(200);
    expect(res.body.data).toMatchObject({ type, id, listingType: type });
    for (const field of fields) expect(res.body.data).toHaveProperty(field);
    expect(res.body.data).not.toHaveProperty('jobType');
  });

  it('gives remote listings no location', async () => {
    const id = await oneId(
      `SELECT id FROM listings WHERE listing_type = 'JOB' AND location_type = 'REMOTE' AND status = 'PUBLISHED' LIMIT 1`,
    );
    const res = await request(app).get(`/data/website/jobs/${id}`).expect(200);
    expect(res.body.data.location).toBeNull();
  });

  it('answers an unpublished listing with only its identity', async () => {
    const id = await oneId(
      `SELECT id FROM listings WHERE status = 'UNPUBLISHED' AND listing_type = 'JOB' LIMIT 1`,
    );
    const res = await request(app).get(`/data/website/jobs/${id}`).expect(200);
    expect(Object.keys(res.body.data).sort()).toEqual([
      'id',
      'listingType',
      'locale',
      'org',
      'slug',
      'title',
      'type',
    ]);
    expect(res.body.data.type).toBe('UNPUBLISHED_JOB');
  });

  it('answers a published listing of a frozen organisation as unpublished', async () => {
    const { rows } = await db.query<{ id: number; listing_type: string }>(
      `SELECT l.id, l.listing_type FROM listings l JOIN organizations o ON o.id = l.org_id
       WHERE o.status = 'FROZEN' AND l.status = 'PUBLISHED' LIMIT 1`,
    );
    const row = rows[0]!;
    const segment = { JOB: 'jobs', INTERNSHIP: 'internships', VOLOP: 'volops', EVENT: 'events' }[
      row.listing_type
    ];
    const res = await request(app).get(`/data/website/${segment}/${row.id}`).expect(200);
    expect(res.body.data.type).toBe(`UNPUBLISHED_${row.listing_type}`);
    expect(res.body.data).not.toHaveProperty('description');
  });

  it.each(['abc', '0', '-3', '1.5', '1e3', '07'])('rejects the id %s with a 400 errors map', async (id) => {
    const res = await request(app).get(`/data/website/jobs/${id}`).expect(400);
    expect(res.body).toEqual({
      message: 'Invalid request',
      errors: { id: 'Must be a positive whole number' },
      _version: 1,
    });
  });

  it('answers a missing id with a 404 worded for the type', async () => {
    await request(app)
      .get('/data/website/jobs/999999')
      .expect(404, { message: 'Not found', errors: { id: 'No job with this id' }, _version: 1 });
    await request(app)
      .get('/data/website/events/99999999999999')
      .expect(404, { message: 'Not found', errors: { id: 'No event with this id' }, _version: 1 });
  });

  it('answers an id of another type with a 404', async () => {
    const eventId = await publishedOfType('EVENT');
    const res = await request(app).get(`/data/website/volops/${eventId}`).expect(404);
    expect(res.body.errors).toEqual({ id: 'No volunteer opportunity with this id' });
    const jobId = await publishedOfType('JOB');
    const internship = await request(app).get(`/data/website/internships/${jobId}`).expect(404);
    expect(internship.body.errors).toEqual({ id: 'No internship with this id' });
  });
});
