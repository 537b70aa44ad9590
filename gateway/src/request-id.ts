import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { withRequestId } from './logger';

// Every request gets an id, X-Request-Id: the one a proxy TRUST_PROXY trusts gave it (a load balancer that
// assigns ids), when well formed, else a new one, never one a client wrote. The gateway names it in its
// access line and every line it logs for the request, answers it, and forwards it to the api (/data),
// which logs with it and answers it too.

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What an id from a trusted proxy may look like: a UUID, or any short token without spaces or quotes. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** Whether the socket's peer is a proxy `trust proxy` (TRUST_PROXY) trusts, rather than the client itself. */
function fromTrustedProxy(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
  return trust?.(req.socket.remoteAddress ?? '', 0) ?? false;
}

/** The request's id: a trusted proxy's, when well formed; else a new one. */
export function requestIdOf(req: Request): string {
  const given = req.get(REQUEST_ID_HEADER);
  return given !== undefined && WELL_FORMED.test(given) && fromTrustedProxy(req) ? given : randomUUID();
}

export function requestId(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req);
    // The /data proxy forwards the request's headers: the api gets this id, not the client's.
    req.headers['x-request-id'] = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    res.locals.requestId = id;
    withRequestId(id, next);
  };
}
