import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { browser, request } from '../../testing/contractRequest';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink';
import { firstId, openSeededApp, signIn, TEST_PUBLIC_URL, type SeededApp } from '../../testing/seededApp';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';
import { SEED_FAIRS, seedGradFairs } from './seedGradFairs';

// Graduate fairs through HTTP (docs/product/grad-fairs.md): the upcoming fairs anyone reads, one
// organisation's registrations and invitations, and every refusal at its edge, leaving nothing half
// written. Fairs made here have dates relative to now; the seed's (several cities, three languages) are
// there too.

let sink: SmtpSink;
let seeded: SeededApp;
let db: Db;
let app: Express;

beforeAll(async () => {
  sink = await startSmtpSink();
  seeded = await openSeededApp({ smtpUrl: sink.url });
  ({ db, app } = seeded);
});
afterAll(async () => {
  await seeded?.close();
  await sink?.close();
});

const DAY = 86_400_000;
const NEW_YORK = 5128581;
const MADRID = 3117735;
const NY = '40.7127753,-74.0059728';

/** A fair of the test's own: `startsIn` and `closesIn` are days from now (negative: past). */
async function makeFair({
  startsIn = 20,
  closesIn = 10,
  capacity = 5,
  placeId = NEW_YORK,
  name = 'Test fair',
}: { startsIn?: number; closesIn?: number; capacity?: number; placeId?: number; name?: string } = {}) {
  const now = Date.now();
  const startsAt = new Date(now + startsIn * DAY);
  return firstId(
    db,
    `INSERT INTO grad_fairs (names, descriptions, place_id, venue, time_zone, starts_at, ends_at,
                             registration_deadline, capacity)
     VALUES ('{"en": "${name}", "es": "${name} (es)", "pt": "${name} (pt)"}',
             '{"en": "About", "es": "Acerca", "pt": "Sobre"}', ${placeId}, 'Hall 1', 'America/New_York',
             '${startsAt.toISOString()}', '${new Date(startsAt.getTime() + 5 * 3600_000).toISOString()}',
             '${new Date(now + closesIn * DAY).toISOString()}', ${capacity})
     RETURNING id`,
  );
}

async function inviteOrg(fairId: number, orgId: number) {
  return firstId(
    db,
    `INSERT INTO grad_fair_invites (fair_id, org_id) VALUES (${fairId}, ${orgId}) RETURNING id`,
  );
}

/** How many rows each fairs table holds for the organisation: a refusal leaves them as they were. */
async function fairRows(orgId: number) {
  const { rows } = await db.query<{ r: number; i: string }>(
    `SELECT (SELECT count(*)::int FROM grad_fair_registrations WHERE org_id = $1) AS r,
            (SELECT string_agg(status, ',' ORDER BY id) FROM grad_fair_invites WHERE org_id = $1) AS i`,
    [orgId],
  );
  return rows[0]!;
}

const fairsOf = (orgId: number) => `/data/orgdashboard/${orgId}/grad-fairs`;
const registration = (orgId: number, fairId: number | string) =>
  `/data/orgdashboard/${orgId}/grad-fairs/${fairId}/registration`;
const invite = (orgId: number, inviteId: number | string) =>
  `/data/orgdashboard/${orgId}/grad-fairs/invites/${inviteId}`;

describe('GET /data/grad-fairs', () => {
  it('lists the seeded upcoming fairs, soonest first, in the language asked for', async () => {
    const anyone = request(app);
    const { fairs } = (await anyone.get('/data/grad-fairs?lang=pt').expect(200)).body.data;
    expect(fairs.length).toBeGreaterThanOrEqual(SEED_FAIRS.length);
    const starts = fairs.map((f: { startsAt: string }) => f.startsAt);
    expect([...starts].sort()).toEqual(starts);
    for (const f of fairs) expect(Date.parse(f.startsAt)).toBeGreaterThan(Date.now());
    const saoPaulo = fairs.find(
      (f: { name: string }) => f.name === 'Feira de Carreiras do Terceiro Setor São Paulo',
    );
    expect(saoPaulo).toMatchObject({
      place: { city: 'São Paulo', countryCode: 'BR' },
      timeZone: 'America/Sao_Paulo',
      capacity: 30,
      spotsLeft: 30,
      registrationOpen: true,
      distanceMiles: null,
    });
    const madrid = (await anyone.get('/data/grad-fairs?lang=es').expect(200)).body.data.fairs.find(
      (f: { name: string }) => f.name === 'Feria de Empleo con Propósito Madrid',
    );
    expect(madrid.place.text).toContain('España');
    // Mexico City's small fair: two of its three places are taken by seeded registrations.
    const mexico = fairs.find((f: { timeZone: string }) => f.timeZone === 'America/Mexico_City');
    expect(mexico).toMatchObject({ capacity: 3, spotsLeft: 1 });
  });

  it('near a point: the nearest first, only those within the miles asked for (the ad asks for 50)', async () => {
    const { fairs } = (await request(app).get(`/data/grad-fairs?near=${NY}&withinMiles=50`).expect(200)).body
      .data;
    expect(fairs.length).toBeGreaterThanOrEqual(3);
    for (const f of fairs) {
      expect(f.place.city).toBe('New York City');
      expect(f.distanceMiles).toBeLessThan(1);
    }
    // From Philadelphia (about 80 miles away) nothing is within 50 miles; within 100, New York's are.
    const philly = '39.9526,-75.1652';
    expect(
      (await request(app).get(`/data/grad-fairs?near=${philly}&withinMiles=50`).expect(200)).body.data.fairs,
    ).toEqual([]);
    const within100 = (
      await request(app).get(`/data/grad-fairs?near=${philly}&withinMiles=100&limit=1`).expect(200)
    ).body.data.fairs;
    expect(within100).toHaveLength(1);
    expect(within100[0].distanceMiles).toBeGreaterThan(75);
    expect(within100[0].distanceMiles).toBeLessThan(90);
  });

  it('refuses a malformed point, radius, limit or language with 400 by field', async () => {
    const res = await request(app)
      .get('/data/grad-fairs?near=north&withinMiles=0&limit=99&lang=fr')
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['lang', 'limit', 'near', 'withinMiles']);
    expect(res.body.errors.near).toBe('NEAR_INVALID');
  });

  it('answers one fair, past ones too, and 404 No fair found for an unknown one', async () => {
    const past = await makeFair({ startsIn: -3, closesIn: -10, name: 'Past fair' });
    const fair = (await request(app).get(`/data/grad-fairs/${past}?lang=es`).expect(200)).body.data.fair;
    expect(fair).toMatchObject({
      id: past,
      name: 'Past fair (es)',
      description: 'Acerca',
      registrationOpen: false,
    });
    const upcoming = (await request(app).get('/data/grad-fairs').expect(200)).body.data.fairs;
    expect(upcoming.map((f: { id: number }) => f.id)).not.toContain(past);
    const unknown = await request(app).get('/data/grad-fairs/999999').expect(404);
    expect(unknown.body.errors).toEqual({ fairId: 'No fair found' });
    // A malformed id is bad input (400), said with the same words.
    for (const id of ['abc', '0', '99999999999']) {
      const res = await request(app).get(`/data/grad-fairs/${id}`).expect(400);
      expect(res.body.errors).toEqual({ fairId: 'No fair found' });
    }
  });
});

describe('an organisation registers for a fair', () => {
  it('shows the upcoming fairs with its registration, then registers (201) and withdraws', async () => {
    const fairId = await makeFair({ capacity: 2 });
    const admin = await signIn(app, orgAdminEmail(10));
    const before = (await admin.get(`${fairsOf(10)}?lang=en`).expect(200)).body.data;
    expect(before.upcoming.find((f: { id: number }) => f.id === fairId)).toMatchObject({
      registeredAt: null,
      spotsLeft: 2,
      registrationOpen: true,
    });
    expect(before.registrations).toEqual([]);

    const res = await admin.post(registration(10, fairId)).expect(201);
    expect(res.body.data.fair).toMatchObject({ id: fairId, spotsLeft: 1, registeredAt: expect.any(String) });
    const after = (await admin.get(fairsOf(10)).expect(200)).body.data;
    expect(after.registrations.map((f: { id: number }) => f.id)).toEqual([fairId]);

    const withdrawn = await admin.delete(registration(10, fairId)).expect(200);
    expect(withdrawn.body.data.fair).toMatchObject({ id: fairId, spotsLeft: 2, registeredAt: null });
    expect(await fairRows(10)).toEqual({ r: 0, i: null });
  });

  it('refuses registering twice (409), and withdrawing what is not there (404)', async () => {
    const fairId = await makeFair();
    const admin = await signIn(app, orgAdminEmail(11));
    await admin.post(registration(11, fairId)).expect(201);
    const twice = await admin.post(registration(11, fairId)).expect(409);
    expect(twice.body.errors).toEqual({ fairId: 'ALREADY_REGISTERED' });
    expect(await fairRows(11)).toEqual({ r: 1, i: null });
    await admin.delete(registration(11, fairId)).expect(200);
    const gone = await admin.delete(registration(11, fairId)).expect(404);
    expect(gone.body.errors).toEqual({ fairId: 'NOT_REGISTERED' });
  });

  it('refuses past the registration deadline, and a full fair, writing nothing', async () => {
    const closed = await makeFair({ startsIn: 5, closesIn: -1 });
    const admin = await signIn(app, orgAdminEmail(12));
    const late = await admin.post(registration(12, closed)).expect(409);
    expect(late.body.errors).toEqual({ fairId: 'REGISTRATION_CLOSED' });

    const small = await makeFair({ capacity: 1 });
    await (await signIn(app, orgAdminEmail(13))).post(registration(13, small)).expect(201);
    const full = await admin.post(registration(12, small)).expect(409);
    expect(full.body.errors).toEqual({ fairId: 'FAIR_FULL' });
    expect(await fairRows(12)).toEqual({ r: 0, i: null });
    const seen = (await admin.get(fairsOf(12)).expect(200)).body.data.upcoming;
    expect(seen.find((f: { id: number }) => f.id === small)).toMatchObject({
      spotsLeft: 0,
      registrationOpen: false,
    });
  });

  it('two organisations racing for the last place: one is registered, the other told it is full', async () => {
    const fairId = await makeFair({ capacity: 1 });
    const [a, b] = [await signIn(app, orgAdminEmail(14)), await signIn(app, orgAdminEmail(15))];
    const statuses = (
      await Promise.all([a.post(registration(14, fairId)), b.post(registration(15, fairId))])
    ).map((res) => res.status);
    expect(statuses.sort()).toEqual([201, 409]);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM grad_fair_registrations WHERE fair_id = $1',
      [fairId],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('cannot withdraw once the fair has begun', async () => {
    const fairId = await makeFair({ startsIn: 5, closesIn: 2 });
    const admin = await signIn(app, orgAdminEmail(16));
    await admin.post(registration(16, fairId)).expect(201);
    await db.query(
      `UPDATE grad_fairs SET starts_at = now() - interval '1 hour', registration_deadline = now() - interval '2 days' WHERE id = $1`,
      [fairId],
    );
    const res = await admin.delete(registration(16, fairId)).expect(409);
    expect(res.body.errors).toEqual({ fairId: 'FAIR_STARTED' });
    expect(await fairRows(16)).toEqual({ r: 1, i: null });
  });

  it("refuses another organisation's admin (403), an invalid org id (400) and an unknown fair (404)", async () => {
    const fairId = await makeFair();
    const other = await signIn(app, orgAdminEmail(17));
    const forbidden = await other.post(registration(18, fairId)).expect(403);
    expect(forbidden.body.errors).toEqual({ orgId: 'User is not an admin' });
    const invalid = await other.post(registration('x1' as unknown as number, fairId)).expect(400);
    expect(invalid.body.errors).toEqual({ orgId: 'Invalid org id' });
    const unknown = await other.post(registration(17, 999999)).expect(404);
    expect(unknown.body.errors).toEqual({ fairId: 'No fair found' });
    const anonymous = await (await browser(app)).post(registration(17, fairId)).expect(401);
    expect(anonymous.body.errors).toEqual({ user: 'Missing user' });
    // Staff may act for any organisation, but not for one that does not exist.
    const staff = await signIn(app, NAMED_USERS.staff.email);
    const noOrg = await staff.post(registration(999999, fairId)).expect(404);
    expect(noOrg.body.errors).toEqual({ orgId: 'No organization with this id' });
    expect(await fairRows(18)).toEqual({ r: 0, i: null });
  });
});

describe('invitations to a fair', () => {
  it('staff invite an organisation: its admins are mailed in their language; twice is refused', async () => {
    const fairId = await makeFair({ name: 'Invited fair' });
    const staff = await signIn(app, NAMED_USERS.staff.email);
    const res = await staff.post(`/data/grad-fairs/${fairId}/invites`).send({ orgId: 20 }).expect(201);
    const created = res.body.data.invite;
    expect(created).toMatchObject({ orgId: 20, status: 'PENDING', answerable: true, answeredAt: null });
    await seeded.accounts.jobs.drain();
    const mails = sink.mailsTo(orgAdminEmail(20));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.plainText).toContain(`${TEST_PUBLIC_URL}/admin/20/grad-fairs/invites/${created.id}`);
    expect(mails[0]!.plainText).toContain('Invited fair');

    const twice = await staff.post(`/data/grad-fairs/${fairId}/invites`).send({ orgId: 20 }).expect(409);
    expect(twice.body.errors).toEqual({ orgId: 'ALREADY_INVITED' });
    const bad = await staff.post(`/data/grad-fairs/${fairId}/invites`).send({ orgId: 'x' }).expect(400);
    expect(bad.body.errors).toEqual({ orgId: 'Invalid org id' });
    const notStaff = await (
      await signIn(app, orgAdminEmail(20))
    )
      .post(`/data/grad-fairs/${fairId}/invites`)
      .send({ orgId: 20 })
      .expect(403);
    expect(notStaff.body.errors).toEqual({ user: 'User is not staff' });
  });

  it('an admin reads the invitation and accepts it: the organisation is registered, past the deadline', async () => {
    const fairId = await makeFair({ startsIn: 4, closesIn: -1, capacity: 3 });
    const inviteId = await inviteOrg(fairId, 21);
    const admin = await signIn(app, orgAdminEmail(21));
    const read = (await admin.get(`${invite(21, inviteId)}?lang=pt`).expect(200)).body.data.invite;
    expect(read).toMatchObject({
      id: inviteId,
      status: 'PENDING',
      answerable: true,
      fair: { id: fairId, name: 'Test fair (pt)', registrationOpen: false, registeredAt: null },
    });
    const accepted = (await admin.post(invite(21, inviteId)).send({ accept: true }).expect(200)).body.data
      .invite;
    expect(accepted).toMatchObject({
      status: 'ACCEPTED',
      answerable: false,
      answeredAt: expect.any(String),
      fair: { registeredAt: expect.any(String), spotsLeft: 2 },
    });
    expect(await fairRows(21)).toEqual({ r: 1, i: 'ACCEPTED' });
    const listed = (await admin.get(fairsOf(21)).expect(200)).body.data;
    expect(listed.invites.map((i: { id: number; status: string }) => [i.id, i.status])).toEqual([
      [inviteId, 'ACCEPTED'],
    ]);
    expect(listed.registrations.map((f: { id: number }) => f.id)).toEqual([fairId]);

    const again = await admin.post(invite(21, inviteId)).send({ accept: false }).expect(409);
    expect(again.body.errors).toEqual({ inviteId: 'INVITE_ANSWERED' });
    expect(await fairRows(21)).toEqual({ r: 1, i: 'ACCEPTED' });
  });

  it('declines, once; a full fair cannot be accepted but can be declined', async () => {
    const full = await makeFair({ capacity: 1 });
    await (await signIn(app, orgAdminEmail(22))).post(registration(22, full)).expect(201);
    const inviteId = await inviteOrg(full, 23);
    const admin = await signIn(app, orgAdminEmail(23));
    const refused = await admin.post(invite(23, inviteId)).send({ accept: true }).expect(409);
    expect(refused.body.errors).toEqual({ fairId: 'FAIR_FULL' });
    expect(await fairRows(23)).toEqual({ r: 0, i: 'PENDING' });
    const declined = (await admin.post(invite(23, inviteId)).send({ accept: false }).expect(200)).body.data
      .invite;
    expect(declined).toMatchObject({ status: 'DECLINED', answerable: false, fair: { registeredAt: null } });
    const twice = await admin.post(invite(23, inviteId)).send({ accept: false }).expect(409);
    expect(twice.body.errors).toEqual({ inviteId: 'INVITE_ANSWERED' });
    expect(await fairRows(23)).toEqual({ r: 0, i: 'DECLINED' });
  });

  it("another organisation's invitation is not found, even for its own admins through another org", async () => {
    const fairId = await makeFair();
    const inviteId = await inviteOrg(fairId, 24);
    // The admin of organisation 25 asks through their own organisation's path: no such invite there.
    const other = await signIn(app, orgAdminEmail(25));
    const read = await other.get(invite(25, inviteId)).expect(404);
    expect(read.body.errors).toEqual({ inviteId: 'No invite found' });
    const answered = await other.post(invite(25, inviteId)).send({ accept: true }).expect(404);
    expect(answered.body.errors).toEqual({ inviteId: 'No invite found' });
    // And through organisation 24's path they are not its admin.
    const forbidden = await other.post(invite(24, inviteId)).send({ accept: true }).expect(403);
    expect(forbidden.body.errors).toEqual({ orgId: 'User is not an admin' });
    expect(await fairRows(24)).toEqual({ r: 0, i: 'PENDING' });
    expect(await fairRows(25)).toEqual({ r: 0, i: null });
  });

  it('refuses a malformed answer, org id or invite id (400) and an unknown invite (404), changing nothing', async () => {
    const fairId = await makeFair();
    const inviteId = await inviteOrg(fairId, 26);
    const admin = await signIn(app, orgAdminEmail(26));
    const answer = await admin.post(invite(26, inviteId)).send({ accept: 'yes' }).expect(400);
    expect(answer.body.errors).toEqual({ accept: 'ANSWER_INVALID' });
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const res = await admin
        .post(`/data/orgdashboard/${bad}/grad-fairs/invites/${inviteId}`)
        .send({ accept: true });
      expect([res.status, res.body.errors]).toEqual([400, { orgId: 'Invalid org id' }]);
    }
    const malformed = await admin.post(invite(26, 'abc')).send({ accept: true }).expect(400);
    expect(malformed.body.errors).toEqual({ inviteId: 'No invite found' });
    const unknown = await admin.post(invite(26, 999999)).send({ accept: true }).expect(404);
    expect(unknown.body.errors).toEqual({ inviteId: 'No invite found' });
    expect(await fairRows(26)).toEqual({ r: 0, i: 'PENDING' });
  });

  it('an invitation whose fair has begun can no longer be answered', async () => {
    const fairId = await makeFair({ startsIn: 3, closesIn: 1 });
    const inviteId = await inviteOrg(fairId, 27);
    await db.query(
      `UPDATE grad_fairs SET starts_at = now() - interval '1 hour', registration_deadline = now() - interval '2 days' WHERE id = $1`,
      [fairId],
    );
    const admin = await signIn(app, orgAdminEmail(27));
    const read = (await admin.get(invite(27, inviteId)).expect(200)).body.data.invite;
    expect(read).toMatchObject({ status: 'PENDING', answerable: false });
    const res = await admin.post(invite(27, inviteId)).send({ accept: true }).expect(409);
    expect(res.body.errors).toEqual({ fairId: 'FAIR_STARTED' });
    expect(await fairRows(27)).toEqual({ r: 0, i: 'PENDING' });
  });
});

describe('the seed', () => {
  it('seeds invitations and registrations, and adds fairs again only once none is upcoming', async () => {
    const org1 = (await (await signIn(app, orgAdminEmail(1))).get(fairsOf(1)).expect(200)).body.data;
    expect(
      org1.invites.filter((i: { status: string }) => i.status === 'PENDING').length,
    ).toBeGreaterThanOrEqual(2);
    // The Manhattan fair's registration has closed; its invitation still lets organisation 1 in.
    const manhattan = org1.invites.find((i: { fair: { name: string } }) =>
      i.fair.name.startsWith('Public Service Graduate Fair'),
    );
    expect(manhattan).toMatchObject({ answerable: true, fair: { registrationOpen: false } });

    expect(await seedGradFairs(db)).toBe(0);
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM grad_fairs')).rows[0]!.n;
    const before = await count();
    // A year on, every fair has begun: the next start seeds a new set relative to then.
    expect(await seedGradFairs(db, { now: new Date(Date.now() + 365 * DAY) })).toBe(SEED_FAIRS.length);
    expect(await count()).toBe(before + SEED_FAIRS.length);
    expect(SEED_FAIRS.some((f) => f.placeId === MADRID)).toBe(true);
  });
});
