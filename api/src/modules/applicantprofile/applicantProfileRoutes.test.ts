import type { Express } from 'express';
import type { LocationSelection } from '@opengood/contracts';
import { NAMED_USERS } from '../../seed/users';
import { browser, request, type Browser } from '../../testing/contractRequest';
import { openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';

let seeded: SeededApp;
let app: Express;
let jane: Browser;
let lucia: Browser;

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ app } = seeded);
  jane = await signIn(app, NAMED_USERS.jobSeeker.email);
  lucia = await signIn(app, NAMED_USERS.spanishSeeker.email);
});
afterAll(() => seeded?.close());

const PROFILE = '/data/userdashboard/applicant-profile/profile';
const JOBS = '/data/userdashboard/applicant-profile/work-history/jobs';

const toronto: LocationSelection = {
  isRemote: false,
  text: 'Toronto, ON, Canada',
  stateCode: 'ON',
  countryCode: 'CA',
  boundingBoxN: 43.86,
  boundingBoxW: -79.64,
  boundingBoxS: 43.58,
  boundingBoxE: -79.11,
  geoType: 'locality',
  latLongAddress: '43.7,-79.42',
  latitude: 43.7,
  longitude: -79.42,
  address: 'Toronto, Ontario, Canada',
  city: 'Toronto',
  hasGeo: true,
};

describe('GET /data/userdashboard/applicant-profile/profile', () => {
  it('answers the defaults of docs/product/user-dashboard.md#applicant-profile before anything is saved, résumé id and recruitable at the top too', async () => {
    const { body } = await jane.get(PROFILE).expect(200);
    expect(body).toEqual({
      profile: {
        resumeId: null,
        resume: null,
        isRecruitable: null,
        workHistoryJobs: [],
        skills: [],
        willingToWorkOnsite: true,
        willingToWorkRemote: true,
        willingToWorkHybrid: true,
        willingToWorkPartTime: true,
        userLocation: null,
      },
      resumeId: null,
      isRecruitable: null,
      _version: 1,
    });
  });

  it('needs a signed-in user', async () => {
    await request(app).get(PROFILE).expect(401);
    const anonymous = await browser(app);
    await anonymous.put(PROFILE).send({}).expect(401);
    await anonymous.post(JOBS).send({}).expect(401);
    await anonymous.delete(`${JOBS}/1`).expect(401);
  });
});

describe('PUT /data/userdashboard/applicant-profile/profile', () => {
  it('saves the profile; the User carries isRecruitable', async () => {
    const { body } = await jane
      .put(PROFILE)
      .send({
        isRecruitable: true,
        skills: ['Grant writing', 'grant writing', ' Spanish '],
        willingToWorkOnsite: false,
        userLocation: toronto,
      })
      .expect(200);
    expect(body.isRecruitable).toBe(true);
    expect(body.profile).toMatchObject({
      isRecruitable: true,
      skills: ['Grant writing', 'Spanish'],
      willingToWorkOnsite: false,
      willingToWorkRemote: true,
      userLocation: toronto,
    });
    expect((await jane.get(PROFILE).expect(200)).body.profile).toEqual(body.profile);
    expect((await jane.get('/data/users/me').expect(200)).body.user).toMatchObject({
      isRecruitable: true,
      resumeId: null,
    });
    // Another user's profile is untouched.
    expect((await lucia.get(PROFILE).expect(200)).body.isRecruitable).toBeNull();
  });

  it('takes the remote location, and refuses bad fields by name', async () => {
    const remote = (await request(app).get('/data/places/remote').expect(200)).body.data;
    await jane.put(PROFILE).send({ userLocation: remote }).expect(200);
    const bad = await jane
      .put(PROFILE)
      .send({ isRecruitable: 'yes', skills: ['x'.repeat(81)], userLocation: { text: 'Nowhere' } })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['isRecruitable', 'skills', 'userLocation']);
  });

  it('refuses a résumé id that is not the user’s own', async () => {
    const res = await jane.put(PROFILE).send({ resumeId: 'AAAAAAAAAAAAAAAAAAAAAA' }).expect(400);
    expect(res.body.errors).toEqual({ resumeId: 'RESUME_NOT_FOUND' });
    // A résumé id is its public id, never the row's number.
    const numeric = await jane.put(PROFILE).send({ resumeId: 1 }).expect(400);
    expect(numeric.body.errors).toHaveProperty('resumeId');
  });
});

describe('work history', () => {
  it('adds, changes and deletes the user’s jobs, each answer normalised', async () => {
    const added = await jane
      .post(JOBS)
      .send({ title: 'Program officer', organization: 'Green Futures', startMonth: '2021-03', current: true })
      .expect(201);
    expect(added.body.job).toMatchObject({
      title: 'Program officer',
      endMonth: null,
      current: true,
      description: '',
    });
    expect(added.body.profile.workHistoryJobs).toEqual([added.body.job]);
    expect(added.body).toHaveProperty('resumeId', null);
    expect(added.body).toHaveProperty('isRecruitable');
    const id = added.body.job.id;

    const older = await jane
      .post(JOBS)
      .send({ title: 'Intern', organization: 'City Hall', startMonth: '2019-01', endMonth: '2019-06' })
      .expect(201);
    const changed = await jane
      .put(`${JOBS}/${id}`)
      .send({
        title: 'Program manager',
        organization: 'Green Futures',
        startMonth: '2021-03',
        endMonth: '2024-01',
        description: 'Led the grants team.',
      })
      .expect(200);
    expect(changed.body.job).toMatchObject({
      id,
      title: 'Program manager',
      endMonth: '2024-01',
      current: false,
    });
    expect(changed.body.profile.workHistoryJobs.map((j: { id: number }) => j.id)).toEqual([
      id,
      older.body.job.id,
    ]);

    // Another user cannot change or delete it.
    await lucia
      .put(`${JOBS}/${id}`)
      .send({ title: 'Mine now', organization: 'X', startMonth: '2020-01', current: true })
      .expect(404);
    await lucia.delete(`${JOBS}/${id}`).expect(404);

    const deleted = await jane.delete(`${JOBS}/${id}`).expect(200);
    expect(deleted.body.profile.workHistoryJobs.map((j: { id: number }) => j.id)).toEqual([
      older.body.job.id,
    ]);
    await jane.delete(`${JOBS}/${id}`).expect(404);
  });

  it('validates: an end month not before the start, none while current, one otherwise', async () => {
    const endBeforeStart = await jane
      .post(JOBS)
      .send({ title: 'A', organization: 'B', startMonth: '2022-05', endMonth: '2021-01' })
      .expect(400);
    expect(endBeforeStart.body.errors).toEqual({ endMonth: 'Must not be before the start month' });
    const currentWithEnd = await jane
      .post(JOBS)
      .send({ title: 'A', organization: 'B', startMonth: '2022-05', endMonth: '2023-01', current: true })
      .expect(400);
    expect(currentWithEnd.body.errors).toHaveProperty('endMonth');
    const noEnd = await jane
      .post(JOBS)
      .send({ title: 'A', organization: 'B', startMonth: '2022-05' })
      .expect(400);
    expect(noEnd.body.errors).toHaveProperty('endMonth');
    const bad = await jane.post(JOBS).send({ title: ' ', startMonth: '2022-13' }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['organization', 'startMonth', 'title']);
    await jane.put(`${JOBS}/abc`).send({}).expect(400);
  });
});
