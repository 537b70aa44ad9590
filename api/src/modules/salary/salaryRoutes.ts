import { Router } from 'express';
import { DATA_ROUTES, type SalarySummaryAnswer } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { salarySummary } from './salarySummary';

/** GET /data/salaries/summary — the salary explorer's figures. */
export function salaryRoutes(db: Db): Router {
  const router = Router();
  const route = DATA_ROUTES.salarySummary;
  router.get(route.path, async (req, res) => {
    const query = parseInput(route.query, req.query);
    const answer: SalarySummaryAnswer = { data: await salarySummary(db, query) };
    res.json(answer);
  });
  return router;
}
