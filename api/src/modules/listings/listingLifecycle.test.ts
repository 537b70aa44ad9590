import type { Db } from '../../platform/db/db';
import { openSeededDatabase } from '../../testing/testDatabase';
import {
  allowedTransitions,
  canTransition,
  dashboardStatusOf,
  defaultExpiry,
  indexingNoticeOf,
  isLive,
  isOpen,
  isOpenForApplications,
  isEditable,
  isPublic,
  LISTING_STATES,
  openListingSql,
  openSearchRowSql,
  publicListingSql,
  statusOf,
  transition,
  TransitionRefused,
  viewOf,
  type LifecycleFacts,
  type ListingState,
} from './listingLifecycle';

// The listing lifecycle (docs/product/listings.md "Listing lifecycle"): its states and transitions, the
// questions the rest of the api asks, and the SQL that answers them the same way.

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(NOW + offsetHours * HOUR);

const listing = (facts: Partial<LifecycleFacts>): LifecycleFacts => ({
  status: 'PUBLISHED',
  expires_at: at(24),
  org_status: 'PUBLISHED',
  ...facts,
});

describe('statusOf', () => {
  it.each<{ name: string; facts: Partial<LifecycleFacts>; state: ListingState }>([
    { name: 'published, deadline ahead', facts: {}, state: 'PUBLISHED' },
    { name: 'published, no deadline', facts: { expires_at: null }, state: 'PUBLISHED' },
    { name: 'published, deadline passed', facts: { expires_at: at(-1) }, state: 'EXPIRED' },
    { name: 'published, deadline this instant', facts: { expires_at: at(0) }, state: 'EXPIRED' },
    {
      name: 'published, deadline as text (PGlite)',
      facts: { expires_at: at(-1).toISOString() },
      state: 'EXPIRED',
    },
    { name: 'unpublished', facts: { status: 'UNPUBLISHED' }, state: 'CLOSED' },
    {
      name: 'unpublished, past its deadline',
      facts: { status: 'UNPUBLISHED', expires_at: at(-1) },
      state: 'CLOSED',
    },
    { name: 'a draft', facts: { status: 'DRAFT', expires_at: null }, state: 'DRAFT' },
    {
      name: 'waiting for payment, its deadline passed',
      facts: { status: 'AWAITING_PAYMENT', expires_at: at(-1) },
      state: 'AWAITING_PAYMENT',
    },
  ])('$name → $state', ({ facts, state }) => {
    expect(statusOf(listing(facts), NOW)).toBe(state);
    expect(statusOf(listing(facts), new Date(NOW))).toBe(state);
  });

  it('says the listing’s own state: a frozen organisation changes what the public sees, not the state', () => {
    expect(statusOf(listing({ org_status: 'FROZEN' }), NOW)).toBe('PUBLISHED');
  });
});

describe('isPublic, isOpen and the view', () => {
  it.each<[string, Partial<LifecycleFacts>, { public: boolean; open: boolean }]>([
    ['published', {}, { public: true, open: true }],
    ['expired: its page still shows, closed', { expires_at: at(-1) }, { public: true, open: false }],
    ['closed', { status: 'UNPUBLISHED' }, { public: false, open: false }],
    ['a draft', { status: 'DRAFT' }, { public: false, open: false }],
    ['waiting for payment', { status: 'AWAITING_PAYMENT' }, { public: false, open: false }],
    ['published, organisation frozen', { org_status: 'FROZEN' }, { public: false, open: false }],
    [
      'expired, organisation frozen',
      { org_status: 'FROZEN', expires_at: at(-1) },
      { public: false, open: false },
    ],
  ])('%s', (_name, facts, expected) => {
    const l = listing(facts);
    expect({ public: isPublic(l, NOW), open: isOpen(l, NOW) }).toEqual(expected);
    expect(isOpenForApplications(l, NOW)).toBe(expected.open);
    expect(viewOf(l, NOW)).toBe(expected.public ? 'PUBLISHED' : 'UNPUBLISHED');
  });

  it('an open listing is public; a public one may be closed to applications', () => {
    for (const status of ['PUBLISHED', 'UNPUBLISHED', 'DRAFT', 'AWAITING_PAYMENT'] as const)
      for (const org_status of ['PUBLISHED', 'FROZEN'] as const)
        for (const expires_at of [null, at(-1), at(1)]) {
          const l = { status, org_status, expires_at };
          if (isOpen(l, NOW)) expect(isPublic(l, NOW)).toBe(true);
        }
  });

  it('the dashboard names the listing’s own state, whatever its organisation', () => {
    expect(dashboardStatusOf(listing({}), NOW)).toBe('PUBLISHED');
    expect(dashboardStatusOf(listing({ org_status: 'FROZEN' }), NOW)).toBe('PUBLISHED');
    expect(dashboardStatusOf(listing({ expires_at: at(-1) }), NOW)).toBe('EXPIRED');
    expect(dashboardStatusOf(listing({ status: 'UNPUBLISHED' }), NOW)).toBe('CLOSED');
    expect(dashboardStatusOf(listing({ status: 'DRAFT' }), NOW)).toBe('DRAFT');
  });
});

describe('transitions', () => {
  it('draft → published → closed or expired → published again (repost)', () => {
    const allowed = Object.fromEntries(LISTING_STATES.map((s) => [s, allowedTransitions(s)]));
    expect(allowed).toEqual({
      DRAFT: ['publish'],
      AWAITING_PAYMENT: ['paid', 'withdraw'],
      PUBLISHED: ['close'],
      CLOSED: ['repost'],
      EXPIRED: ['close', 'repost'],
    });
    expect(canTransition('PUBLISHED', 'publish')).toBe(false);
    expect(canTransition('DRAFT', 'close')).toBe(false);
  });

  it('publishing and reposting date the listing now with a deadline ahead; closing keeps the dates', () => {
    const draft = { ...listing({ status: 'DRAFT', expires_at: null }), listing_type: 'EVENT' as const };
    expect(transition(draft, 'publish', NOW)).toEqual({
      status: 'PUBLISHED',
      published_at: new Date(NOW),
      expires_at: defaultExpiry('EVENT', NOW),
      expired_at: null,
    });
    expect(defaultExpiry('JOB', NOW).getTime() - NOW).toBe(60 * 24 * HOUR);
    expect(defaultExpiry('EVENT', NOW).getTime() - NOW).toBe(90 * 24 * HOUR);
    const expired = { ...listing({ expires_at: at(-1) }), listing_type: 'VOLOP' as const };
    expect(transition(expired, 'repost', NOW, at(48))).toEqual({
      status: 'PUBLISHED',
      published_at: new Date(NOW),
      expires_at: at(48),
      expired_at: null,
    });
    expect(transition(expired, 'repost', NOW, null).expires_at).toBeNull();
    expect(transition(expired, 'close', NOW)).toEqual({ status: 'UNPUBLISHED' });
    expect(statusOf({ ...expired, ...transition(expired, 'repost', NOW) }, NOW)).toBe('PUBLISHED');
  });

  it('a job or internship waits for payment, with the deadline asked for; paid, it goes live dated then', () => {
    for (const listing_type of ['JOB', 'INTERNSHIP'] as const) {
      const draft = { ...listing({ status: 'DRAFT', expires_at: null }), listing_type };
      expect(transition(draft, 'publish', NOW)).toEqual({ status: 'AWAITING_PAYMENT', expires_at: null });
      expect(transition(draft, 'publish', NOW, at(72))).toEqual({
        status: 'AWAITING_PAYMENT',
        expires_at: at(72),
      });
      expect(() => transition(draft, 'publish', NOW, at(-1))).toThrow(RangeError);
      const waiting = { ...draft, status: 'AWAITING_PAYMENT' as const };
      expect(statusOf(waiting, NOW)).toBe('AWAITING_PAYMENT');
      expect(transition(waiting, 'paid', NOW + HOUR, at(72))).toEqual({
        status: 'PUBLISHED',
        published_at: at(1),
        expires_at: at(72),
        expired_at: null,
      });
      expect(() => transition(waiting, 'close', NOW)).toThrow(TransitionRefused);
      expect(() => transition(waiting, 'publish', NOW)).toThrow(TransitionRefused);
      // Taken out of the cart: a draft again, nothing the public sees changes.
      expect(transition(waiting, 'withdraw', NOW)).toEqual({ status: 'DRAFT' });
      expect(indexingNoticeOf(transition(waiting, 'withdraw', NOW))).toBeNull();
      expect(() => transition(draft, 'withdraw', NOW)).toThrow(TransitionRefused);
    }
  });

  it('only a draft or a live listing is edited', () => {
    expect(LISTING_STATES.filter(isEditable)).toEqual(['DRAFT', 'PUBLISHED']);
  });

  it('refuses what the state does not allow, and a deadline that has passed', () => {
    const live = { ...listing({}), listing_type: 'JOB' as const };
    expect(() => transition(live, 'publish', NOW)).toThrow(TransitionRefused);
    expect(() => transition(live, 'repost', NOW)).toThrow('A published listing cannot repost');
    const closed = { ...listing({ status: 'UNPUBLISHED' }), listing_type: 'JOB' as const };
    expect(() => transition(closed, 'close', NOW)).toThrow(TransitionRefused);
    expect(() => transition(closed, 'repost', NOW, at(-1))).toThrow(RangeError);
  });
});

describe('the SQL predicates', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeededDatabase();
  });
  afterAll(() => db?.close());

  it('choose exactly the listings isPublic and isOpen choose, case by case', async () => {
    const cases: (LifecycleFacts & { id: number })[] = [];
    for (const status of ['PUBLISHED', 'UNPUBLISHED', 'DRAFT', 'AWAITING_PAYMENT'] as const)
      for (const org_status of ['PUBLISHED', 'FROZEN'] as const)
        for (const expires_at of [null, at(-24), at(0), at(24)])
          cases.push({ id: cases.length + 1, status, org_status, expires_at });
    const { rows } = await db.query<{ id: number; public: boolean; open: boolean }>(
      `SELECT l.id, ${publicListingSql('l', 'o')} AS public, ${openListingSql('l', 'o', '$2::timestamptz')} AS open
         FROM jsonb_to_recordset($1::jsonb) AS l(id int, status text, expires_at timestamptz, org_status text)
         JOIN LATERAL (SELECT l.org_status AS status) o ON true
        ORDER BY l.id`,
      [JSON.stringify(cases), new Date(NOW).toISOString()],
    );
    expect(rows).toEqual(cases.map((c) => ({ id: c.id, public: isPublic(c, NOW), open: isOpen(c, NOW) })));
  });

  it('the search’s copy of the public listings (listing_search, kept by the database) holds exactly the public ones', async () => {
    await db.query(
      `UPDATE listings SET status = 'UNPUBLISHED' WHERE id IN (SELECT id FROM listings ORDER BY id LIMIT 3)`,
    );
    await db.query(
      `UPDATE organizations SET status = 'FROZEN' WHERE id = (SELECT org_id FROM listing_search s JOIN listings l USING (id) LIMIT 1)`,
    );
    const { rows } = await db.query<{ id: number; in_search: boolean } & LifecycleFacts>(
      `SELECT l.id, l.status, l.expires_at, o.status AS org_status,
              EXISTS (SELECT 1 FROM listing_search s WHERE s.id = l.id) AS in_search
         FROM listings l JOIN organizations o ON o.id = l.org_id`,
    );
    expect(rows.length).toBeGreaterThan(100);
    const disagree = rows.filter((r) => r.in_search !== isPublic(r, Date.now()));
    expect(disagree.map((r) => r.id)).toEqual([]);
  });

  it('the search’s copies carry each listing’s deadline, kept in step, and openSearchRowSql reads it as isOpen', async () => {
    const deadlines = async () =>
      (
        await db.query<{ id: number; listing: Date | null; narrow: Date | null; text: Date | null }>(
          `SELECT l.id, l.expires_at AS listing, s.expires_at AS narrow, t.expires_at AS text
             FROM listings l JOIN listing_search s USING (id) JOIN listing_search_text t USING (id)`,
        )
      ).rows;
    const rows = await deadlines();
    expect(rows.length).toBeGreaterThan(100);
    const time = (at: Date | null) => (at === null ? null : new Date(at).getTime());
    const apart = (r: Awaited<ReturnType<typeof deadlines>>[number]) =>
      time(r.narrow) !== time(r.listing) || time(r.text) !== time(r.listing);
    expect(rows.filter(apart)).toEqual([]);

    const [first] = rows;
    await db.query(`UPDATE listings SET expires_at = now() - interval '1 hour' WHERE id = $1`, [first!.id]);
    expect((await deadlines()).filter(apart)).toEqual([]);
    const { rows: open } = await db.query<{ id: number; open: boolean } & LifecycleFacts>(
      `SELECT s.id, ${openSearchRowSql('s')} AS open, l.status, l.expires_at, o.status AS org_status
         FROM listing_search s JOIN listings l USING (id) JOIN organizations o ON o.id = l.org_id`,
    );
    const now = Date.now();
    expect(open.filter((r) => r.open !== isOpen(r, now)).map((r) => r.id)).toEqual([]);
    expect(open.find((r) => r.id === first!.id)?.open).toBe(false);
  });
});

describe('what search engines are told of a transition', () => {
  it('going live is URL_UPDATED, being taken down URL_DELETED, waiting for payment nothing', () => {
    const draft = { status: 'DRAFT' as const, expires_at: null };
    expect(indexingNoticeOf(transition({ ...draft, listing_type: 'VOLOP' }, 'publish', NOW))).toBe(
      'URL_UPDATED',
    );
    expect(indexingNoticeOf(transition({ ...draft, listing_type: 'JOB' }, 'publish', NOW))).toBeNull();
    const awaiting = { status: 'AWAITING_PAYMENT' as const, expires_at: null, listing_type: 'JOB' as const };
    expect(indexingNoticeOf(transition(awaiting, 'paid', NOW))).toBe('URL_UPDATED');
    const live = { status: 'PUBLISHED' as const, expires_at: at(24), listing_type: 'EVENT' as const };
    expect(indexingNoticeOf(transition(live, 'close', NOW))).toBe('URL_DELETED');
    expect(LISTING_STATES.filter(isLive)).toEqual(['PUBLISHED']);
  });
});
