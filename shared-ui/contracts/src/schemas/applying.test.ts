import { APPLICATION_KIND_OF, RESUME_MAX_BYTES, resumeFileProblem } from '../vocabulary/applying';
import { applicantProfileRequestSchema, workHistoryJobRequestSchema } from './applicantProfile';
import { applicationRequestSchema } from './applications';
import { jobDetailSchema } from './listing';
import {
  savedListingParamsSchema,
  savedListingsQuerySchema,
  saveListingRequestSchema,
} from './savedListings';
import { jobDetail } from './testSamples';

describe('saved listings', () => {
  it('takes { id, type } and the type/id of the address', () => {
    expect(saveListingRequestSchema.parse({ id: 3, type: 'VOLOP' })).toEqual({ id: 3, type: 'VOLOP' });
    expect(saveListingRequestSchema.safeParse({ id: '3', type: 'VOLOP' }).success).toBe(false);
    expect(savedListingParamsSchema.parse({ type: 'JOB', id: '12' })).toEqual({ type: 'JOB', id: 12 });
    expect(savedListingParamsSchema.safeParse({ type: 'ORG', id: '12' }).success).toBe(false);
    expect(savedListingsQuerySchema.parse({})).toEqual({ page: 1 });
  });
});

describe('applicant profile', () => {
  it('defaults every willingness to true and the rest to empty (docs/product/user-dashboard.md#applicant-profile)', () => {
    expect(applicantProfileRequestSchema.parse({})).toEqual({
      isRecruitable: null,
      skills: [],
      willingToWorkOnsite: true,
      willingToWorkRemote: true,
      willingToWorkHybrid: true,
      willingToWorkPartTime: true,
      userLocation: null,
    });
  });

  it('keeps a skill once, as first written', () => {
    expect(applicantProfileRequestSchema.parse({ skills: ['Excel', 'excel', ' SQL '] }).skills).toEqual([
      'Excel',
      'SQL',
    ]);
  });

  it('orders a job’s months: an end not before the start, none while current', () => {
    const job = { title: 'Officer', organization: 'Org', startMonth: '2020-05' };
    expect(workHistoryJobRequestSchema.safeParse({ ...job, endMonth: '2020-05' }).success).toBe(true);
    expect(workHistoryJobRequestSchema.safeParse({ ...job, endMonth: '2020-04' }).success).toBe(false);
    expect(workHistoryJobRequestSchema.safeParse({ ...job, current: true }).success).toBe(true);
    expect(
      workHistoryJobRequestSchema.safeParse({ ...job, current: true, endMonth: '2021-01' }).success,
    ).toBe(false);
    expect(
      workHistoryJobRequestSchema.safeParse({ ...job, startMonth: '2020-13', current: true }).success,
    ).toBe(false);
  });
});

describe('applications', () => {
  it('records an application, an interest or an attendance by listing type', () => {
    expect(APPLICATION_KIND_OF).toEqual({
      JOB: 'APPLICATION',
      INTERNSHIP: 'APPLICATION',
      VOLOP: 'INTEREST',
      EVENT: 'ATTENDANCE',
    });
    expect(applicationRequestSchema.parse({})).toEqual({ answers: [] });
  });

  it('lets a job carry its own questions, or none', () => {
    expect(jobDetailSchema.safeParse(jobDetail).success).toBe(true);
    const asked = { ...jobDetail, questions: [{ id: 1, prompt: 'Why us?', required: true }] };
    expect(jobDetailSchema.safeParse(asked).success).toBe(true);
    expect(jobDetailSchema.safeParse({ ...jobDetail, questions: [] }).success).toBe(false);
  });

  it('limits a résumé to 5 MB', () => {
    expect(RESUME_MAX_BYTES).toBe(5 * 1024 * 1024);
  });
});

describe('resumeFileProblem', () => {
  const pdf = 'application/pdf';
  const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  it.each([
    [{ name: 'cv.pdf', type: pdf, size: 1000 }, null],
    [{ name: 'cv.docx', type: docx, size: RESUME_MAX_BYTES }, null],
    [{ name: 'CV.PDF', type: '', size: 10 }, null],
    [{ name: 'cv.pdf', type: pdf, size: RESUME_MAX_BYTES + 1 }, 'FILE_TOO_LARGE'],
    [{ name: 'cv.doc', type: 'application/msword', size: 10 }, 'FILE_TYPE_NOT_ALLOWED'],
    [{ name: 'setup.exe', type: 'application/x-msdownload', size: 10 }, 'FILE_TYPE_NOT_ALLOWED'],
    [{ name: 'notes.txt', type: '', size: 10 }, 'FILE_TYPE_NOT_ALLOWED'],
  ])('%o → %s', (file, problem) => {
    expect(resumeFileProblem(file)).toBe(problem);
  });
});
