// One complete, publishable job draft for the api tests (billing's cart, the posting routes): remote, so it
// needs no place; its deadline a month ahead of the test's run.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A job draft the posting routes publish as it is. */
export const jobDraft = (title = 'Program Officer') => ({
  listingType: 'JOB',
  title,
  description: '<p>Lead our programs.</p>',
  locale: 'en',
  locationType: 'REMOTE',
  jobType: 'FULL_TIME',
  professionalLevel: 'PROFESSIONAL',
  functions: ['PROGRAM_MANAGEMENT'],
  salaryMinimum: 40000,
  salaryMaximum: 55000,
  salaryCurrency: 'USD',
  salaryPeriod: 'YEAR',
  applyMethod: 'URL',
  applyUrl: 'https://jobs.example.org/program-officer',
  deadline: inDays(30),
});
