import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../db/db';
import { LISTING_TYPES, LOCATION_TYPES } from '../domain/vocabulary';
import { LOCALES } from '../http/schemas';
import { parseInput } from '../http/validation';
import { search } from '../useCases/searchListings';

export const QUERY_MAX_LENGTH = 512;
const SEARCH_TYPES = [...LISTING_TYPES, 'ORG'] as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }));

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Must be one of ${values.join(', ')}` });

const searchQuery = z.object({
  type: oneOf(SEARCH_TYPES).default('JOB'),
  q: z
    .string({ error: 'Must be a single text value' })
    .transform((q) => q.trim())
    .pipe(z.string().max(QUERY_MAX_LENGTH, { error: `Must be at most ${QUERY_MAX_LENGTH} characters` }))
    .default(''),
  page: wholeNumber(1, 10_000, 'Must be a whole number of 1 or more').default(1),
  pageSize: wholeNumber(1, 100, 'Must be a whole number from 1 to 100').default(20),
  sort: oneOf(['relevance', 'newest'] as const).default('relevance'),
  // The interface language: listings in every language are searched, those in this one come first.
  lang: oneOf(LOCALES).optional(),
  locale: oneOf(LOCALES).optional(),
  locationType: z
    .union([z.literal('').transform(() => undefined), oneOf(LOCATION_TYPES)], {
      error: `Must be one of ${LOCATION_TYPES.join(', ')}`,
    })
    .optional(),
});

export function searchRoutes(db: Db): Router {
  const router = Router();
  router.get('/search/listings', async (req, res) => {
    const query = parseInput(searchQuery, req.query);
    res.json(await search(db, query));
  });
  return router;
}
