import type { Express } from 'express';
import { createApp } from '../../app';
import type { Db } from '../../platform/db/db';
import { request } from '../../testing/contractRequest';
import { openTestDatabase } from '../../testing/testDatabase';
import { insertTestUsers } from '../../testing/testUsers';
import { type CsrfPair, signedInByHeader, csrfOf, writeHeaders } from '../../testing/testVisitors';
import { findIntakeIntents } from './intakeRepository';

let db: Db;
let app: Express;
let csrf: CsrfPair | null;

beforeAll(async () => {
  db = await openTestDatabase();
  await insertTestUsers(db, [3, 4, 8]);
  app = createApp({ db, sessions: signedInByHeader });
  csrf = await csrfOf(app);
});
afterAll(() => db?.close());

const post = (body: object, user?: string) =>
  request(app).post('/data/userdashboard/intake-intents').set(writeHeaders(csrf, { user })).send(body);

describe('POST /data/userdashboard/intake-intents', () => {
  it('stores the user’s intents with when they were set; a later answer replaces them', async () => {
    const before = Date.now();
    const first = await post({ intakeIntents: ['POST_JOB_OR_OTHER_OPP', 'VOLUNTEER'] }, '3').expect(200);
    expect(first.body.data.intakeIntents).toEqual(['POST_JOB_OR_OTHER_OPP', 'VOLUNTEER']);
    expect(Date.parse(first.body.data.intakeIntentsDatetimeSet)).toBeGreaterThanOrEqual(before - 1000);

    const second = await post({ intakeIntents: ['FIND_A_JOB'] }, '3').expect(200);
    expect(second.body.data.intakeIntents).toEqual(['FIND_A_JOB']);
    const stored = await findIntakeIntents(db, 3);
    expect(stored?.intents).toEqual(['FIND_A_JOB']);
    expect(await findIntakeIntents(db, 4)).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const res = await post({ intakeIntents: ['FIND_A_JOB'] }).expect(401);
    expect(res.body.errors).toEqual({ user: 'Missing user' });
  });

  it('refuses no intents, unknown ones and repeats, storing nothing', async () => {
    for (const intakeIntents of [[], ['SELL_THINGS'], ['VOLUNTEER', 'VOLUNTEER'], 'VOLUNTEER', undefined]) {
      const res = await post({ intakeIntents }, '8').expect(400);
      expect(Object.keys(res.body.errors)).toEqual(['intakeIntents']);
    }
    expect(await findIntakeIntents(db, 8)).toBeNull();
  });
});
