import { environmentAnswerSchema } from './environment';
import { errorAnswerSchema } from './errors';
import { idParamSchema } from './request';

describe('environment, error and request building blocks', () => {
  it('accepts the environment answer and refuses a string flag', () => {
    const env = {
      showAcceptCookies: true,
      guessedLocation: null,
      isUS: false,
      abExperiments: [],
      _version: 1,
    };
    expect(environmentAnswerSchema.parse(env)).toEqual(env);
    expect(environmentAnswerSchema.safeParse({ ...env, isUS: 'no' }).success).toBe(false);
  });

  it('accepts an error answer with its field map and refuses one without it', () => {
    const error = { message: 'Not found', errors: { id: 'No job with this id' }, _version: 1 };
    expect(errorAnswerSchema.parse(error)).toEqual(error);
    expect(errorAnswerSchema.safeParse({ message: 'Not found' }).success).toBe(false);
    expect(errorAnswerSchema.safeParse({ message: 'Bad', errors: { id: 3 } }).success).toBe(false);
  });

  it.each(['1', '42', '2147483648'])('reads the id %s', (id) => {
    expect(idParamSchema.parse(id)).toBe(Number(id));
  });

  it.each(['0', '07', '-1', '1.5', '1e3', 'abc', ''])('refuses the id %j', (id) => {
    expect(idParamSchema.safeParse(id).error?.issues[0]?.message).toBe('Must be a positive whole number');
  });
});
