import { intakeIntentsRequestSchema } from './intake';

describe('intake intents', () => {
  it('takes one or more known intents', () => {
    const body = { intakeIntents: ['POST_JOB_OR_OTHER_OPP', 'VOLUNTEER'] };
    expect(intakeIntentsRequestSchema.parse(body)).toEqual(body);
  });

  it.each([[[]], [['FIND_A_JOB', 'FIND_A_JOB']], [['SELL_THINGS']]])('refuses %j', (intakeIntents) => {
    expect(intakeIntentsRequestSchema.safeParse({ intakeIntents }).success).toBe(false);
  });
});
