import { createApp } from '../../platform/app';
import { request } from '../../testing/contractRequest';
import { unusedDb } from '../../testing/unusedDb';

describe('GET /data/environment', () => {
  it('serves the environment fields with the client version', async () => {
    const app = createApp({ db: unusedDb, clientVersion: 7 });
    const res = await request(app).get('/data/environment').expect('Content-Type', /json/).expect(200);
    expect(res.body).toEqual({
      showAcceptCookies: true,
      guessedLocation: null,
      isUS: false,
      abExperiments: [],
      _version: 7,
    });
  });
});
