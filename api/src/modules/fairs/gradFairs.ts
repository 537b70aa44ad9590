import {
  GRAD_FAIR_MESSAGES,
  GRAD_FAIRS_MAX_LIMIT,
  type GradFair,
  type gradFairsQuerySchema,
  type Lang,
} from '@opengood/contracts';
import type { z } from 'zod';
import { NotFoundError } from '../../domain/errors';
import { clock, type FairsDeps } from './fairsDeps';
import { presentFair } from './fairsPresenter';
import * as repo from './fairsRepository';

// The fairs anyone may read (docs/product/grad-fairs.md#the-fair-area): the upcoming ones, the nearest
// first when a point is given (the graduate-fair ad asks for the nearest within 50 miles), and one fair.

export const NO_FAIR = () => new NotFoundError({ fairId: GRAD_FAIR_MESSAGES.NO_FAIR });

export type UpcomingFairsInput = z.output<typeof gradFairsQuerySchema>;

/** Fairs that have not begun: soonest first, or nearest first from `near` (within `withinMiles`). */
export async function upcomingFairs(deps: FairsDeps, input: UpcomingFairsInput): Promise<GradFair[]> {
  const now = clock(deps);
  const rows = await repo.findUpcomingFairs(deps.db, {
    now,
    near: input.near,
    withinMiles: input.near ? input.withinMiles : undefined,
    limit: input.limit ?? GRAD_FAIRS_MAX_LIMIT,
  });
  return rows.map((row) => presentFair(row, input.lang, now));
}

/** One fair, begun or over included (a link to it keeps working). */
export async function getFair(deps: FairsDeps, fairId: number, lang: Lang): Promise<GradFair> {
  const row = await repo.findFair(deps.db, fairId);
  if (!row) throw NO_FAIR();
  return presentFair(row, lang, clock(deps));
}
