import type {
  OrgApplication,
  OrgApplicationSummary,
  OrgListing,
  OrgListingApplications,
} from '@opengood/contracts';

import { testListing as postingTestListing } from '../posting/testListings';

// Answers of the pipeline's calls for the pages' tests (the fake api checks them against the contracts).

/** The posting tests' listing, as the applicants pages see one: live, with applications. */
export const testListing = (over: Partial<OrgListing> = {}): OrgListing =>
  postingTestListing({
    id: 55,
    status: 'PUBLISHED',
    version: 3,
    title: 'Grants Manager',
    description: '<p>Lead our grants.</p>',
    professionalLevel: null,
    functions: [],
    deadline: '2026-12-31T00:00:00.000Z',
    publishedAt: '2026-11-02T00:00:00.000Z',
    updatedAt: '2026-11-03T00:00:00.000Z',
    applicationCount: 3,
    ...over,
  });

export const testSummary = (over: Partial<OrgApplicationSummary> = {}): OrgApplicationSummary => ({
  id: 901,
  kind: 'APPLICATION',
  stage: 'NEW',
  rating: null,
  applicant: { userId: 31, name: 'Jane Rivera', email: 'jane@example.org' },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  noteCount: 0,
  hasResume: true,
  ...over,
});

export const STAGE_COUNTS = {
  NEW: 2,
  REVIEWED: 0,
  SHORTLISTED: 0,
  INTERVIEWING: 0,
  OFFERED: 0,
  HIRED: 0,
  REJECTED: 1,
};

export const testApplications = (over: Partial<OrgListingApplications> = {}): OrgListingApplications => ({
  listing: { id: 55, type: 'JOB', title: 'Grants Manager' },
  stageCounts: STAGE_COUNTS,
  applications: [
    testSummary(),
    testSummary({
      id: 902,
      applicant: { userId: 32, name: 'Bruno Costa', email: 'bruno@example.org' },
      rating: 'MAYBE',
      noteCount: 2,
      hasResume: false,
      createdAt: '2026-11-18T10:00:00.000Z',
    }),
    testSummary({
      id: 903,
      stage: 'REJECTED',
      rating: 'NOT_A_FIT',
      applicant: { userId: 33, name: 'Chen Wu', email: 'chen@example.org' },
    }),
  ],
  count: 3,
  pageCount: 1,
  ...over,
});

export const testApplication = (over: Partial<OrgApplication> = {}): OrgApplication => ({
  ...testSummary(),
  listing: { id: 55, type: 'JOB', title: 'Grants Manager' },
  coverLetter: 'Six years of grant programmes.\nHappy to talk.',
  answers: [{ questionId: 4, prompt: 'Why us?', answer: 'Your mission.' }],
  profile: {
    resumeId: 'AbCdEfGhIjKlMnOpQrStUv',
    resume: {
      id: 'AbCdEfGhIjKlMnOpQrStUv',
      name: 'Jane CV.pdf',
      mediaType: 'application/pdf',
      size: 1200,
      uploadedAt: '2026-11-01T00:00:00.000Z',
    },
    isRecruitable: true,
    workHistoryJobs: [
      {
        id: 1,
        title: 'Grants Officer',
        organization: 'Cruz Roja',
        startMonth: '2020-01',
        endMonth: null,
        current: true,
        description: '',
      },
    ],
    skills: ['Grant writing', 'Budgets'],
    willingToWorkOnsite: false,
    willingToWorkRemote: true,
    willingToWorkHybrid: true,
    willingToWorkPartTime: false,
    userLocation: null,
  },
  notes: [
    {
      id: 70,
      author: { id: 8, name: 'Bo Diaz' },
      body: 'Strong on budgets.',
      createdAt: '2026-11-21T09:30:00.000Z',
    },
    { id: 71, author: null, body: 'Call her back.', createdAt: '2026-11-22T09:30:00.000Z' },
  ],
  ...over,
});
