import type {
  ApplicantProfile,
  ApplicantProfileAnswer,
  ApplicationsAnswer,
  CanDeleteAnswer,
  GeneralSettings,
  GeneralSettingsAnswer,
  ListingType,
  NotificationsAnswer,
  PaymentMethodsAnswer,
  PublicProfileAnswer,
  SavedListingsAnswer,
  SavedSearchesAnswer,
} from '@opengood/contracts';
import { RESUME_FILE_FIELD } from '@opengood/contracts';
import type { HttpClient } from '@opengood/platform';

// The /data calls of the user dashboard (DATA_ROUTES of the contracts: savedListings, savedSearches,
// applicantProfile, applications, userSettings, accounts). Addresses are restated and only types come from
// the contracts, so the area's bundle does not carry zod; api tests hold the paths to the contracts.

export const URLS = {
  savedListings: '/data/saved-listings',
  savedSearches: '/data/saved-searches',
  savedSearch: (id: number) => `/data/saved-searches/${id}`,
  applicantProfile: '/data/userdashboard/applicant-profile/profile',
  workHistoryJobs: '/data/userdashboard/applicant-profile/work-history/jobs',
  workHistoryJob: (id: number) => `/data/userdashboard/applicant-profile/work-history/jobs/${id}`,
  resume: '/data/userdashboard/applicant-profile/resume',
  /** A résumé by its public id (base64url: nothing to escape). */
  resumeFile: (id: string) => `/data/resumes/${id}`,
  applications: '/data/applications',
  generalSettings: '/data/userdashboard/general-settings',
  emailPreferences: '/data/userdashboard/general-settings/email-preferences',
  enableProfile: '/data/userdashboard/profile/enable',
  publicProfileSettings: '/data/userdashboard/profile',
  publicProfile: (username: string) => `/data/profiles/${encodeURIComponent(username)}`,
  notifications: '/data/notifications',
  notification: (id: number) => `/data/notifications/${id}`,
  logIn: '/data/website/login',
  me: '/data/users/me',
  canDelete: '/data/users/me/can-delete',
  deleteMe: '/data/users/me/delete',
  exportMe: '/data/users/me/export',
  changeEmail: '/data/users/me/email',
  changePassword: '/data/users/me/password',
  paymentMethods: '/data/payment-methods',
  paymentMethod: (id: number) => `/data/payment-methods/${id}`,
  confirmPaymentMethod: (id: number) => `/data/payment-methods/${id}/confirm`,
} as const;

export const fetchSavedListings = (
  http: HttpClient,
  type: ListingType,
  page: number,
  signal?: AbortSignal,
): Promise<SavedListingsAnswer> => http.get(URLS.savedListings, { params: { type, page }, signal });

export const fetchSavedSearches = (
  http: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<SavedSearchesAnswer> => http.get(URLS.savedSearches, { params: { page }, signal });

export async function fetchApplicantProfile(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<ApplicantProfile> {
  return (await http.get<ApplicantProfileAnswer>(URLS.applicantProfile, { signal })).profile;
}

export const fetchApplications = (
  http: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<ApplicationsAnswer> => http.get(URLS.applications, { params: { page }, signal });

export async function fetchGeneralSettings(http: HttpClient, signal?: AbortSignal): Promise<GeneralSettings> {
  return (await http.get<GeneralSettingsAnswer>(URLS.generalSettings, { signal })).generalSettings;
}

export async function fetchNotifications(http: HttpClient, signal?: AbortSignal) {
  return (await http.get<NotificationsAnswer>(URLS.notifications, { signal })).data;
}

export async function fetchPaymentMethods(http: HttpClient, signal?: AbortSignal) {
  return (await http.get<PaymentMethodsAnswer>(URLS.paymentMethods, { signal })).paymentMethods;
}

export const fetchCanDelete = (http: HttpClient, signal?: AbortSignal): Promise<CanDeleteAnswer> =>
  http.get(URLS.canDelete, { signal });

export async function fetchPublicProfile(http: HttpClient, username: string, signal?: AbortSignal) {
  return (await http.get<PublicProfileAnswer>(URLS.publicProfile(username), { signal })).profile;
}

/** POST the résumé as multipart/form-data; a refusal's `errors.file` carries the server's reason. */
export async function uploadResume(http: HttpClient, file: File): Promise<ApplicantProfile> {
  const body = new FormData();
  body.append(RESUME_FILE_FIELD, file);
  return (await http.post<ApplicantProfileAnswer>(URLS.resume, body)).profile;
}
