import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { withLogContext } from '../log';

// Every request has an id, X-Request-Id: the gateway's (it assigns one to each request and forwards it),
// or a new one. It is echoed in the answer and named in every line logged while the request is served
// (the log context), so one request can be followed from the gateway's access line to the api's lines
// and to the mails it put in the outbox.

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What an id from a trusted hop may look like: a UUID, or any short token without spaces or quotes. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** Whether the request's immediate peer is a hop `trust proxy` trusts (the gateway), not a client. */
function fromTrustedHop(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
  return trust?.(req.socket.remoteAddress ?? '', 0) ?? false;
}

/** The id a trusted hop gave, when well formed; else a new one. */
export function requestIdOf(req: Request): string {
  const given = req.get(REQUEST_ID_HEADER);
  return given !== undefined && WELL_FORMED.test(given) && fromTrustedHop(req) ? given : randomUUID();
}

export const requestId: RequestHandler = (req, res, next) => {
  const id = requestIdOf(req);
  res.set(REQUEST_ID_HEADER, id);
  withLogContext({ reqId: id }, next);
};
