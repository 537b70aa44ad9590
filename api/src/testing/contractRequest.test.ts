import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import { checkAnswer, contractFor, patternOf, unknownFields } from './answerContract';
import { request } from './contractRequest';

const listingHit = {
  id: 7,
  type: 'JOB',
  title: 'Program Manager',
  slug: 'program-manager',
  locale: 'en',
  org: { id: 12, name: 'Green Futures', slug: 'green-futures', orgType: 'NONPROFIT' },
  location: null,
  locationType: 'REMOTE',
  publishedAt: '2026-01-02T00:00:00.000Z',
  salary: null,
};
const searchAnswer = { hits: [listingHit], nbHits: 1, nbPages: 1, page: 1, pageSize: 20, _version: 1 };

/** An app that answers the search address with whatever body a test gives it. */
function answering(status: number, body: unknown) {
  const app = express();
  app.get('/data/search/listings', (_req, res) => {
    res.status(status).json(body);
  });
  app.get('/data/not/in/the/contracts', (_req, res) => {
    res.json({ ok: true });
  });
  return app;
}

describe('the contract check every api test runs', () => {
  it('lets a well-formed answer through to the test’s own expectations', async () => {
    const res = await request(answering(200, searchAnswer)).get('/data/search/listings?q=x').expect(200);
    expect(res.body).toEqual(searchAnswer);
  });

  it('fails a test whose answer has a deliberately wrong field', async () => {
    const wrong = {
      ...searchAnswer,
      hits: [{ ...listingHit, org: { ...listingHit.org, orgType: 'nonprofit' } }],
    };
    await expect(request(answering(200, wrong)).get('/data/search/listings').expect(200)).rejects.toThrow(
      /answer off-contract[\s\S]*hits\[0\]\.org\.orgType/,
    );
  });

  it('fails an answer with a field the contract lacks, or without one it requires', async () => {
    const extra = { ...searchAnswer, hits: [{ ...listingHit, orgType: 'NONPROFIT' }] };
    await expect(request(answering(200, extra)).get('/data/search/listings')).rejects.toThrow(
      'fields the contract lacks: .hits[0].orgType',
    );
    const { nbPages: _n, ...missing } = searchAnswer;
    await expect(request(answering(200, missing)).get('/data/search/listings')).rejects.toThrow(/nbPages/);
  });

  it('holds error answers to the error schema', async () => {
    await request(answering(404, { message: 'Not found', errors: { id: 'No job with this id' } })).get(
      '/data/search/listings',
    );
    await expect(request(answering(400, { error: 'bad' })).get('/data/search/listings')).rejects.toThrow(
      /→ 400: answer off-contract/,
    );
  });

  it('fails a 2xx answer from an address no contract describes', async () => {
    await expect(request(answering(200, {})).get('/data/not/in/the/contracts')).rejects.toThrow(
      /no contract for this address/,
    );
  });
});

describe('contract lookup', () => {
  it('matches Express paths, wildcards included, on the raw path', () => {
    expect(patternOf('/data/website/jobs/:id').test('/data/website/jobs/12')).toBe(true);
    expect(patternOf('/data/website/jobs/:id').test('/data/website/jobs/12/more')).toBe(false);
    expect(patternOf('/data/website/contents/{*path}').test('/data/website/contents/en/about')).toBe(true);
    expect(contractFor('GET', '/data/website/events/3')?.route).toBe('/data/website/events/:id');
    expect(contractFor('POST', '/data/website/events/3')).toBeUndefined();
    expect(contractFor('GET', '/healthz')?.route).toBe('/healthz');
  });

  it('lists unknown fields with their place in the answer', () => {
    expect(unknownFields({ a: 1, b: [{ c: 1, d: 2 }] }, { a: 1, b: [{ c: 1 }] })).toEqual(['.b[0].d']);
    expect(() => checkAnswer('GET', '/healthz', 200, { ok: true, _version: 1 })).not.toThrow();
  });
});

describe('api tests', () => {
  it('all send their requests through the contract check', () => {
    const src = path.resolve(__dirname, '..');
    const tests = (readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith('.test.ts'));
    expect(tests.length).toBeGreaterThan(5);
    const direct = tests.filter((f) =>
      /^import .* from 'supertest';$/m.test(readFileSync(path.join(src, f), 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
