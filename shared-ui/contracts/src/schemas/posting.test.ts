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

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('listingDraftRequestSchema', () => {
  it('reads a draft with its defaults: applying on the site, no place, no salary, no deadline', () => {
    expect(listingDraftRequestSchema.parse(event)).toEqual({
      ...event,
      title: 'Encuentro de voluntarios',
      description: '',
      placeId: null,
      remote: false,
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
      { salaryMinimum: 5, salaryMaximum: 4, salaryCurrency: 'MXN', salaryPeriod: 'HOUR' },
      { salaryMaximum: E.SALARY_MIN_ABOVE_MAX },
    ],
    [
      'a maximum alone',
      { salaryMaximum: 4 },
      { salaryMinimum: E.SALARY_INVALID, salaryCurrency: E.CURRENCY_INVALID, salaryPeriod: E.PERIOD_INVALID },
    ],
    [
      'a currency in lower case',
      { salaryMinimum: 5, salaryCurrency: 'mxn', salaryPeriod: 'HOUR' },
      { salaryCurrency: E.CURRENCY_INVALID },
    ],
    ['remote with a place', { remote: true, placeId: '3530597' }, { placeId: E.PLACE_INVALID }],
    ['a link to apply without its address', { applyMethod: 'URL' }, { applyUrl: E.APPLY_URL_INVALID }],
    [
      'a description too long',
      { description: 'x'.repeat(LISTING_DESCRIPTION_MAX_LENGTH + 1) },
      { description: E.DESCRIPTION_TOO_LONG },
    ],
    ['a job with dates', { listingType: 'JOB', endsAt: null }, { startsAt: E.DATE_INVALID }],
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
