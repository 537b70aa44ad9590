import { APPLICATION_STAGES, type ApplicationStage } from '@opengood/contracts';
import { canMoveStage, STAGE_MOVES } from './pipelineRules';

// The whole table of moves, written out: a change to the rule changes this test on purpose.
const EXPECTED: Record<ApplicationStage, ApplicationStage[]> = {
  NEW: ['REVIEWED', 'SHORTLISTED', 'INTERVIEWING', 'OFFERED', 'REJECTED'],
  REVIEWED: ['SHORTLISTED', 'INTERVIEWING', 'OFFERED', 'REJECTED'],
  SHORTLISTED: ['REVIEWED', 'INTERVIEWING', 'OFFERED', 'REJECTED'],
  INTERVIEWING: ['REVIEWED', 'SHORTLISTED', 'OFFERED', 'REJECTED'],
  OFFERED: ['REVIEWED', 'SHORTLISTED', 'INTERVIEWING', 'HIRED', 'REJECTED'],
  HIRED: [],
  REJECTED: ['REVIEWED'],
};

describe('the applicant pipeline: which stage moves are allowed', () => {
  it('allows exactly the moves of the table', () => {
    expect(STAGE_MOVES).toEqual(EXPECTED);
    for (const from of APPLICATION_STAGES)
      for (const to of APPLICATION_STAGES)
        expect({ from, to, allowed: canMoveStage(from, to) }).toEqual({
          from,
          to,
          allowed: EXPECTED[from].includes(to),
        });
  });

  it('never moves an application to the stage it is at, nor back to NEW', () => {
    for (const stage of APPLICATION_STAGES) {
      expect(canMoveStage(stage, stage)).toBe(false);
      expect(canMoveStage(stage, 'NEW')).toBe(false);
    }
  });

  it('hires only from an offer, and a hire is final', () => {
    expect(APPLICATION_STAGES.filter((s) => canMoveStage(s, 'HIRED'))).toEqual(['OFFERED']);
    expect(STAGE_MOVES.HIRED).toEqual([]);
  });

  it('rejects from every stage but HIRED, and a rejection can only be reconsidered to REVIEWED', () => {
    expect(APPLICATION_STAGES.filter((s) => canMoveStage(s, 'REJECTED'))).toEqual([
      'NEW',
      'REVIEWED',
      'SHORTLISTED',
      'INTERVIEWING',
      'OFFERED',
    ]);
    expect(STAGE_MOVES.REJECTED).toEqual(['REVIEWED']);
  });
});
