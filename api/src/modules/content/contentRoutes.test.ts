import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { request } from '../../testing/contractRequest';
import { openSeededApp } from '../../testing/seededApp';

let db: Db;
let app: Express;

beforeAll(async () => {
  ({ db, app } = await openSeededApp());
});
afterAll(() => db?.close());

describe('GET /data/website/contents/{*path}', () => {
  it.each([
    ['en/about', 'en', 'About OpenGood'],
    ['es/acerca-de', 'es', 'Acerca de OpenGood'],
    ['pt/sobre', 'pt', 'Sobre a OpenGood'],
  ])('serves /%s', async (path, locale, title) => {
    const res = await request(app).get(`/data/website/contents/${path}`).expect(200);
    expect(res.body.data).toMatchObject({
      type: 'CMS_PAGE',
      locale,
      url: `/${path}`,
      title,
      layout: 'FULL_WIDTH',
    });
    expect(res.body.data.translations).toHaveLength(2);
    expect(res.body.data.contentBlocks.map((b: { type: string }) => b.type)).toEqual([
      'SPLIT_CONTENT',
      'THREE_STEP_CTA',
      'RECOMMENDED_JOBS',
    ]);
  });

  it('answers an unknown page with a JSON 404', async () => {
    const res = await request(app).get('/data/website/contents/en/no-such-page').expect(404);
    expect(res.body).toEqual({
      message: 'Not found',
      errors: { path: 'No page at this address' },
      _version: 1,
    });
  });
});
