import type { Express } from 'express';
import { DATA_PREFIX, DATA_ROUTES, type RouteAccess } from '@opengood/contracts';
import { browser, type Browser } from '../../testing/contractRequest';
import { openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';

// The authorisation matrix, generated from the contracts' route table: every call under /orgdashboard
// (and the requests to administer one, /organizations/:orgId/…) declares who may make it (`access`), and each is tried as every
// kind of caller. A new call without a
// rule, or one whose guard says something else, fails here (docs/product/organisations.md#admin-messages).

type Caller = 'anonymous' | 'user' | 'otherAdmin' | 'plainAdmin' | 'admin' | 'staff';
const CALLERS: readonly Caller[] = ['anonymous', 'user', 'otherAdmin', 'plainAdmin', 'admin', 'staff'];

/** The status each caller gets, by access: a number, or 'passes' (past the guard: neither 401 nor 403). */
const EXPECTED: Record<RouteAccess, Record<Caller, number | 'passes'>> = {
  public: {
    anonymous: 'passes',
    user: 'passes',
    otherAdmin: 'passes',
    plainAdmin: 'passes',
    admin: 'passes',
    staff: 'passes',
  },
  user: {
    anonymous: 401,
    user: 'passes',
    otherAdmin: 'passes',
    plainAdmin: 'passes',
    admin: 'passes',
    staff: 'passes',
  },
  orgAdmin: {
    anonymous: 401,
    user: 403,
    otherAdmin: 403,
    plainAdmin: 'passes',
    admin: 'passes',
    staff: 'passes',
  },
  orgOwner: { anonymous: 401, user: 403, otherAdmin: 403, plainAdmin: 403, admin: 'passes', staff: 'passes' },
  staff: { anonymous: 401, user: 403, otherAdmin: 403, plainAdmin: 403, admin: 403, staff: 'passes' },
};

/** 403's message by access. */
const REFUSAL: Partial<Record<RouteAccess, Record<string, string>>> = {
  orgAdmin: { orgId: 'User is not an admin' },
  orgOwner: { orgId: 'User is not an owner' },
  staff: { user: 'User is not staff' },
};

/**
 * Billing's calls outside /orgdashboard (docs/product/billing.md): an invoice and its PDF by id (signed-in
 * users; the invoice's own readers are checked past the guard, anyone else 404), and staff's tabs and refunds.
 */
const BILLING_ROUTES = new Set([
  'invoice',
  'invoicePdf',
  'staffUsers',
  'staffInvoices',
  'staffPayments',
  'refundPayment',
]);

const ORG_ROUTES = Object.values(DATA_ROUTES).filter(
  (r) =>
    r.path.startsWith('/orgdashboard/') ||
    r.path.startsWith('/organizations/:orgId') ||
    BILLING_ROUTES.has(r.name),
);

let seeded: SeededApp;
let app: Express;
/** An admin, not an owner, of every organisation the routes act on (each seeded admin owns theirs). */
const PLAIN_ADMIN = NAMED_USERS.portugueseSeeker.email;
beforeAll(async () => {
  seeded = await openSeededApp();
  app = seeded.app;
  await seeded.db.query(
    `INSERT INTO org_admins (org_id, user_id, role)
     SELECT o.id, u.id, 'ADMIN' FROM organizations o, users u WHERE u.email = $1 AND o.id BETWEEN 2 AND 39`,
    [PLAIN_ADMIN],
  );
});
afterAll(() => seeded?.close());

/**
 * Each route acts on organisations of its own (2 to 39 of the test seed's 40), so a write that passes (a
 * delete) spoils no other case; organisation 1's admin is the admin of another organisation.
 */
const OTHER_ORG = 1;
const orgFor = (routeIndex: number, caller: Caller) =>
  2 + ((routeIndex * 2 + (caller === 'staff' ? 1 : 0)) % 38);

function urlOf(path: string, orgId: number | string) {
  return (
    DATA_PREFIX + path.replace(/:(\w+)/g, (_m, name: string) => (name === 'orgId' ? String(orgId) : '999999'))
  );
}

async function callerBrowser(caller: Caller, orgId: number): Promise<Browser> {
  switch (caller) {
    case 'anonymous':
      return browser(app);
    case 'user':
      return signIn(app, NAMED_USERS.jobSeeker.email);
    case 'otherAdmin':
      return signIn(app, orgAdminEmail(OTHER_ORG));
    case 'plainAdmin':
      return signIn(app, PLAIN_ADMIN);
    case 'admin':
      return signIn(app, orgAdminEmail(orgId));
    case 'staff':
      return signIn(app, NAMED_USERS.staff.email);
  }
}

const send = (b: Browser, method: string, url: string) =>
  b[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);

it('every call under /orgdashboard declares who may make it', () => {
  expect(ORG_ROUTES.length).toBeGreaterThan(0);
  expect(ORG_ROUTES.filter((r) => !('access' in r)).map((r) => `${r.method} ${r.path}`)).toEqual([]);
});

describe.each(ORG_ROUTES.map((route, index) => [`${route.method} ${route.path}`, route, index] as const))(
  '%s',
  (_name, route, index) => {
    const access = (route as { access: RouteAccess }).access;

    it('answers a malformed org id with 400 Invalid org id, before any permission check', async () => {
      // A call that names no organisation (the recommendation mail's rating link) has no org id to check.
      if (!route.path.includes(':orgId')) return;
      for (const bad of ['abc', '0', '-1', '1.5']) {
        const res = await send(await browser(app), route.method, urlOf(route.path, bad));
        expect({ bad, status: res.status, errors: res.body.errors }).toEqual({
          bad,
          status: 400,
          errors: { orgId: 'Invalid org id' },
        });
      }
    });

    it.each(CALLERS.map((c) => [c] as const))('as %s', async (caller) => {
      const orgId = orgFor(index, caller);
      const res = await send(await callerBrowser(caller, orgId), route.method, urlOf(route.path, orgId));
      const expected = EXPECTED[access][caller];
      if (expected === 'passes') expect([401, 403]).not.toContain(res.status);
      else {
        expect(res.status).toBe(expected);
        const message = { 401: { user: 'Missing user' }, 403: REFUSAL[access] }[expected as 401 | 403];
        expect(res.body.errors).toEqual(message);
      }
    });
  },
);
