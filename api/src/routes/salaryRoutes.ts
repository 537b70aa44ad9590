import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../db/db';
import { FUNCTIONS } from '../domain/vocabulary';
import { LOCALES } from '../http/schemas';
import { parseInput } from '../http/validation';
import { salarySummary } from '../useCases/salarySummary';

const summaryQuery = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: 'Must be a two-letter country code' })
    .transform((c) => c.toUpperCase())
    .optional(),
  function: z.enum(FUNCTIONS, { error: 'Must be a known function code' }).optional(),
  lang: z.enum(LOCALES, { error: `Must be one of ${LOCALES.join(', ')}` }).default('en'),
});

export function salaryRoutes(db: Db): Router {
  const router = Router();
  router.get('/salaries/summary', async (req, res) => {
    const query = parseInput(summaryQuery, req.query);
    res.json({
      data: await salarySummary(db, { country: query.country, fn: query.function, lang: query.lang }),
    });
  });
  return router;
}
