import type { Request } from 'express';

/**
 * The signed-in person as the api's modules see them. The accounts work fills it from the session
 * (PostgreSQL, or Redis when REDIS_URL is set); until then nobody is ever signed in.
 */
export interface SessionUser {
  id: number;
  email: string;
  /** Organisations this user administers (spec §6: admin actions are per org). */
  adminOrgIds: readonly number[];
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

/** Reads the session of a request: the user it names, or null for an anonymous visitor. */
export type SessionResolver = (req: Request) => Promise<SessionUser | null>;

/** Until accounts exist, no request carries a session. */
export const noSessions: SessionResolver = async () => null;
