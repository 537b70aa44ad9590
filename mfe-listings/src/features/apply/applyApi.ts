import {
  RESUME_FILE_FIELD,
  type ApplicantProfile,
  type ApplicantProfileAnswer,
  type ApplicationAnswer,
  type ApplicationInput,
  type ListingType,
  type MyApplicationAnswer,
  type User,
} from '@opengood/contracts';
import { ME_URL, type HttpClient } from '@opengood/platform';

// The calls of the apply panel (contracts: applicantProfile, applications, resumes). Types only from the
// contracts' schemas, so the page does not carry zod.

export const APPLICANT_PROFILE_URL = '/data/userdashboard/applicant-profile/profile';
export const RESUME_UPLOAD_URL = '/data/userdashboard/applicant-profile/resume';
export const applicationsUrl = (type: ListingType, id: number) => `/data/listings/${type}/${id}/applications`;
export const myApplicationUrl = (type: ListingType, id: number) => `${applicationsUrl(type, id)}/mine`;
/** DATA_ROUTES.resendVerification: the verification link mailed again (applying needs a verified email). */
export const RESEND_VERIFICATION_URL = '/data/website/resend-verification';

export async function fetchApplicantProfile(http: HttpClient): Promise<ApplicantProfile> {
  const answer = await http.get<ApplicantProfileAnswer>(APPLICANT_PROFILE_URL);
  return answer.profile;
}

export async function fetchMyApplication(http: HttpClient, type: ListingType, id: number) {
  const answer = await http.get<MyApplicationAnswer>(myApplicationUrl(type, id));
  return answer.application;
}

export async function sendApplication(
  http: HttpClient,
  type: ListingType,
  id: number,
  body: ApplicationInput,
) {
  const answer = await http.post<ApplicationAnswer>(applicationsUrl(type, id), body);
  return answer.application;
}

/** POST the résumé as multipart/form-data; a refusal's `errors.file` says why (e.g. FILE_TOO_LARGE). */
export async function uploadResume(http: HttpClient, file: File): Promise<ApplicantProfile> {
  const body = new FormData();
  body.append(RESUME_FILE_FIELD, file);
  return (await http.post<ApplicantProfileAnswer>(RESUME_UPLOAD_URL, body)).profile;
}

/** The signed-in user as the api knows them now (verified in another tab, perhaps); null signed out. */
export async function fetchMe(http: HttpClient): Promise<User | null> {
  return (await http.get<{ user: User | null }>(ME_URL)).user;
}

/** Mails the verification link again; 409 `errors.email: EMAIL_ALREADY_VERIFIED` once verified. */
export async function resendVerification(http: HttpClient): Promise<void> {
  await http.post(RESEND_VERIFICATION_URL);
}
