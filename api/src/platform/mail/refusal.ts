// How a failed send ended, as far as the sender can know. Every mail of the product is sent at most once
// (platform/outbox, and the saved-search alerts' own claims): a send that certainly did not hand the
// message over may be tried again; one that may have handed it over is not retried blindly.

/** A mail that could not be rendered (a bug, not the mail server): it never left, and never will. */
export class MailRenderError extends Error {
  override name = 'MailRenderError';
}

/** The causes of a failed connection that mean nothing was sent: the server was never reached. */
const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);

/**
 * Whether the mail server certainly did not take the mail: it answered with a refusal (an SMTP 4xx or 5xx
 * reply, to the envelope or to the message), it was never reached (DNS, a refused connection: the
 * socket error's own code, which nodemailer keeps as originalCode), or the
 * sender could not sign in or give a valid envelope. Anything else — a connection closed or timed out
 * while the message was on its way — may have handed it over (nodemailer reports a connection that drops
 * after the message's data as ECONNECTION too, so that code alone proves nothing).
 */
export function isMailRefusal(error: unknown): boolean {
  if (error instanceof MailRenderError) return true;
  const e = (error ?? {}) as { responseCode?: unknown; code?: unknown; originalCode?: unknown };
  if (typeof e.responseCode === 'number' && e.responseCode >= 400) return true;
  if (e.code === 'EDNS' || e.code === 'EAUTH' || e.code === 'ENOAUTH' || e.code === 'EENVELOPE') return true;
  // A socket error (ESOCKET, ECONNECTION) keeps the system's own code: a refused connection, no such host.
  return typeof e.originalCode === 'string' && NEVER_CONNECTED.has(e.originalCode);
}
