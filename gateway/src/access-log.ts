import type { RequestHandler } from 'express';
import { partLogger, type Logger } from './logger';

// The access log (one pino line a request, on the gateway's log) must not become a store of credentials: one-time tokens (reset, verification, undo,
// temporary storage, invites) and unsubscribe signatures in a URL let whoever reads the log act as the
// person, and looked-up email addresses are personal data. They are masked before the line is written.

/** Path segments that follow these words are secrets. */
const SECRET_SEGMENT_AFTER = new Set([
  'reset-password',
  'verify-email',
  'undo-email-change',
  'tmp-storage',
  'user-invites',
  'invites',
]);
/** Query parameters that carry a secret or an email address. */
const SECRET_PARAMS = new Set(['sig', 'token', 'tmpid', 'code', 'state', 'invite', 'email']);

const maskSecret = (value: string) => (value.length <= 4 ? '…' : `${value.slice(0, 4)}…`);

/** `jane.doe@example.org` → `j…@example.org`. */
export const maskEmail = (value: string) => {
  const at = value.lastIndexOf('@');
  return at > 0 ? `${value.slice(0, 1)}…${value.slice(at)}` : maskSecret(value);
};

/** The request URL as the log may keep it. */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const segments = path.split('/');
  const maskedPath = segments
    .map((segment, i) =>
      i > 0 && SECRET_SEGMENT_AFTER.has(segments[i - 1]!) ? maskSecret(segment) : segment,
    )
    .join('/');
  if (q === -1) return maskedPath;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const name = pair.slice(0, eq);
      if (!SECRET_PARAMS.has(decodeURIComponentSafe(name).toLowerCase())) return pair;
      const value = decodeURIComponentSafe(pair.slice(eq + 1));
      return `${name}=${encodeURIComponent(name.toLowerCase() === 'email' ? maskEmail(value) : maskSecret(value))}`;
    });
  return `${maskedPath}?${params.join('&')}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * One line a request, once its answer is sent (or the client has gone): method, masked URL, status, bytes
 * and time, with the request's id (request-id.ts), at info level on the gateway's log.
 */
export function accessLog(log: Logger = partLogger('access')): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    let written = false;
    const line = () => {
      if (written) return;
      written = true;
      const length = res.getHeader('content-length');
      log.info(
        {
          reqId: res.locals.requestId as string | undefined,
          method: req.method,
          url: maskUrl(req.originalUrl),
          status: res.writableFinished ? res.statusCode : null,
          bytes: length === undefined ? null : Number(length),
          ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
        },
        res.writableFinished ? 'request' : 'request aborted',
      );
    };
    res.once('finish', line);
    res.once('close', line);
    next();
  };
}
