import {
  LISTING_DESCRIPTION_MAX_LENGTH,
  POSTING_ERROR_CODES as E,
  listingDraftRequestSchema,
  updateListingDraftRequestSchema,
} from './posting';

// The posting form's contract (docs/product/organisations.md#posting-a-listing): what a page and the api
// both refuse, each refusal keyed by the field the form shows it beside.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const event = {
  listingType: 'EVENT',
  title: '  Encuentro de voluntarios ',
  locale: 'es',
  startsAt: inDays(3),
  endsAt: inDays(4),
  timeZone: 'America/Mexico_City',
};

/** The event's draft as a job: salaries, benefits and questions are for jobs and internships. */
const asJob = { listingType: 'JOB', startsAt: null, endsAt: null, timeZone: null };

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('listingDraftRequestSchema', () => {
  it('reads a draft with its defaults: applying on the site, no place, no salary, no deadline', () => {
    expect(listingDraftRequestSchema.parse(event)).toEqual({
      ...event,
      title: 'Encuentro de voluntarios',
      description: '',
      placeId: null,
      locationType: 'ONSITE',
      remoteCountries: [],
      jobType: null,
      professionalLevel: null,
      education: null,
      payment: null,
      functions: [],
      areasOfFocus: [],
      benefits: [],
      questions: [],
      salaryMinimum: null,
      salaryMaximum: null,
      salaryCurrency: null,
      salaryPeriod: null,
      applyMethod: 'SITE',
      applyUrl: null,
      applyEmail: null,
      deadline: null,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a deadline that has passed', { deadline: inDays(-1) }, { deadline: E.DEADLINE_PASSED }],
    ['a deadline that is not a date', { deadline: 'tomorrow' }, { deadline: E.DEADLINE_INVALID }],
    ['an end before its start', { endsAt: inDays(2) }, { endsAt: E.END_BEFORE_START }],
    ['dates without a time zone', { timeZone: null }, { timeZone: E.TIME_ZONE_INVALID }],
    ['a made-up time zone', { timeZone: 'Nowhere/Else' }, { timeZone: E.TIME_ZONE_INVALID }],
    [
      'a minimum above the maximum',
      { ...asJob, salaryMinimum: 5, salaryMaximum: 4, salaryCurrency: 'MXN', salaryPeriod: 'HOUR' },
      { salaryMaximum: E.SALARY_MIN_ABOVE_MAX },
    ],
    [
      'a maximum alone',
      { salaryMaximum: 4 },
      { salaryMinimum: E.SALARY_INVALID, salaryCurrency: E.CURRENCY_INVALID, salaryPeriod: E.PERIOD_INVALID },
    ],
    [
      'a currency in lower case',
      { ...asJob, salaryMinimum: 5, salaryCurrency: 'mxn', salaryPeriod: 'HOUR' },
      { salaryCurrency: E.CURRENCY_INVALID },
    ],
    ['remote with a place', { locationType: 'REMOTE', placeId: '3530597' }, { placeId: E.PLACE_INVALID }],
    ['a link to apply without its address', { applyMethod: 'URL' }, { applyUrl: E.APPLY_URL_INVALID }],
    [
      'a description too long',
      { description: 'x'.repeat(LISTING_DESCRIPTION_MAX_LENGTH + 1) },
      { description: E.DESCRIPTION_TOO_LONG },
    ],
    ['a job with dates', { listingType: 'JOB', endsAt: null }, { startsAt: E.DATE_INVALID }],
    [
      'a salary on an event',
      { salaryMinimum: 5, salaryCurrency: 'MXN', salaryPeriod: 'HOUR' },
      { salaryMinimum: E.NOT_FOR_TYPE },
    ],
    ['questions on an event', { questions: [{ prompt: '¿Por qué?' }] }, { questions: E.NOT_FOR_TYPE }],
    [
      'questions when applying elsewhere',
      {
        ...asJob,
        applyMethod: 'URL',
        applyUrl: 'https://example.org/apply',
        questions: [{ prompt: 'Why?' }],
      },
      { questions: E.NOT_FOR_TYPE },
    ],
    [
      'too many questions',
      { ...asJob, questions: Array(11).fill({ prompt: 'Why?' }) },
      { questions: E.QUESTIONS_INVALID },
    ],
    [
      'four functions',
      { ...asJob, functions: ['LEGAL', 'RESEARCH', 'OPERATIONS', 'ADMINISTRATIVE'] },
      { functions: E.FUNCTIONS_INVALID },
    ],
    ['a function twice', { ...asJob, functions: ['LEGAL', 'LEGAL'] }, { functions: E.FUNCTIONS_INVALID }],
    ['countries for a listing on site', { remoteCountries: ['BR'] }, { remoteCountries: E.NOT_FOR_TYPE }],
    [
      'a country that is not a code',
      { locationType: 'REMOTE', remoteCountries: ['Brazil'] },
      { remoteCountries: E.COUNTRIES_INVALID },
    ],
    ['pay for a job', { ...asJob, payment: 'PAID' }, { payment: E.NOT_FOR_TYPE }],
    [
      'a level for an internship',
      { ...asJob, listingType: 'INTERNSHIP', professionalLevel: 'DIRECTOR' },
      { professionalLevel: E.NOT_FOR_TYPE },
    ],
  ])('refuses %s', (_name, change, errors) => {
    expect(errorsOf(listingDraftRequestSchema.safeParse({ ...event, ...change }))).toEqual(errors);
  });

  it('an update names the version it was read at', () => {
    expect(errorsOf(updateListingDraftRequestSchema.safeParse(event))).toEqual({
      version: E.VERSION_INVALID,
    });
    expect(updateListingDraftRequestSchema.parse({ ...event, version: 4 }).version).toBe(4);
  });
});
