import { Router, type Request } from 'express';
import { DATA_ROUTES, type UnsubscribeAnswer } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { describeUnsubscribe, resubscribe, unsubscribe } from './unsubscribe';
import type { UnsubscribeLink } from '../../platform/mail/unsubscribeLinks';

/** The one-click addresses, as paths under /data (where the CSRF check is mounted). */
const ONE_CLICK = [
  /^\/unsubscribe\/[^/]+\/[^/]+\/[^/]+\/?$/,
  /^\/unsubscribe\/org\/[^/]+\/[^/]+\/[^/]+\/[^/]+\/?$/,
];

/**
 * The one request the CSRF check lets through: the one-click unsubscribe POST (RFC 8058). A mail client
 * sends it from no page, so it has no CSRF token and no Origin to check; it needs none, because it
 * carries no ambient authority (no session is read) and acts only through the link's own HMAC
 * signature, which a forger cannot make. The undo (…/undo) is not exempt: only the page calls it.
 */
export function isOneClickUnsubscribe(req: Pick<Request, 'method' | 'path'>): boolean {
  return req.method === 'POST' && ONE_CLICK.some((pattern) => pattern.test(req.path));
}

/** The public unsubscribe links of every mail a person may turn off (personal and org variants). */
export function unsubscribeRoutes(db: Db, options: { secret: string }): Router {
  const router = Router();
  const r = DATA_ROUTES;
  const { secret } = options;

  // Public: the signature is the credential (no session is read).
  const personal = (req: Request) => ({
    link: parseInput(r.unsubscribe.params, req.params) as UnsubscribeLink,
    sig: parseInput(r.unsubscribe.query, req.query).sig,
  });
  const ofOrg = (req: Request) => ({
    link: parseInput(r.orgUnsubscribe.params, req.params) as UnsubscribeLink,
    sig: parseInput(r.orgUnsubscribe.query, req.query).sig,
  });

  for (const [read, paths] of [
    [personal, { get: r.unsubscribeLink.path, post: r.unsubscribe.path, undo: r.resubscribe.path }],
    [ofOrg, { get: r.orgUnsubscribeLink.path, post: r.orgUnsubscribe.path, undo: r.orgResubscribe.path }],
  ] as const) {
    router.get(paths.get, async (req, res) => {
      const { link, sig } = read(req);
      const answer: UnsubscribeAnswer = { data: await describeUnsubscribe(db, secret, link, sig) };
      res.set('Cache-Control', 'no-store').json(answer);
    });
    router.post(paths.post, async (req, res) => {
      const { link, sig } = read(req);
      const answer: UnsubscribeAnswer = { data: await unsubscribe(db, secret, link, sig) };
      res.set('Cache-Control', 'no-store').json(answer);
    });
    router.post(paths.undo, async (req, res) => {
      const { link, sig } = read(req);
      const answer: UnsubscribeAnswer = { data: await resubscribe(db, secret, link, sig) };
      res.set('Cache-Control', 'no-store').json(answer);
    });
  }
  return router;
}
