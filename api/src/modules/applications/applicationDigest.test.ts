import type { Db } from '../../platform/db/db';
import { orgAdminEmail } from '../../seed/users';
import { TEST_PUBLIC_URL, TEST_SECRET, openSeededApp, type SeededApp } from '../../testing/seededApp';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink';
import {
  DIGEST_ITEMS_MAX,
  sendOrgDigest,
  sweepApplicationDigests,
  type DigestDeps,
} from './applicationDigest';

// The daily digest of applications (docs/product/organisations.md#notification-preferences): one mail a
// day per admin who keeps it on, listing the applications of the last 24 hours in the admin's language,
// nothing on a day without any, sent once a day however often the job runs, each application listed once.
// Applications are written here with the times a test needs; mails go over SMTP to the tests' sink.

let sink: SmtpSink;
let seeded: SeededApp;
let db: Db;
let deps: DigestDeps;

beforeAll(async () => {
  sink = await startSmtpSink();
  seeded = await openSeededApp({ smtpUrl: sink.url });
  db = seeded.db;
  deps = {
    db,
    outbox: seeded.accounts.outbox,
    signer: { secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL },
  };
});
afterAll(async () => {
  await seeded?.close();
  await sink?.close();
});

const HOUR = 60 * 60 * 1000;
/** A moment of the tests' own: far from any application the seed or another test wrote. */
const NOON = new Date('2031-03-10T12:00:00.000Z');
const at = (hoursFromNoon: number) => new Date(NOON.getTime() + hoursFromNoon * HOUR);

/** The mails delivered to `address` since the last call. */
async function mailsTo(address: string) {
  await seeded.accounts.jobs.drain();
  const mails = sink.mailsTo(address);
  sink.mails.splice(0);
  return mails;
}

/** The organisation's listings, in id order. */
const listingsOf = async (orgId: number) =>
  (
    await db.query<{ id: number; title: string }>(
      'SELECT id, title FROM listings WHERE org_id = $1 ORDER BY id',
      [orgId],
    )
  ).rows;

/** How many applications a test wrote to each organisation (each next one pairs another user and listing). */
const written = new Map<number, number>();

/** Applications to the organisation's listings by distinct seeded users, created at these moments. */
async function applicationsAt(orgId: number, moments: readonly Date[]): Promise<number[]> {
  const listings = await listingsOf(orgId);
  const { rows: users } = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE email NOT LIKE 'admin%' ORDER BY id`,
  );
  const ids: number[] = [];
  for (const moment of moments) {
    const i = written.get(orgId) ?? 0;
    written.set(orgId, i + 1);
    const listing = listings[i % listings.length]!;
    const user = users[Math.floor(i / listings.length)]!;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO applications (user_id, listing_id, kind, created_at, updated_at)
       VALUES ($1, $2, 'APPLICATION', $3, $3) RETURNING id`,
      [user.id, listing.id, moment],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

const langOf = async (email: string) =>
  (await db.query<{ lang: string }>('SELECT lang FROM users WHERE email = $1', [email])).rows[0]!.lang;

it('lists the applications of the last 24 hours, newest first, once a day, and the next day from where it stopped', async () => {
  const orgId = 21;
  const admin = orgAdminEmail(orgId);
  await db.query('UPDATE users SET lang = $1 WHERE email = $2', ['en', admin]);
  const [old, early, late] = await applicationsAt(orgId, [at(-25), at(-20), at(-1)]);
  expect(await sendOrgDigest(deps, orgId, NOON)).toBe(1);
  const [digest] = await mailsTo(admin);
  expect(digest!.header('subject')).toMatch(/^2 new applications to /);
  const text = digest!.plainText;
  expect(text).toContain(`${TEST_PUBLIC_URL}/admin/${orgId}/applications/${late}`);
  expect(text).toContain(`${TEST_PUBLIC_URL}/admin/${orgId}/applications/${early}`);
  expect(text).not.toContain(`/applications/${old}\n`);
  expect(text.indexOf(`/applications/${late}`)).toBeLessThan(text.indexOf(`/applications/${early}`));
  expect(text).toMatch(/Mar 10, 11:00 AM UTC/);
  expect(digest!.header('List-Unsubscribe')).toContain(`/data/unsubscribe/org/${orgId}/applications-digest/`);

  // The job again the same day (a retry, a second sweep): nothing more, even with a new application.
  const [between] = await applicationsAt(orgId, [at(2)]);
  expect(await sendOrgDigest(deps, orgId, at(3))).toBe(0);
  expect(await mailsTo(admin)).toEqual([]);
  // The next day: from where today's stopped (noon), so `late` is not listed again and `between` is.
  expect(await sendOrgDigest(deps, orgId, at(24))).toBe(1);
  const [next] = await mailsTo(admin);
  expect(next!.header('subject')).toMatch(/^1 new application to /);
  expect(next!.plainText).toContain(`/applications/${between}`);
  expect(next!.plainText).not.toContain(`/applications/${late}`);
});

it('sends nothing, and records nothing, on a day without applications', async () => {
  const orgId = 22;
  expect(await sendOrgDigest(deps, orgId, at(48))).toBe(0);
  expect(await mailsTo(orgAdminEmail(orgId))).toEqual([]);
  const rows = await db.query('SELECT 1 FROM application_digests WHERE org_id = $1', [orgId]);
  expect(rows.rows).toEqual([]);
});

it('writes to each admin in their language, and cuts a long day’s list to the newest', async () => {
  const orgId = 23;
  const admin = orgAdminEmail(orgId);
  await db.query('UPDATE users SET lang = $1 WHERE email = $2', ['pt', admin]);
  const count = DIGEST_ITEMS_MAX + 5;
  const ids = await applicationsAt(
    orgId,
    Array.from({ length: count }, (_, i) => at(72 - 23 + i * 0.1)),
  );
  expect(await sendOrgDigest(deps, orgId, at(72))).toBe(1);
  const [digest] = await mailsTo(admin);
  expect(await langOf(admin)).toBe('pt');
  expect(digest!.header('subject')).toMatch(new RegExp(`^${count} novas candidaturas para `));
  const listed = digest!.plainText.match(/\/admin\/\d+\/applications\/\d+/g)!;
  expect(listed).toHaveLength(DIGEST_ITEMS_MAX);
  expect(listed[0]).toBe(`/admin/${orgId}/applications/${ids.at(-1)}`);
  expect(digest!.plainText).not.toContain(`/applications/${ids[0]}\n`);
  expect(digest!.plainText).toContain(`Aqui estão as primeiras ${DIGEST_ITEMS_MAX}`);
});

it('the sweep sends each organisation with new applications its digest, and purges old records', async () => {
  const orgA = 24;
  const orgB = 25;
  await applicationsAt(orgA, [at(95)]);
  await applicationsAt(orgB, [at(90)]);
  await db.query(
    `INSERT INTO application_digests (org_id, day, covered_until, applications) VALUES ($1, '2031-01-01', $2, 1)`,
    [orgB, at(-24 * 68)],
  );
  // Another organisation's old record is kept when it is its last one (the next window starts there).
  const keptOrg = 26;
  await db.query(
    `INSERT INTO application_digests (org_id, day, covered_until, applications) VALUES ($1, '2031-01-01', $2, 1)`,
    [keptOrg, at(-24 * 68)],
  );
  expect(await sweepApplicationDigests(deps, at(96))).toBe(2);
  await seeded.accounts.jobs.drain();
  expect(sink.mailsTo(orgAdminEmail(orgA))).toHaveLength(1);
  expect(sink.mailsTo(orgAdminEmail(orgB))).toHaveLength(1);
  const days = await db.query<{ org_id: number; day: string }>(
    `SELECT org_id, to_char(day, 'YYYY-MM-DD') AS day FROM application_digests WHERE org_id = ANY ($1::int[])
      ORDER BY org_id, day`,
    [[orgA, orgB, keptOrg]],
  );
  expect(days.rows).toEqual([
    { org_id: orgA, day: '2031-03-14' },
    { org_id: orgB, day: '2031-03-14' },
    { org_id: keptOrg, day: '2031-01-01' },
  ]);
});
