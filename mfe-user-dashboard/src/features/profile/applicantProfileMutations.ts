import { RESUME_FILE_FIELD, type ApplicantProfileInput, type WorkHistoryJobInput } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { USER_DASHBOARD_AREA } from '../../area';

// The applicant profile's writes. Every answer is the whole profile (docs/product/user-dashboard.md), and
// the two pages that show it (the profile and the work history) are loaded again after each change.

const profilePages = () => [{ area: USER_DASHBOARD_AREA, pages: ['profile', 'professional-experience'] }];

export const saveApplicantProfile = defineMutation({
  name: 'mfe-user-dashboard/saveApplicantProfile',
  route: routes.updateApplicantProfile,
  input: (profile: ApplicantProfileInput) => ({ body: profile }),
  refreshes: profilePages,
});

/** The résumé as multipart/form-data; a refusal's `errors.file` carries the api's reason. */
export const uploadResume = defineMutation({
  name: 'mfe-user-dashboard/uploadResume',
  route: routes.uploadResume,
  input: (file: File) => {
    const body = new FormData();
    body.append(RESUME_FILE_FIELD, file);
    return { body };
  },
  refreshes: profilePages,
});

export const removeResume = defineMutation({
  name: 'mfe-user-dashboard/removeResume',
  route: routes.deleteResume,
  input: (_: void) => ({}),
  refreshes: profilePages,
});

export const addWorkHistoryJob = defineMutation({
  name: 'mfe-user-dashboard/addWorkHistoryJob',
  route: routes.addWorkHistoryJob,
  input: (job: WorkHistoryJobInput) => ({ body: job }),
  refreshes: profilePages,
});

export const updateWorkHistoryJob = defineMutation({
  name: 'mfe-user-dashboard/updateWorkHistoryJob',
  route: routes.updateWorkHistoryJob,
  input: ({ id, job }: { id: number; job: WorkHistoryJobInput }) => ({ params: { id }, body: job }),
  refreshes: profilePages,
});

export const deleteWorkHistoryJob = defineMutation({
  name: 'mfe-user-dashboard/deleteWorkHistoryJob',
  route: routes.deleteWorkHistoryJob,
  input: ({ id }: { id: number }) => ({ params: { id } }),
  refreshes: profilePages,
});
