import { HttpError } from '@opengood/platform';
import type { ApplicantProfile, ApplicantProfileAnswer, GeneralSettings } from '@opengood/contracts';
import { EMPTY_APPLICANT_PROFILE } from '@opengood/contracts';

// Sample answers of the area's tests, in the contracts' shapes (the fake api checks every answer).

/** Docs/product/user-dashboard.md "Applicant profile": what the api answers before anything is saved. */
export const EMPTY_PROFILE: ApplicantProfile = EMPTY_APPLICANT_PROFILE;

/** Every applicant-profile answer: the profile, with its résumé id and recruitable flag at the top. */
export const profileAnswer = (profile: ApplicantProfile): ApplicantProfileAnswer => ({
  profile,
  resumeId: profile.resumeId,
  isRecruitable: profile.isRecruitable,
});

export const SETTINGS: GeneralSettings = {
  emailPreferences: [{ kind: 'SAVED_SEARCH_ALERTS', enabled: true }],
  profile: { enabled: true, username: null, published: false },
};

/** The api's refusal, as its error answers are (`{ message, errors }`: errorAnswerSchema). */
export function refusal(status: number, errors: Record<string, string> = {}, message = 'Refused'): HttpError {
  const body = { message, errors };
  return new HttpError(status, JSON.stringify(body), body);
}
