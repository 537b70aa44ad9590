import { Router, type Request } from 'express';
import { DATA_ROUTES } from '@opengood/contracts';
import { accessGuard } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import {
  getRecommendedCandidate,
  listRecommendedCandidates,
  rateCandidate,
  rateCandidateFromMail,
} from './recommendations';

// Recommended candidates (docs/product/organisations.md#recommended-candidates): who may call is the route
// table's access, checked by accessGuard; the mail's rating route (access 'user') is checked by its use-case.

function userOf(req: Request) {
  const user = req.user;
  if (!user) throw new Error('accessGuard lets no anonymous caller through here');
  return user;
}

export function recommendationRoutes(db: Db): Router {
  const router = Router();
  const r = DATA_ROUTES;
  const noStore = 'private, no-store';

  router.get(r.recommendedCandidates.path, accessGuard(r.recommendedCandidates), async (req, res) => {
    const { orgId, listingId } = parseInput(r.recommendedCandidates.params, req.params);
    res.set('Cache-Control', noStore).json({ data: await listRecommendedCandidates(db, orgId, listingId) });
  });

  router.get(r.recommendedCandidate.path, accessGuard(r.recommendedCandidate), async (req, res) => {
    const { orgId, listingId, applicantId } = parseInput(r.recommendedCandidate.params, req.params);
    res
      .set('Cache-Control', noStore)
      .json({ data: await getRecommendedCandidate(db, orgId, listingId, applicantId) });
  });

  router.put(r.rateRecommendedCandidate.path, accessGuard(r.rateRecommendedCandidate), async (req, res) => {
    const { orgId, listingId, applicantId } = parseInput(r.rateRecommendedCandidate.params, req.params);
    const { rating } = parseInput(r.rateRecommendedCandidate.body, req.body ?? {});
    res.json({ data: await rateCandidate(db, userOf(req).id, orgId, listingId, applicantId, rating) });
  });

  const fromMail = r.rateRecommendedCandidateFromMail;
  router.post(fromMail.path, accessGuard(fromMail), async (req, res) => {
    const { applicantId } = parseInput(fromMail.params, req.params);
    const { listingId, rating } = parseInput(fromMail.body, req.body ?? {});
    res.json({ data: await rateCandidateFromMail(db, userOf(req), listingId, applicantId, rating) });
  });
  return router;
}
