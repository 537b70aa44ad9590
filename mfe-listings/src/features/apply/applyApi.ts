import type { ApplicantProfile, Application, ListingType, User } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import type { HttpClient } from '@opengood/platform';

// What the apply panel reads (contracts: applicantProfile, myApplication, me). Its writes (applying, the
// résumé upload, the verification mail) are mutations: applyMutations.ts.

export async function fetchApplicantProfile(http: HttpClient): Promise<ApplicantProfile> {
  return (await http.call(routes.applicantProfile)).profile;
}

export async function fetchMyApplication(
  http: HttpClient,
  type: ListingType,
  id: number,
): Promise<Application | null> {
  return (await http.call(routes.myApplication, { params: { type, id } })).application;
}

/** The signed-in user as the api knows them now (verified in another tab, perhaps); null signed out. */
export async function fetchMe(http: HttpClient): Promise<User | null> {
  return (await http.call(routes.me)).user;
}
