import { APPLICATION_STAGES, type ApplicationStage } from '@opengood/contracts';

// The applicant pipeline's one rule: which moves between stages an organisation's admins may make
// (docs/product/organisations.md#applicants). The use-cases ask here and write what it says.
// - An application arrives NEW; once an admin moves it, it is never NEW again (it has been seen).
// - Between REVIEWED, SHORTLISTED, INTERVIEWING and OFFERED any move is allowed, forward (skipping stages:
//   a strong applicant may go straight to an interview) or back (undoing a mistaken move).
// - HIRED only from OFFERED, and it is final: a hire is a fact the organisation has recorded.
// - REJECTED from every stage but HIRED; a rejected application may only be reconsidered (back to REVIEWED).

const ACTIVE: readonly ApplicationStage[] = ['REVIEWED', 'SHORTLISTED', 'INTERVIEWING', 'OFFERED'];

function targetsFrom(from: ApplicationStage): readonly ApplicationStage[] {
  switch (from) {
    case 'NEW':
      return [...ACTIVE, 'REJECTED'];
    case 'REVIEWED':
    case 'SHORTLISTED':
    case 'INTERVIEWING':
      return [...ACTIVE.filter((s) => s !== from), 'REJECTED'];
    case 'OFFERED':
      return [...ACTIVE.filter((s) => s !== from), 'HIRED', 'REJECTED'];
    case 'HIRED':
      return [];
    case 'REJECTED':
      return ['REVIEWED'];
  }
}

/** Every stage's allowed next stages, in pipeline order. */
export const STAGE_MOVES: Readonly<Record<ApplicationStage, readonly ApplicationStage[]>> = (() => {
  const moves = {} as Record<ApplicationStage, readonly ApplicationStage[]>;
  for (const from of APPLICATION_STAGES)
    moves[from] = APPLICATION_STAGES.filter((to) => targetsFrom(from).includes(to));
  return moves;
})();

/** Whether an application at `from` may be moved to `to` (never to the stage it is at). */
export function canMoveStage(from: ApplicationStage, to: ApplicationStage): boolean {
  return STAGE_MOVES[from].includes(to);
}
