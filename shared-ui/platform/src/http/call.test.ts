import { routes } from '@opengood/contracts/routes';
import { HttpError } from './http-error';
import { createFakeHttp } from '../testing';

const SAVED = { savedListing: { id: 7, type: 'JOB' as const, savedAt: '2026-11-25T10:00:00.000Z' } };

describe('http.call', () => {
  it('calls a route by name: its method, its address with the parameters filled, its body; typed answer', async () => {
    const fake = createFakeHttp({ saveListing: SAVED, unsaveListing: { ok: true } });
    const answer = await fake.http.call(routes.saveListing, { body: { id: 7, type: 'JOB' } });
    expect(answer.savedListing.savedAt).toBe('2026-11-25T10:00:00.000Z');
    await fake.http.call(routes.unsaveListing, { params: { type: 'JOB', id: 7 } });
    expect(fake.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /data/saved-listings',
      'DELETE /data/saved-listings/JOB/7',
    ]);
    expect(fake.calls[0]!.body).toEqual({ id: 7, type: 'JOB' });
  });

  it('sends the query, lists as repeated keys', async () => {
    const fake = createFakeHttp({ savedListings: { savedListings: [], count: 0, pageCount: 0 } });
    await fake.http.call(routes.savedListings, { query: { type: 'EVENT', page: 2 } });
    expect(fake.calls[0]!.query).toEqual({ type: 'EVENT', page: '2' });
  });

  it('fails a test whose fake answer breaks the route contract (development and test builds)', async () => {
    const broken = { savedListing: { id: 7, type: 'JOB', savedAt: 'yesterday' } };
    const fake = createFakeHttp({ saveListing: broken as never });
    await expect(fake.http.call(routes.saveListing, { body: { id: 7, type: 'JOB' } })).rejects.toThrow(
      /The answer of saveListing breaks its contract: savedListing.savedAt/,
    );
  });

  it('fails on a field the contract does not have: a page must not read what the api never sends', async () => {
    const extra = { ...SAVED, savedListing: { ...SAVED.savedListing, colour: 'red' } };
    const fake = createFakeHttp({ saveListing: extra as never });
    await expect(fake.http.call(routes.saveListing, { body: { id: 7, type: 'JOB' } })).rejects.toThrow(
      /fields its contract lacks: .savedListing.colour/,
    );
  });

  it('refuses, as the api does, a request its schemas refuse (400 with the errors by field)', async () => {
    const fake = createFakeHttp({ saveListing: SAVED });
    const refused = fake.http.call(routes.saveListing, { body: { id: -1, type: 'JOB' } });
    await expect(refused).rejects.toMatchObject({ statusCode: 400, errors: { id: expect.any(String) } });
  });

  it('passes an api refusal on as an HttpError with its errors map', async () => {
    const fake = createFakeHttp({
      saveListing: new HttpError(404, '', { message: 'Not found', errors: { listing: 'NOT_FOUND' } }),
    });
    await expect(fake.http.call(routes.saveListing, { body: { id: 7, type: 'JOB' } })).rejects.toMatchObject({
      statusCode: 404,
      errors: { listing: 'NOT_FOUND' },
    });
  });

  it('hands a wildcard parameter over as its segments, as Express does', async () => {
    const fake = createFakeHttp({ content: new HttpError(404, '', { message: 'Not found', errors: {} }) });
    await expect(
      fake.http.call(routes.content, { params: { path: ['en', 'about-us'] } }),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(fake.calls[0]!.params).toEqual({ path: 'en/about-us' });
  });

  it('answers 404 for a route the test did not answer', async () => {
    const fake = createFakeHttp();
    await expect(fake.http.call(routes.environment)).rejects.toMatchObject({ statusCode: 404 });
  });
});
