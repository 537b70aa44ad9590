import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { browser, request } from '../../testing/contractRequest';
import { openAppOn, openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { DEV_PASSWORD, NAMED_USERS, orgAdminEmail } from '../../seed/users';

let seeded: SeededApp;
let db: Db;
let app: Express;
const others: SeededApp[] = [];

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ db, app } = seeded);
});
afterAll(async () => {
  for (const other of others) await other.close();
  await seeded?.close();
});

const PASSWORD = 'a long walk in the park';

/** A new account (no organisation, so it may be deleted), signed in in the browser answered. */
async function newAccount(email: string) {
  const b = await browser(app);
  await b
    .post('/data/website/signup')
    .send({ email, password: PASSWORD, firstName: 'Del', lastName: 'Ete' })
    .expect(201);
  return b;
}

/** Makes the user's sessions look as if they began `minutes` ago (a log-in long past). */
const ageSessions = (email: string, minutes: number) =>
  db.query(
    `UPDATE sessions SET created_at = now() - make_interval(mins => $2) WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
    [email, minutes],
  );

describe('GET /data/users/by-email', () => {
  it('tells whether an account uses the address, whatever its case', async () => {
    await request(app)
      .get(`/data/users/by-email?email=${encodeURIComponent('Jane.Doe@Example.org')}`)
      .expect(200, { userExists: true, _version: 1 });
    await request(app)
      .get('/data/users/by-email?email=nobody@example.org')
      .expect(200, { userExists: false, _version: 1 });
    const bad = await request(app).get('/data/users/by-email?email=nope').expect(400);
    expect(bad.body.errors).toEqual({ email: 'EMAIL_INVALID' });
  });
});

describe('GET /data/users/me', () => {
  it('answers an org admin with their organisations (owned? selected?) and permissions', async () => {
    const admin = await signIn(app, orgAdminEmail(5));
    const nameOf = async (id: number) =>
      (await db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [id])).rows[0]!.name;
    const { body } = await admin.get('/data/users/me').expect(200);
    expect(body.user).toMatchObject({
      email: orgAdminEmail(5),
      emailVerified: true,
      orgs: [{ id: 5, name: await nameOf(5), isOwner: true, selected: false }],
      permissions: ['orgAdmin'],
    });
    // A plain admin of a second organisation, chosen as the one they work in.
    await db.query(
      `INSERT INTO org_admins (org_id, user_id, role) SELECT 6, id, 'ADMIN' FROM users WHERE email = $1`,
      [orgAdminEmail(5)],
    );
    await admin.put('/data/users/me/selected-organization').send({ orgId: 6 }).expect(200);
    expect((await admin.get('/data/users/me').expect(200)).body.user.orgs).toEqual([
      { id: 5, name: await nameOf(5), isOwner: true, selected: false },
      { id: 6, name: await nameOf(6), isOwner: false, selected: true },
    ]);
    const staff = await signIn(app, NAMED_USERS.staff.email);
    expect((await staff.get('/data/users/me').expect(200)).body.user.permissions).toEqual(['staff']);
  });

  it('says when the user answered the intake question (the intake module’s answer)', async () => {
    const b = await signIn(app, orgAdminEmail(11));
    expect((await b.get('/data/users/me').expect(200)).body.user.intakeIntentsDatetimeSet).toBeNull();
    await b
      .post('/data/userdashboard/intake-intents')
      .send({ intakeIntents: ['FIND_A_JOB'] })
      .expect(200);
    const { body } = await b.get('/data/users/me').expect(200);
    expect(Date.parse(body.user.intakeIntentsDatetimeSet)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('PATCH /data/users/me', () => {
  it('saves names and language; the display name follows', async () => {
    const b = await signIn(app, NAMED_USERS.portugueseSeeker.email);
    const res = await b.patch('/data/users/me').send({ firstName: ' Joana ', lang: 'es' }).expect(200);
    expect(res.body.user).toMatchObject({
      firstName: 'Joana',
      lastName: 'Silva',
      name: 'Joana Silva',
      lang: 'es',
    });
    await b.patch('/data/users/me').send({ firstName: 'João', lang: 'pt' }).expect(200);
  });

  it('refuses bad values per field, an empty change, and a visitor', async () => {
    const b = await signIn(app, NAMED_USERS.portugueseSeeker.email);
    const bad = await b.patch('/data/users/me').send({ firstName: '', lang: 'fr' }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['firstName', 'lang']);
    expect(bad.body.errors.firstName).toBe('NAME_REQUIRED');
    await b.patch('/data/users/me').send({}).expect(400);
    await (await browser(app)).patch('/data/users/me').send({ lang: 'es' }).expect(401);
  });
});

describe('deleting an account', () => {
  it('is refused to the only admin of an organisation, with the reason', async () => {
    const admin = await signIn(app, orgAdminEmail(7));
    await admin
      .get('/data/users/me/can-delete')
      .expect(200, { canDelete: false, reason: 'LAST_ADMIN_OF_ORG', _version: 1 });
    const res = await admin.delete('/data/users/me/delete').expect(409);
    expect(res.body.errors).toEqual({ user: 'LAST_ADMIN_OF_ORG' });
    await admin.get('/data/users/me').expect(200);
  });

  it('is allowed once another owner shares the organisation (another plain admin is not enough)', async () => {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      orgAdminEmail(8),
    ]);
    await db.query(`INSERT INTO org_admins (org_id, user_id, role) VALUES (7, $1, 'ADMIN')`, [rows[0]!.id]);
    const admin = await signIn(app, orgAdminEmail(7));
    await admin
      .get('/data/users/me/can-delete')
      .expect(200, { canDelete: false, reason: 'LAST_ADMIN_OF_ORG', _version: 1 });
    await db.query(`UPDATE org_admins SET role = 'OWNER' WHERE org_id = 7 AND user_id = $1`, [rows[0]!.id]);
    await admin.get('/data/users/me/can-delete').expect(200, { canDelete: true, reason: null, _version: 1 });
  });

  it('needs a signed-in user', async () => {
    await request(app).get('/data/users/me/can-delete').expect(401);
    await (await browser(app)).delete('/data/users/me/delete').expect(401);
  });

  it('needs more than a session: the current password, or a log-in within the last 5 minutes', async () => {
    const email = 'delete.me.1@example.org';
    const left = await newAccount(email);
    // A session left open (or stolen) long after its log-in.
    await ageSessions(email, 30);
    const bare = await left.delete('/data/users/me/delete').expect(400);
    expect(bare.body.errors).toEqual({ currentPassword: 'RECENT_LOGIN_REQUIRED' });
    const wrong = await left.delete('/data/users/me/delete').send({ currentPassword: 'a guess' }).expect(400);
    expect(wrong.body.errors).toEqual({ currentPassword: 'INVALID_CREDENTIALS' });
    const empty = await left.delete('/data/users/me/delete').send({ currentPassword: '' }).expect(400);
    expect(empty.body.errors).toEqual({ currentPassword: 'INVALID_CREDENTIALS' });
    expect((await left.get('/data/users/me').expect(200)).body.user.email).toBe(email);

    // Logged in again just now (with a provider too, where the account has no password): no password asked.
    const fresh = await signIn(app, email, PASSWORD);
    await ageSessions(email, 4);
    await fresh.delete('/data/users/me/delete').expect(200, { ok: true, _version: 1 });
    expect((await fresh.get('/data/users/me').expect(200)).body.user).toBeNull();
  });

  it('counts wrong passwords per user (passwordChecksPerUser), whatever the session', async () => {
    const limited = await openAppOn(db, { limits: { passwordChecksPerUser: { points: 2 } } });
    others.push(limited);
    const email = 'delete.me.2@example.org';
    await newAccount(email);
    const owner = await signIn(limited.app, email, PASSWORD);
    const stolen = await signIn(limited.app, email, PASSWORD);
    await ageSessions(email, 30);
    await stolen.delete('/data/users/me/delete').send({ currentPassword: 'guess one' }).expect(400);
    await stolen.delete('/data/users/me/delete').send({ currentPassword: 'guess two' }).expect(400);
    // The count is the user's: the right password waits too, in the owner's own session.
    const refused = await owner.delete('/data/users/me/delete').send({ currentPassword: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body.errors).toEqual({ request: 'RATE_LIMITED' });
    expect((await owner.get('/data/users/me').expect(200)).body.user.email).toBe(email);
  });

  it('can reach every row of a user: each user_id column references users ON DELETE CASCADE (or SET NULL)', async () => {
    // From pg_catalog, not information_schema: the same answer, and the views' joins took 38 s on PGlite.
    const { rows } = await db.query<{ column: string }>(
      `SELECT t.relname || '.' || a.attname AS column
         FROM pg_attribute a
         JOIN pg_class t ON t.oid = a.attrelid AND t.relkind IN ('r', 'p')
         JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
        WHERE a.attname = 'user_id' AND NOT a.attisdropped
          AND NOT EXISTS (
            SELECT 1 FROM pg_constraint k
             WHERE k.contype = 'f' AND k.conrelid = t.oid AND k.conkey = ARRAY[a.attnum]
               AND k.confrelid = to_regclass(quote_ident(n.nspname) || '.users')
               AND k.confdeltype IN ('c', 'n'))
        ORDER BY 1`,
    );
    // A column listed here needs `REFERENCES users(id) ON DELETE CASCADE` (SET NULL for rows kept
    // anonymised), or deleting an account leaves the user's rows behind.
    expect(rows.map((r) => r.column)).toEqual([]);
  });

  it('removes every row that references the user, ends their sessions, and they cannot log in again', async () => {
    const email = NAMED_USERS.jobSeeker.email;
    const b = await signIn(app, email);
    const other = await signIn(app, email);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    const userId = rows[0]!.id;
    // Give the user a row in each table that has one (through the api where a call stores it), plus an
    // admin role and a pending reset token.
    await db.query('INSERT INTO org_admins (org_id, user_id) VALUES (9, $1)', [userId]);
    await (await browser(app)).post('/data/website/forgot-password').send({ email }).expect(200);
    await seeded.accounts.jobs.drain();
    await b.post('/data/website/accept-cookies').expect(200);
    await b.post('/data/ab/assignments').send({ id: 'hero-cta', bucket: 'B' }).expect(200);
    await b
      .post('/data/tracked-events')
      .send({ name: 'Viewed Listing', properties: { listing_id: 1 }, context: { app: 'web' } })
      .expect(201);
    await b
      .post('/data/userdashboard/intake-intents')
      .send({ intakeIntents: ['FIND_A_JOB'] })
      .expect(200);
    await db.query(`INSERT INTO notifications (user_id, kind) VALUES ($1, 'SURVEY')`, [userId]);

    // Every foreign key to users(id), found in the catalogue, so tables added later are covered too.
    const { rows: references } = await db.query<{ table_name: string; column_name: string }>(
      `SELECT kcu.table_name, kcu.column_name
         FROM information_schema.referential_constraints rc
         JOIN information_schema.key_column_usage kcu
           ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
         JOIN information_schema.constraint_column_usage ccu
           ON ccu.constraint_name = rc.unique_constraint_name AND ccu.constraint_schema = rc.unique_constraint_schema
        WHERE ccu.table_name = 'users' AND ccu.column_name = 'id'`,
    );
    const ownRows = [
      'sessions',
      'accounts',
      'org_admins',
      'cookie_consents',
      'ab_assignments',
      'tracked_events',
      'notifications',
      'user_intake_intents',
    ];
    expect(references.map((r) => r.table_name)).toEqual(expect.arrayContaining(ownRows));
    const rowsOf = async () => {
      const counts: Record<string, number> = {};
      for (const { table_name: table, column_name: column } of references) {
        const { rows: c } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}" = $1`,
          [userId],
        );
        counts[`${table}.${column}`] = c[0]!.n;
      }
      return counts;
    };
    const before = await rowsOf();
    expect(before['sessions.user_id']).toBeGreaterThanOrEqual(2);
    // Each of them has something to delete (a table missing from the catalogue counts as none).
    expect(ownRows.filter((table) => !((before[`${table}.user_id`] ?? 0) > 0))).toEqual([]);

    await b.get('/data/users/me/can-delete').expect(200, { canDelete: true, reason: null, _version: 1 });
    await b
      .delete('/data/users/me/delete')
      .send({ currentPassword: DEV_PASSWORD })
      .expect(200, { ok: true, _version: 1 });

    expect(Object.entries(await rowsOf()).filter(([, n]) => n > 0)).toEqual([]);
    const { rows: left } = await db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM users WHERE id = $1)::int + (SELECT count(*) FROM verifications WHERE value = $2)::int AS n`,
      [userId, String(userId)],
    );
    expect(left[0]!.n).toBe(0);
    expect(b.cookies.has('og.session_token')).toBe(false);
    expect((await other.get('/data/users/me').expect(200)).body.user).toBeNull();
    const login = await (
      await browser(app)
    )
      .post('/data/website/login')
      .send({ email, password: DEV_PASSWORD })
      .expect(400);
    expect(login.body.errors).toEqual({ password: 'INVALID_CREDENTIALS' });
    await request(app)
      .get(`/data/users/by-email?email=${email}`)
      .expect(200, { userExists: false, _version: 1 });
  });
});
