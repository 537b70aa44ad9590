import type { IncomingMessage } from 'node:http';
import { readVisitorCookies } from './visitor';

/**
 * The per-visitor counting key of the anonymous writes' limits (tmp-storage, tracked events, A/B
 * assignments): `user:<id>` when signed in, else `vid:<id>` for a browser with a visitor id. A browser
 * without one yet (its first write) is not counted per visitor; its address still is. A client that
 * makes up a fresh visitor id for every request escapes this count, never the per-address one.
 */
export function visitorKey(req: IncomingMessage & { user?: { id: number } }): string | undefined {
  if (req.user) return `user:${req.user.id}`;
  const { visitorId } = readVisitorCookies(req.headers.cookie);
  return visitorId ? `vid:${visitorId}` : undefined;
}
