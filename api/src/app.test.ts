import { request } from './testing/contractRequest';
import { unusedDb } from './testing/unusedDb';
import { createApp } from './app';

describe('app', () => {
  const app = createApp({ db: unusedDb, clientVersion: 7 });

  it('answers the health check', async () => {
    const res = await request(app).get('/healthz').expect(200);
    expect(res.body).toEqual({ ok: true, _version: 7 });
  });

  it('mounts the places module (the gazetteer needs no database)', async () => {
    const res = await request(app).get('/data/places/predictions?input=Toro&lang=en').expect(200);
    expect(res.body.status).toBe('OK');
  });

  it('answers unknown /data paths with a JSON 404', async () => {
    const res = await request(app).get('/data/no/such/thing').expect('Content-Type', /json/).expect(404);
    expect(res.body).toMatchObject({
      message: 'Not found',
      errors: { path: expect.any(String) },
      _version: 7,
    });
  });

  it('refuses a NUL character in the address or the body with a JSON 400 before any SQL', async () => {
    for (const url of [
      '/data/search/listings?q=%00',
      '/data/website/contents/en/%00',
      '/data/website/jobs/1%00',
    ]) {
      const res = await request(app).get(url).expect(400);
      expect(res.body).toMatchObject({ errors: { url: 'Must not contain NUL characters' } });
    }
    const res = await request(app)
      .post('/data/environment')
      .set('Content-Type', 'application/json')
      .send('{"name":"a\\u0000b"}')
      .expect(400);
    expect(res.body).toMatchObject({ errors: { body: 'NUL_CHARACTER' } });
  });

  // A body refused on its bytes, before parsing: the deep one used to answer 500 after blocking the event
  // loop for about half a second (the old NUL check stringified the parsed body again).
  it.each([
    ['nested 400,000 deep', '['.repeat(400_000) + ']'.repeat(400_000), 400, 'TOO_DEEP'],
    ['nested one past the limit', '{"a":'.repeat(33) + '1' + '}'.repeat(33), 400, 'TOO_DEEP'],
    ['with a raw NUL byte', `{"a":"${String.fromCharCode(0)}"}`, 400, 'NUL_CHARACTER'],
    ['bigger than any call takes', JSON.stringify({ a: 'x'.repeat(1024 * 1024) }), 413, 'TOO_LARGE'],
  ])('refuses a JSON body %s with a JSON %i', async (_name, body, status, code) => {
    const res = await request(app)
      .post('/data/environment')
      .set('Content-Type', 'application/json')
      .send(body)
      .expect('Content-Type', /json/)
      .expect(status);
    expect(res.body.errors).toEqual({ body: code });
  });

  it('refuses compressed and non-UTF-8 JSON bodies with a JSON 415', async () => {
    const gzip = await request(app)
      .post('/data/environment')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('{}')
      .expect(415);
    expect(gzip.body.errors).toEqual({ body: 'UNSUPPORTED_ENCODING' });
    const utf16 = await request(app)
      .post('/data/environment')
      .set('Content-Type', 'application/json; charset=utf-16')
      .send('{}')
      .expect(415);
    expect(utf16.body.errors).toEqual({ body: 'UNSUPPORTED_ENCODING' });
  });

  it('answers a malformed JSON body with a JSON 400', async () => {
    const res = await request(app)
      .post('/data/environment')
      .set('Content-Type', 'application/json')
      .send('{"broken":')
      .expect('Content-Type', /json/)
      .expect(400);
    expect(res.body).toEqual({
      message: 'Malformed JSON body',
      errors: { body: 'Must be valid JSON' },
      _version: 7,
    });
  });

  it('turns unexpected failures into a JSON 500 without details', async () => {
    const res = await request(app).get('/data/website/jobs/1').expect(500);
    expect(res.body).toEqual({ message: 'Internal server error', errors: {}, _version: 7 });
  });
});
