import {
  answerGradFairInviteSchema,
  GRAD_FAIR_ERROR_CODES,
  gradFairsQuerySchema,
  orgGradFairInviteParamsSchema,
  orgGradFairParamsSchema,
} from './gradFairs';

describe('grad fair requests', () => {
  it('reads near as latitude,longitude and refuses anything else with NEAR_INVALID', () => {
    expect(gradFairsQuerySchema.parse({ near: '40.7127753,-74.0059728', withinMiles: '50' })).toEqual({
      lang: 'en',
      near: { latitude: 40.7127753, longitude: -74.0059728 },
      withinMiles: 50,
    });
    for (const near of ['40.7', '91,0', '0,181', 'a,b', '40.7,-74.0,1', ' 40,1'])
      expect(gradFairsQuerySchema.safeParse({ near }).error?.issues[0]?.message).toBe(
        GRAD_FAIR_ERROR_CODES.NEAR_INVALID,
      );
  });

  it('bounds withinMiles and limit, and takes one of the three languages', () => {
    expect(gradFairsQuerySchema.safeParse({ withinMiles: '0' }).success).toBe(false);
    expect(gradFairsQuerySchema.safeParse({ withinMiles: '501' }).success).toBe(false);
    expect(gradFairsQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(gradFairsQuerySchema.safeParse({ lang: 'fr' }).success).toBe(false);
    expect(gradFairsQuerySchema.parse({ lang: 'pt', limit: '1' })).toEqual({ lang: 'pt', limit: 1 });
  });

  it("says 'Invalid org id' for a malformed organisation, and the fair's or invite's message for theirs", () => {
    const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages(orgGradFairParamsSchema.safeParse({ orgId: 'x', fairId: '0' }))).toEqual({
      orgId: 'Invalid org id',
      fairId: 'No fair found',
    });
    expect(
      messages(orgGradFairInviteParamsSchema.safeParse({ orgId: '1', inviteId: '99999999999' })),
    ).toEqual({
      inviteId: 'No invite found',
    });
    expect(orgGradFairParamsSchema.safeParse({ orgId: '2147483648', fairId: '1' }).success).toBe(false);
  });

  it('an answer is true or false', () => {
    expect(answerGradFairInviteSchema.safeParse({ accept: 'yes' }).error?.issues[0]?.message).toBe(
      'ANSWER_INVALID',
    );
    expect(answerGradFairInviteSchema.parse({ accept: false })).toEqual({ accept: false });
  });
});
