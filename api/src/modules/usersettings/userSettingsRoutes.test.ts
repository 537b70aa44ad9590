import type { Express } from 'express';
import { EMAIL_PREFERENCE_KINDS } from '@opengood/contracts';
import type { DevOutbox } from '../../platform/mail';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';
import { request, type Browser } from '../../testing/contractRequest';
import { firstId, openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { isEmailEnabled } from './userSettingsRepository';

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

const SETTINGS = '/data/userdashboard/general-settings';
const PREFS = '/data/userdashboard/general-settings/email-preferences';
const ENABLE = '/data/userdashboard/profile/enable';
const PROFILE = '/data/userdashboard/profile';

const userIdOf = async (b: Browser) => (await b.get('/data/users/me').expect(200)).body.user.id as number;

describe('general settings', () => {
  it('has every kind of mail on by default and the profile private and off', async () => {
    const { body } = await jane.get(SETTINGS).expect(200);
    expect(body.generalSettings).toEqual({
      emailPreferences: EMAIL_PREFERENCE_KINDS.map((kind) => ({ kind, enabled: true })),
      profile: { enabled: false, username: null, published: false },
    });
  });

  it('turns one kind off and on again, for that user only', async () => {
    const off = await jane
      .put(PREFS)
      .send({ emailPreferences: [{ kind: 'SAVED_SEARCH_ALERTS', enabled: false }] })
      .expect(200);
    expect(off.body.generalSettings.emailPreferences).toContainEqual({
      kind: 'SAVED_SEARCH_ALERTS',
      enabled: false,
    });
    expect(off.body.generalSettings.emailPreferences).toContainEqual({
      kind: 'APPLICATION_CONFIRMATIONS',
      enabled: true,
    });
    const janeId = await userIdOf(jane);
    expect(await isEmailEnabled(seeded.db, janeId, 'SAVED_SEARCH_ALERTS')).toBe(false);
    expect(await isEmailEnabled(seeded.db, await userIdOf(lucia), 'SAVED_SEARCH_ALERTS')).toBe(true);
    const luciaSettings = await lucia.get(SETTINGS).expect(200);
    expect(luciaSettings.body.generalSettings.emailPreferences).toContainEqual({
      kind: 'SAVED_SEARCH_ALERTS',
      enabled: true,
    });
    await jane
      .put(PREFS)
      .send({ emailPreferences: [{ kind: 'SAVED_SEARCH_ALERTS', enabled: true }] })
      .expect(200);
    expect(await isEmailEnabled(seeded.db, janeId, 'SAVED_SEARCH_ALERTS')).toBe(true);
  });

  it('refuses an unknown kind or an empty change by field', async () => {
    const bad = await jane
      .put(PREFS)
      .send({ emailPreferences: [{ kind: 'SPAM', enabled: false }] })
      .expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['emailPreferences']);
    await jane.put(PREFS).send({ emailPreferences: [] }).expect(400);
    await jane.put(PREFS).send({}).expect(400);
  });

  it('needs a signed-in user (401) and a CSRF token on writes (403)', async () => {
    await request(app).get(SETTINGS).expect(401);
    await request(app).post(ENABLE).expect(403);
    await request(app)
      .put(PREFS)
      .send({ emailPreferences: [{ kind: 'SAVED_SEARCH_ALERTS', enabled: false }] })
      .expect(403);
    await request(app).put(PROFILE).send({ username: 'x-user', published: true }).expect(403);
  });
});

describe('the public profile', () => {
  it('is never enabled by a GET: a link or an image on another site cannot turn it on', async () => {
    await lucia.get(ENABLE).expect(404);
    const settings = await lucia.get(SETTINGS).expect(200);
    expect(settings.body.generalSettings.profile).toEqual({
      enabled: false,
      username: null,
      published: false,
    });
  });

  it('is enabled by POST profile/enable, still private, and idempotent', async () => {
    const first = await lucia.post(ENABLE).expect(200);
    expect(first.body.generalSettings.profile).toEqual({ enabled: true, username: null, published: false });
    await lucia.post(ENABLE).expect(200);
  });

  it('needs a username to publish; a bad one is refused by field', async () => {
    const none = await lucia.put(PROFILE).send({ username: null, published: true }).expect(400);
    expect(none.body.errors).toEqual({ username: 'USERNAME_REQUIRED' });
    const bad = await lucia.put(PROFILE).send({ username: 'no spaces!', published: true }).expect(400);
    expect(bad.body.errors).toEqual({ username: 'USERNAME_INVALID' });
    await lucia.put(PROFILE).send({ username: 'ab', published: false }).expect(400);
  });

  it('is 404 until published, then shows the profile (never the email) under any case of the name', async () => {
    await lucia.put(PROFILE).send({ username: 'Lucia-F', published: false }).expect(200);
    await request(app).get('/data/profiles/lucia-f').expect(404);
    await request(app).get('/data/profiles/nobody-here').expect(404);
    await lucia
      .put('/data/userdashboard/applicant-profile/profile')
      .send({ skills: ['Gestión de voluntarios', 'Excel'] })
      .expect(200);
    const published = await lucia.put(PROFILE).send({ username: 'Lucia-F', published: true }).expect(200);
    expect(published.body.generalSettings.profile).toEqual({
      enabled: true,
      username: 'lucia-f',
      published: true,
    });
    const { body } = await request(app).get('/data/profiles/LUCIA-F').expect(200);
    expect(body.profile).toMatchObject({
      username: 'lucia-f',
      name: 'Lucía Fernández',
      skills: ['Gestión de voluntarios', 'Excel'],
      workHistoryJobs: [],
    });
    expect(JSON.stringify(body)).not.toContain('@');
    // The User answer says so too (docs/product/accounts.md#the-user flags).
    const me = (await lucia.get('/data/users/me').expect(200)).body.user;
    expect(me).toMatchObject({ hasProfileFeature: true, hasPublishedProfile: true });
    expect((await jane.get('/data/users/me').expect(200)).body.user).toMatchObject({
      hasProfileFeature: false,
      hasPublishedProfile: false,
    });
  });

  it('keeps usernames unique: another user taking it gets 409', async () => {
    const taken = await jane.put(PROFILE).send({ username: 'lucia-f', published: true }).expect(409);
    expect(taken.body.errors).toEqual({ username: 'USERNAME_TAKEN' });
    await jane.put(PROFILE).send({ username: 'jane-doe', published: false }).expect(200);
  });

  it('goes private again when unpublished', async () => {
    await lucia.put(PROFILE).send({ username: 'lucia-f', published: false }).expect(200);
    await request(app).get('/data/profiles/lucia-f').expect(404);
  });
});

describe('the mail preferences are obeyed', () => {
  /** How many `template` mails went to `email`, once the outbox has delivered (a drain of the job queue). */
  const mailsTo = async (outbox: DevOutbox, email: string, template: string) => {
    await seeded.accounts.jobs.drain();
    return outbox.list().filter((m) => m.to === email && m.template === template).length;
  };

  it('no application receipt to an applicant, nor notice to an admin, who turned them off', async () => {
    const outbox = seeded.accounts.mailer.outbox!;
    const event = await firstId(
      seeded.db,
      `SELECT l.id FROM listings l WHERE l.listing_type = 'EVENT' AND l.status = 'PUBLISHED'
         AND (l.expires_at IS NULL OR l.expires_at > now()) AND EXISTS (SELECT 1 FROM org_admins oa WHERE oa.org_id = l.org_id)
       ORDER BY l.id`,
    );
    const { rows } = await seeded.db.query<{ org_id: number }>('SELECT org_id FROM listings WHERE id = $1', [
      event,
    ]);
    const adminEmail = orgAdminEmail(rows[0]!.org_id);
    const admin = await signIn(app, adminEmail);
    const jane = NAMED_USERS.jobSeeker.email;
    const lucia = NAMED_USERS.spanishSeeker.email;
    const janeBrowser = await signIn(app, jane);

    await janeBrowser
      .put(PREFS)
      .send({ emailPreferences: [{ kind: 'APPLICATION_CONFIRMATIONS', enabled: false }] })
      .expect(200);
    await janeBrowser.post(`/data/listings/EVENT/${event}/applications`).send({}).expect(201);
    expect(await mailsTo(outbox, jane, 'applicationConfirmation')).toBe(0);
    expect(await mailsTo(outbox, adminEmail, 'applicationReceived')).toBe(1);

    await admin
      .put(PREFS)
      .send({ emailPreferences: [{ kind: 'APPLICATIONS_RECEIVED', enabled: false }] })
      .expect(200);
    const luciaBrowser = await signIn(app, lucia);
    await luciaBrowser.post(`/data/listings/EVENT/${event}/applications`).send({}).expect(201);
    expect(await mailsTo(outbox, lucia, 'applicationConfirmation')).toBe(1);
    expect(await mailsTo(outbox, adminEmail, 'applicationReceived')).toBe(1);
  });
});
