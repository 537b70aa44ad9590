import { listingDetailSchema, listingDetailSchemas, listingSummarySchema, salarySchema } from './listing';
import { jobDetail, listingSummary, org } from './testSamples';

describe('listing schemas', () => {
  it('accepts a listing summary, remote and without salary too', () => {
    expect(listingSummarySchema.parse(listingSummary)).toEqual(listingSummary);
    const remote = { ...listingSummary, location: null, locationType: 'REMOTE', salary: null };
    expect(listingSummarySchema.safeParse(remote).success).toBe(true);
  });

  it.each([
    ['an ORG type', { type: 'ORG' }],
    ['no organisation', { org: null }],
    ['an org type in URL words', { org: { ...org, orgType: 'nonprofit' } }],
    ['a date that is not ISO', { publishedAt: 'yesterday' }],
    ['a locale outside en, es, pt', { locale: 'fr' }],
    ['a lower-case currency', { salary: { minimum: 1, maximum: null, currency: 'usd', period: 'YEAR' } }],
  ])('refuses a summary with %s', (_case, change) => {
    expect(listingSummarySchema.safeParse({ ...listingSummary, ...change }).success).toBe(false);
  });

  it('refuses a summary without its salary field (the api always sends it, null when none)', () => {
    const { salary: _salary, ...withoutSalary } = listingSummary;
    expect(listingSummarySchema.safeParse(withoutSalary).success).toBe(false);
  });

  it('requires a known salary period and a minimum', () => {
    expect(
      salarySchema.safeParse({ minimum: 10, maximum: 20, currency: 'BRL', period: 'MONTH' }).success,
    ).toBe(true);
    expect(
      salarySchema.safeParse({ minimum: 10, maximum: 20, currency: 'BRL', period: 'FORTNIGHT' }).success,
    ).toBe(false);
    expect(
      salarySchema.safeParse({ minimum: null, maximum: 20, currency: 'BRL', period: 'YEAR' }).success,
    ).toBe(false);
  });

  it('accepts a published job and the unpublished stub of a job', () => {
    expect(listingDetailSchemas.JOB.parse(jobDetail)).toEqual(jobDetail);
    const stub = {
      type: 'UNPUBLISHED_JOB',
      id: 7,
      listingType: 'JOB',
      title: 'Program Manager',
      slug: 'program-manager',
      locale: 'en',
      org,
    };
    expect(listingDetailSchemas.JOB.parse(stub)).toEqual(stub);
  });

  it('tells the types apart by their discriminator', () => {
    const { jobType: _j, professionalLevel: _p, education: _e, salary: _s, ...common } = jobDetail;
    const volop = {
      ...common,
      type: 'VOLOP',
      listingType: 'VOLOP',
      startsAt: '2026-03-01T09:00:00.000Z',
      endsAt: null,
    };
    expect(listingDetailSchema.parse(volop)).toMatchObject({ type: 'VOLOP' });
    // The jobs route answers jobs only.
    expect(listingDetailSchemas.JOB.safeParse(volop).success).toBe(false);
    // A type and listingType that disagree are refused.
    expect(listingDetailSchema.safeParse({ ...jobDetail, listingType: 'EVENT' }).success).toBe(false);
  });

  it('refuses a published job without its type-specific fields or with a wrong enum', () => {
    const { description: _d, ...noDescription } = jobDetail;
    expect(listingDetailSchema.safeParse(noDescription).success).toBe(false);
    expect(listingDetailSchema.safeParse({ ...jobDetail, jobType: 'GIG' }).success).toBe(false);
    expect(listingDetailSchema.safeParse({ ...jobDetail, functions: ['JUGGLING'] }).success).toBe(false);
  });
});
