import type { Request, Response } from 'express';

/**
 * The signed-in person as the api's modules see them, filled from the session (PostgreSQL, or Redis when
 * REDIS_URL is set) by the resolver accounts supply (sessionResolver.ts).
 */
export interface SessionUser {
  id: number;
  email: string;
  /** Organisations this user administers (docs/product/organisations.md#admins: admin actions are per org). */
  adminOrgIds: readonly number[];
  /** Those of them they own (docs/product/organisations.md#owners: add owners, delete the organisation). */
  ownerOrgIds: readonly number[];
  /** Staff may act on every organisation. */
  isStaff: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- the merge point @types/express offers for req fields
  namespace Express {
    interface Request {
      /** Set by `authenticate` when a session names a user; undefined for an anonymous visitor. */
      user?: SessionUser;
    }
  }
}

/**
 * Reads the session of a request: the user it names, or null for an anonymous visitor. It may refresh
 * the session cookie on `res` (rolling sessions).
 */
export type SessionResolver = (req: Request, res: Response) => Promise<SessionUser | null>;

/** An app built without accounts (unit tests of the seam): no request carries a session. */
export const noSessions: SessionResolver = async () => null;
