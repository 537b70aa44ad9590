import { abAssignmentRequestSchema, abExperimentSchema } from './ab';
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
      oidcSignIn: false,
      _version: 1,
    };
    expect(environmentAnswerSchema.parse(env)).toEqual(env);
    expect(environmentAnswerSchema.safeParse({ ...env, isUS: 'no' }).success).toBe(false);
    expect(environmentAnswerSchema.safeParse({ ...env, oidcSignIn: 'yes' }).success).toBe(false);
  });

  it('accepts a guessed location with or without city and state, and refuses a lowercase country', () => {
    const base = {
      showAcceptCookies: false,
      isUS: true,
      abExperiments: [{ id: 'hero-cta', bucket: 'B' }],
      oidcSignIn: true,
    };
    const syracuse = {
      city: 'Syracuse',
      stateCode: 'NY',
      countryCode: 'US',
      latitude: 43.05,
      longitude: -76.15,
    };
    expect(environmentAnswerSchema.parse({ ...base, guessedLocation: syracuse }).guessedLocation).toEqual(
      syracuse,
    );
    const countryOnly = { ...syracuse, city: null, stateCode: null };
    expect(environmentAnswerSchema.safeParse({ ...base, guessedLocation: countryOnly }).success).toBe(true);
    const lower = { ...syracuse, countryCode: 'us' };
    expect(environmentAnswerSchema.safeParse({ ...base, guessedLocation: lower }).success).toBe(false);
  });

  it('takes short experiment codes and refuses blanks, spaces and long ones', () => {
    expect(abAssignmentRequestSchema.parse({ id: 'search.sort_v2', bucket: 'control' })).toEqual({
      id: 'search.sort_v2',
      bucket: 'control',
    });
    for (const bad of [
      { id: '', bucket: 'A' },
      { id: 'a b', bucket: 'A' },
      { id: 'x'.repeat(65), bucket: 'A' },
    ])
      expect(abExperimentSchema.safeParse(bad).success).toBe(false);
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
