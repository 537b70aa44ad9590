import type { Express } from 'express';
import { SAVED_SEARCH_LIMIT, type LocationSelection } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { createApp } from '../../app';
import type { Accounts } from '../../app';
import { LISTING_COLUMNS, insertRows } from '../../seed/seed';
import { NAMED_USERS } from '../../seed/users';
import { browser, request, type Browser } from '../../testing/contractRequest';
import { openTestDatabase } from '../../testing/testDatabase';
import { seed } from '../../seed/seed';
import { TEST_PUBLIC_URL, TEST_SECRET, TEST_SEED, openTestAccounts, signIn } from '../../testing/seededApp';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink';
import { sweepSavedSearchAlerts, type AlertDeps } from './alerts';
import { bossDb, createJobQueue } from '../../platform/jobs';
import { registerAlertJobs } from './alertQueue';

// Saved searches end to end through the app (owner only, statuses, validation), and their alerts mailed
// to the tests' SMTP sink: one mail per search with only its new matching listings,
// nothing twice (a second sweep, a crash between claim and send), and the one-click unsubscribe.

const WORD = 'quxalertword';
const TORONTO_ID = '6167865';
const JANE = NAMED_USERS.jobSeeker.email;
const LUCIA = NAMED_USERS.spanishSeeker.email;

let sink: SmtpSink;

let db: Db;
let accounts: Accounts;
let app: Express;
let toronto: LocationSelection;
let nextListingId = 9501;

beforeAll(async () => {
  sink = await startSmtpSink();
  db = await openTestDatabase();
  await seed(db, TEST_SEED);
  accounts = await openTestAccounts(db, { smtpUrl: sink.url });
  app = createApp({
    db,
    accounts,
    secret: TEST_SECRET,
    publicUrl: TEST_PUBLIC_URL,
    savedSearchAlerts: { devTrigger: true, unsubscribeMailto: 'unsubscribe@opengood.test' },
  });
  await insertRows(db, 'places', [
    {
      id: 990101,
      name: 'Alert Town',
      names: { en: 'Alert Town', es: 'Villa Alerta', pt: 'Vila Alerta' },
      state_code: 'ON',
      country_code: 'CA',
      latitude: 43.75,
      longitude: -79.4,
      population: 20000,
    },
  ]);
  await insertRows(db, 'organizations', [
    {
      id: 9501,
      name: 'Alert Test Org',
      slug: 'alert-test-org',
      org_type: 'NONPROFIT',
      locale: 'en',
      description: '',
      website: null,
      place_id: null,
      areas_of_focus: [],
      status: 'PUBLISHED',
      created_at: '2020-01-01T00:00:00Z',
    },
  ]);
  toronto = (await request(app).get(`/data/places/${TORONTO_ID}?lang=en`).expect(200)).body.data;
});
afterAll(async () => {
  await accounts?.close();
  await db?.close();
  await sink?.close();
});

/** Publishes a listing now (or `hoursAgo`), in Alert Town unless remote. */
async function publish(
  title: string,
  options: { hoursAgo?: number; functions?: string[]; type?: string } = {},
) {
  const id = nextListingId++;
  const blank = Object.fromEntries(Object.keys(LISTING_COLUMNS).map((c) => [c, null]));
  await insertRows(db, 'listings', [
    {
      ...blank,
      id,
      listing_type: options.type ?? 'JOB',
      status: 'PUBLISHED',
      locale: 'en',
      title,
      slug: 'x',
      description: '',
      org_id: 9501,
      place_id: 990101,
      location_type: 'ONSITE',
      functions: options.functions ?? ['SOCIAL_WORK_CASE_MANAGEMENT'],
      areas_of_focus: [],
      published_at: new Date(Date.now() - (options.hoursAgo ?? 0) * 3_600_000).toISOString(),
    },
  ]);
  return id;
}

const deps = (extra: Partial<AlertDeps> = {}): AlertDeps => ({
  db,
  mailer: accounts.mailer,
  secret: TEST_SECRET,
  publicUrl: TEST_PUBLIC_URL,
  unsubscribeMailto: 'unsubscribe@opengood.test',
  ...extra,
});

async function saveAlert(b: Browser, body: Record<string, unknown>) {
  const created = await b.post('/data/saved-searches').send(body).expect(201);
  const id = created.body.savedSearch.id as number;
  await b.patch(`/data/saved-searches/${id}`).send({ notifyByEmail: true }).expect(200);
  return id;
}

describe('saved searches', () => {
  it('need a signed-in user', async () => {
    const anonymous = await browser(app);
    await anonymous.get('/data/saved-searches').expect(401);
    await anonymous.get('/data/saved-searches/1').expect(401);
    await anonymous.post('/data/saved-searches').send({ text: 'x' }).expect(401);
    await anonymous.patch('/data/saved-searches/1').send({ name: 'x' }).expect(401);
    await anonymous.delete('/data/saved-searches/1').expect(401);
  });

  it('are created with a default name, listed, read, renamed and deleted, with the saving status of docs/product/user-dashboard.md#saving-search-status', async () => {
    const b = await signIn(app, JANE);
    const created = await b
      .post('/data/saved-searches')
      .send({
        text: 'nurse',
        filters: { functions: ['SOCIAL_WORK_CASE_MANAGEMENT'], payment: ['PAID'] },
        radius: '40234',
        location: toronto,
        placeId: TORONTO_ID,
        index: 'JOB',
      })
      .expect(201);
    const saved = created.body.savedSearch;
    // payment is not a JOB parameter: dropped, as a search URL drops it.
    expect(saved).toMatchObject({
      text: 'nurse',
      filters: { functions: ['SOCIAL_WORK_CASE_MANAGEMENT'] },
      radius: '40234',
      index: 'JOB',
      name: 'nurse · Toronto, ON',
      notifyByEmail: false,
      location: toronto,
      placeId: TORONTO_ID,
    });
    let me = (await b.get('/data/users/me').expect(200)).body.user;
    expect(me.savedSearches).toEqual([{ id: saved.id }]);
    expect(me.savingSearchStatus).toBe('EDITING');

    const list = (await b.get('/data/saved-searches?page=1').expect(200)).body;
    expect(list).toMatchObject({ count: 1, pageCount: 1 });
    expect(list.savedSearches.map((s: { id: number }) => s.id)).toEqual([saved.id]);
    await b.get(`/data/saved-searches/${saved.id}`).expect(200);

    const renamed = await b
      .patch(`/data/saved-searches/${saved.id}`)
      .send({ name: ' Night nurse ' })
      .expect(200);
    expect(renamed.body.savedSearch.name).toBe('Night nurse');
    me = (await b.get('/data/users/me').expect(200)).body.user;
    expect(me.savingSearchStatus).toBe('SAVED');

    await b.delete(`/data/saved-searches/${saved.id}`).expect(200);
    me = (await b.get('/data/users/me').expect(200)).body.user;
    expect(me).toMatchObject({ savedSearches: [], savingSearchStatus: 'UNSAVED' });
    await b.get(`/data/saved-searches/${saved.id}`).expect(404);
  });

  it("names a search in the user's language, with or without keywords", async () => {
    const lucia = await signIn(app, LUCIA);
    const bare = await lucia.post('/data/saved-searches').send({ index: 'VOLOP' }).expect(201);
    expect(bare.body.savedSearch.name).toBe('Voluntariados');
    const remote = await lucia
      .post('/data/saved-searches')
      .send({
        text: 'salud',
        location: (await request(app).get('/data/places/remote').expect(200)).body.data,
      })
      .expect(201);
    expect(remote.body.savedSearch.name).toBe('salud · Remoto');
    for (const s of [bare, remote])
      await lucia.delete(`/data/saved-searches/${s.body.savedSearch.id}`).expect(200);
  });

  it("are another user's business: 404 for their ids, nothing changed", async () => {
    const jane = await signIn(app, JANE);
    const id = (await jane.post('/data/saved-searches').send({ text: 'mine' }).expect(201)).body.savedSearch
      .id;
    const lucia = await signIn(app, LUCIA);
    await lucia.get(`/data/saved-searches/${id}`).expect(404);
    await lucia.patch(`/data/saved-searches/${id}`).send({ notifyByEmail: true }).expect(404);
    await lucia.delete(`/data/saved-searches/${id}`).expect(404);
    expect((await lucia.get('/data/saved-searches').expect(200)).body.count).toBe(0);
    const still = (await jane.get(`/data/saved-searches/${id}`).expect(200)).body.savedSearch;
    expect(still).toMatchObject({ text: 'mine', notifyByEmail: false });
    await jane.delete(`/data/saved-searches/${id}`).expect(200);
  });

  it('refuses bad input by field, never a 500', async () => {
    const b = await signIn(app, JANE);
    const bad = await b
      .post('/data/saved-searches')
      .send({
        text: 'x'.repeat(600),
        filters: { nope: ['1'] },
        radius: 'far',
        index: 'USER',
        location: { isRemote: 'maybe' },
      })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['filters', 'index', 'location', 'radius', 'text']);
    await b.patch('/data/saved-searches/1').send({}).expect(400);
    await b.patch('/data/saved-searches/abc').send({ name: 'x' }).expect(400);
    await b.get('/data/saved-searches?page=0').expect(400);
    await b.get('/data/saved-searches/99999999999').expect(404);
    const org = await b.post('/data/saved-searches').send({ index: 'ORG' }).expect(201);
    const refusedAlert = await b
      .patch(`/data/saved-searches/${org.body.savedSearch.id}`)
      .send({ notifyByEmail: true })
      .expect(400);
    expect(refusedAlert.body.errors).toHaveProperty('notifyByEmail');
    await b.delete(`/data/saved-searches/${org.body.savedSearch.id}`).expect(200);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMIT} per user`, async () => {
    const b = await signIn(app, LUCIA);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [LUCIA]);
    await db.query(
      `INSERT INTO saved_searches (user_id, search_type, name) SELECT $1, 'JOB', 'n' || g FROM generate_series(1, $2) g`,
      [rows[0]!.id, SAVED_SEARCH_LIMIT],
    );
    const res = await b.post('/data/saved-searches').send({ text: 'one more' }).expect(409);
    expect(res.body.errors).toHaveProperty('savedSearches');
    expect((await b.get('/data/saved-searches?page=4').expect(200)).body).toMatchObject({
      savedSearches: [],
      count: SAVED_SEARCH_LIMIT,
      pageCount: 3,
    });
    await db.query('DELETE FROM saved_searches WHERE user_id = $1', [rows[0]!.id]);
  });
});

describe('alerts', () => {
  let janeSearch: number;

  it('mail one message per search with only its new matching listings, over SMTP', async () => {
    const jane = await signIn(app, JANE);
    janeSearch = await saveAlert(jane, {
      text: WORD,
      filters: { functions: ['SOCIAL_WORK_CASE_MANAGEMENT'] },
      location: toronto,
      radius: 'auto',
    });
    const lucia = await signIn(app, LUCIA);
    // Lucía's by the place's id (as the search URL has it), Jane's by its point.
    const luciaSearch = await saveAlert(lucia, { text: WORD, location: toronto, placeId: TORONTO_ID });

    await publish(`${WORD} published before the alert`, { hoursAgo: 3 });
    const fresh = await publish(`${WORD} Night nurse`);
    await publish(`${WORD} Accountant`, { functions: ['ACCOUNTING_FINANCE'] }); // another function: Lucía's only
    await publish(`something else entirely`);
    await publish(`${WORD} an internship`, { type: 'INTERNSHIP' });

    const before = sink.mails.length;
    const result = await sweepSavedSearchAlerts(deps());
    expect(result).toMatchObject({ mailsSent: 2, listingsSent: 3 });
    const mails = sink.mails.slice(before);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([JANE, LUCIA].sort());

    const janeMail = mails.find((m) => m.to[0] === JANE)!.text;
    expect(janeMail).toMatch(/^Subject: .*New listings/m);
    expect(janeMail).toContain(`${WORD} Night nurse`);
    expect(janeMail).toMatch(new RegExp(`${TEST_PUBLIC_URL}/en/([\\w-]+/)?job/${fresh}-`));
    expect(janeMail).toContain('Alert Town');
    expect(janeMail).not.toContain('Accountant');
    expect(janeMail).not.toContain('before the alert');
    expect(janeMail).not.toContain('internship');
    expect(janeMail).toContain(`${TEST_PUBLIC_URL}/saved-searches/${janeSearch}`);
    expect(janeMail).toMatch(/Content-Type: text\/plain/i);
    expect(janeMail).toMatch(/Content-Type: text\/html/i);
    const toJane = mails.find((m) => m.to[0] === JANE)!;
    expect(toJane.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(toJane.header('List-Unsubscribe')).toMatch(
      new RegExp(
        `^<${TEST_PUBLIC_URL}/data/unsubscribe/saved-search-${janeSearch}/\\d+/\\d+\\?sig=[A-Za-z0-9_-]{43}>, <mailto:unsubscribe@opengood\\.test\\?subject=[^>]+>$`,
      ),
    );
    expect(janeMail).toMatch(
      new RegExp(`${TEST_PUBLIC_URL}/unsubscribe/saved-search-${janeSearch}/\\d+/\\d+\\?sig=`),
    );

    const luciaMail = mails.find((m) => m.to[0] === LUCIA)!.text;
    expect(luciaMail).toMatch(/^Subject: .*Nuevas publicaciones/m);
    expect(luciaMail).toContain('Accountant');
    expect(luciaMail).toMatch(new RegExp(`/es/([\\w-]+/)?empleo/${fresh}-`));
    expect(luciaMail).toContain('Darse de baja');
    await lucia.delete(`/data/saved-searches/${luciaSearch}`).expect(200);
  });

  it('send nothing new when the sweep runs again, and only the next new listing after that', async () => {
    const before = sink.mails.length;
    expect(await sweepSavedSearchAlerts(deps())).toMatchObject({ mailsSent: 0, listingsSent: 0 });
    expect(sink.mails.length).toBe(before);
    await publish(`${WORD} Ward nurse`);
    expect(await sweepSavedSearchAlerts(deps())).toMatchObject({ mailsSent: 1, listingsSent: 1 });
    const mail = sink.mails.at(-1)!.text;
    expect(mail).toContain('Ward nurse');
    expect(mail).not.toContain('Night nurse');
  });

  it('leave out a new listing already past its deadline (open listings only, as search lists them)', async () => {
    const expired = await publish(`${WORD} Expired already`);
    await db.query(`UPDATE listings SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expired]);
    await publish(`${WORD} Still open`);
    expect(await sweepSavedSearchAlerts(deps())).toMatchObject({ mailsSent: 1, listingsSent: 1 });
    const mail = sink.mails.at(-1)!.text;
    expect(mail).toContain('Still open');
    expect(mail).not.toContain('Expired already');
  });

  it('do not duplicate after a crash between the claim and the send (those listings are not sent)', async () => {
    const lost = await publish(`${WORD} Lost in the crash`);
    const before = sink.mails.length;
    await expect(
      sweepOne(deps({ afterClaim: () => Promise.reject(new Error('process killed')) })),
    ).rejects.toThrow('process killed');
    expect(sink.mails.length).toBe(before);
    const { rows } = await db.query<{ status: string }>(
      `SELECT a.status FROM saved_search_alerts a JOIN saved_search_sent_listings s ON s.alert_id = a.id
        WHERE s.listing_id = $1`,
      [lost],
    );
    expect(rows).toEqual([{ status: 'CLAIMED' }]);
    expect(await sweepSavedSearchAlerts(deps())).toMatchObject({ mailsSent: 0 });
    await publish(`${WORD} After the crash`);
    await sweepSavedSearchAlerts(deps());
    const mail = sink.mails.at(-1)!.text;
    expect(mail).toContain('After the crash');
    expect(mail).not.toContain('Lost in the crash');
  });

  it('give the listings back when the mail server refuses the mail, and send them on the next run', async () => {
    await publish(`${WORD} Refused once`);
    sink.refused.add(JANE);
    const before = sink.mails.length;
    expect(await sweepSavedSearchAlerts(deps())).toMatchObject({ mailsSent: 0 });
    expect(sink.mails.length).toBe(before);
    sink.refused.delete(JANE);
    expect(await sweepSavedSearchAlerts(deps())).toMatchObject({ mailsSent: 1, listingsSent: 1 });
    expect(sink.mails.at(-1)!.text).toContain('Refused once');
  });

  it('run from the development trigger', async () => {
    await publish(`${WORD} Triggered`);
    const res = await request(app)
      .post('/data/dev/saved-search-alerts/sweep')
      .set('Cookie', (await browser(app)).cookieHeader())
      .expect(403); // a write like any other: the CSRF token is needed
    expect(res.body.errors).toEqual({ csrf: 'CSRF_TOKEN_INVALID' });
    // Staff only: nobody else may make the site send mail.
    await (await browser(app)).post('/data/dev/saved-search-alerts/sweep').expect(401);
    await (
      await signIn(app, NAMED_USERS.jobSeeker.email)
    )
      .post('/data/dev/saved-search-alerts/sweep')
      .expect(403);
    const b = await signIn(app, NAMED_USERS.staff.email);
    expect((await b.post('/data/dev/saved-search-alerts/sweep').expect(200)).body.data).toMatchObject({
      mailsSent: 1,
      listingsSent: 1,
    });
    // Not mounted unless asked for (production never asks).
    const plain = createApp({ db, accounts, secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL });
    await (
      await signIn(plain, NAMED_USERS.staff.email)
    )
      .post('/data/dev/saved-search-alerts/sweep')
      .expect(404);
  });

  it('unsubscribe in one click without a session or CSRF token; a bad signature is refused; undo works', async () => {
    await publish(`${WORD} Before unsubscribing`);
    await sweepSavedSearchAlerts(deps());
    const url = new URL(/^<([^>]+)>/.exec(sink.mails.at(-1)!.header('List-Unsubscribe')!)![1]!);
    const path = url.pathname + url.search;

    const tampered = path.replace(/sig=([A-Za-z0-9_-])/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    const bad = await request(app).post(tampered).type('form').send('List-Unsubscribe=One-Click').expect(400);
    expect(bad.body.errors).toEqual({ sig: 'Invalid signature' });
    const otherUser = path.replace(
      /\/(\d+)\/(\d+)\?/,
      (_m, user: string, ts: string) => `/${Number(user) + 1}/${ts}?`,
    );
    await request(app).post(otherUser).type('form').send('List-Unsubscribe=One-Click').expect(400);
    await request(app)
      .post(path.replace(/\?sig=.*/, ''))
      .expect(400);

    expect((await request(app).get(path).expect(200)).body.data).toEqual({
      preferenceName: `saved-search-${janeSearch}`,
      kind: 'SAVED_SEARCH_ALERTS',
      savedSearchName: `${WORD} · Toronto, ON`,
      organizationName: null,
      subscribed: true,
    });
    // What a mail client sends (RFC 8058): a form POST, no cookie, no token, no Origin.
    const off = await request(app).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(off.body.data.subscribed).toBe(false);
    await request(app).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200); // idempotent
    expect((await request(app).get(path).expect(200)).body.data.subscribed).toBe(false);

    await publish(`${WORD} After unsubscribing`);
    const before = sink.mails.length;
    await sweepSavedSearchAlerts(deps());
    expect(sink.mails.length).toBe(before);

    // Undo is not exempt from CSRF: the page calls it with its token.
    await request(app).post(path.replace('?', '/undo?')).expect(403);
    const page = await browser(app);
    const on = await page.post(path.replace('?', '/undo?')).expect(200);
    expect(on.body.data.subscribed).toBe(true);
    const jane = await signIn(app, JANE);
    expect(
      (await jane.get(`/data/saved-searches/${janeSearch}`).expect(200)).body.savedSearch.notifyByEmail,
    ).toBe(true);
    // Switched back on from now: what was published while off is not sent.
    expect(await sweepSavedSearchAlerts(deps())).toMatchObject({ mailsSent: 0 });

    // A deleted search: the link still answers (nothing to unsubscribe from), undo says it is gone.
    await jane.delete(`/data/saved-searches/${janeSearch}`).expect(200);
    expect((await request(app).post(path).expect(200)).body.data).toMatchObject({
      subscribed: false,
      savedSearchName: null,
    });
    await page.post(path.replace('?', '/undo?')).expect(404);
  });
});

describe('the alert queue (pg-boss on this database)', () => {
  it('creates its schema, runs a scheduled sweep as one job per search, and stops', async () => {
    const jane = await signIn(app, JANE);
    await saveAlert(jane, { text: WORD, location: toronto });
    await publish(`${WORD} Through the queue`);
    const before = sink.mails.length;
    const jobs = createJobQueue(db, { pollingIntervalSeconds: 1 });
    const queue = registerAlertJobs(jobs, deps(), { schedule: '0 * * * *' });
    await jobs.start();
    try {
      await queue.sweepNow();
      const deadline = Date.now() + 20_000;
      while (sink.mails.length === before && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
    } finally {
      await jobs.stop();
    }
    expect(sink.mails.length).toBe(before + 1);
    expect(sink.mails.at(-1)!.text).toContain('Through the queue');
    const { rows } = await bossDb(db).executeSql(
      `SELECT name, cron FROM pgboss.schedule WHERE name LIKE 'saved-search%'`,
      [],
    );
    expect(rows).toEqual([{ name: 'saved-search-alert-sweep', cron: '0 * * * *' }]);
  }, 40_000);
});

/** Runs the one alerting search of the test (Jane's) through alertSavedSearch. */
async function sweepOne(d: AlertDeps) {
  const { alertSavedSearch } = await import('./alerts');
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM saved_searches WHERE notify_by_email ORDER BY id',
  );
  for (const { id } of rows) await alertSavedSearch(d, id);
}
