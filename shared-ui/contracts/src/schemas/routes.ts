import type { z } from 'zod';
import { DETAIL_RESOURCES } from '../vocabulary/listing-types';
import {
  canDeleteAnswerSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  meAnswerSchema,
  okAnswerSchema,
  oidcStartQuerySchema,
  redirectAnswerSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  tokenParamsSchema,
  updateMeRequestSchema,
  userAnswerSchema,
  userByEmailQuerySchema,
  userExistsAnswerSchema,
  verifyEmailAnswerSchema,
} from './accounts';
import { abAssignmentRequestSchema, abAssignmentsAnswerSchema } from './ab';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  deleteMeRequestSchema,
  undoEmailChangeAnswerSchema,
} from './accountChanges';
import {
  addCardRequestSchema,
  paymentMethodAnswerSchema,
  paymentMethodParamsSchema,
  paymentMethodsAnswerSchema,
} from './paymentMethods';
import {
  applicantProfileAnswerSchema,
  applicantProfileRequestSchema,
  workHistoryJobAnswerSchema,
  workHistoryJobParamsSchema,
  workHistoryJobRequestSchema,
} from './applicantProfile';
import {
  applicationAnswerSchema,
  applicationRequestSchema,
  applicationsAnswerSchema,
  applicationsQuerySchema,
  listingRefParamsSchema,
  myApplicationAnswerSchema,
} from './applications';
import { fileAnswerSchema, resumeParamsSchema } from './resumes';
import {
  savedListingParamsSchema,
  savedListingsAnswerSchema,
  savedListingsQuerySchema,
  saveListingAnswerSchema,
  saveListingRequestSchema,
} from './savedListings';
import { trackedEventRequestSchema } from './analytics';
import { sitemapChunksAnswerSchema, sitemapEntriesAnswerSchema, sitemapEntriesQuerySchema } from './sitemap';
import { contentAnswerSchema, contentParamsSchema } from './content';
import { acceptCookiesAnswerSchema, environmentAnswerSchema } from './environment';
import { intakeIntentsAnswerSchema, intakeIntentsRequestSchema } from './intake';
import { listingDetailAnswerSchemas, listingDetailParamsSchema } from './listing';
import {
  importedVolopParamsSchema,
  similarListingsAnswerSchema,
  similarListingsParamsSchema,
} from './listingPages';
import { orgDashboardAnswerSchema, orgDashboardParamsSchema } from './orgdashboard';
import { organizationDetailAnswerSchema, organizationDetailParamsSchema } from './organization';
import {
  notificationAnswerSchema,
  notificationParamsSchema,
  notificationsAnswerSchema,
  notificationUpdateRequestSchema,
} from './notifications';
import {
  placeDetailAnswerSchema,
  placeDetailQuerySchema,
  placeParamsSchema,
  placePredictionsAnswerSchema,
  placePredictionsQuerySchema,
} from './place';
import { salarySummaryAnswerSchema, salarySummaryQuerySchema } from './salary';
import {
  alertSweepAnswerSchema,
  createSavedSearchRequestSchema,
  savedSearchAnswerSchema,
  savedSearchesAnswerSchema,
  savedSearchesQuerySchema,
  savedSearchParamsSchema,
  orgUnsubscribeParamsSchema,
  unsubscribeAnswerSchema,
  unsubscribeParamsSchema,
  unsubscribeQuerySchema,
  updateSavedSearchRequestSchema,
} from './savedSearches';
import { searchAnswerSchema, searchQuerySchema } from './search';
import {
  dataExportSchema,
  emailPreferencesRequestSchema,
  generalSettingsAnswerSchema,
  publicProfileAnswerSchema,
  publicProfileParamsSchema,
  publicProfileRequestSchema,
} from './userSettings';
import {
  tmpStorageCreatedAnswerSchema,
  tmpStorageEntryAnswerSchema,
  tmpStorageParamsSchema,
  tmpStorageRequestSchema,
} from './tmpStorage';

/** Where the data service is mounted; every `path` below is relative to it. */
export const DATA_PREFIX = '/data';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One /data call: its address pattern (Express 5 syntax), the schemas of its input, and of its 2xx answer. */
export interface DataRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly answer: z.ZodType;
}

/**
 * Every /data call the api serves. The api mounts its routes on these paths and validates with these
 * schemas; its tests parse every answer with `answer` (any non-2xx answer with errorAnswerSchema).
 */
export const DATA_ROUTES = {
  environment: { method: 'GET', path: '/environment', answer: environmentAnswerSchema },
  acceptCookies: { method: 'POST', path: '/website/accept-cookies', answer: acceptCookiesAnswerSchema },
  abAssignment: {
    method: 'POST',
    path: '/ab/assignments',
    body: abAssignmentRequestSchema,
    answer: abAssignmentsAnswerSchema,
  },
  createTmpStorage: {
    method: 'POST',
    path: '/tmp-storage',
    body: tmpStorageRequestSchema,
    answer: tmpStorageCreatedAnswerSchema,
  },
  tmpStorage: {
    method: 'GET',
    path: '/tmp-storage/:tmpId',
    params: tmpStorageParamsSchema,
    answer: tmpStorageEntryAnswerSchema,
  },
  deleteTmpStorage: {
    method: 'DELETE',
    path: '/tmp-storage/:tmpId',
    params: tmpStorageParamsSchema,
    answer: okAnswerSchema,
  },
  trackedEvent: {
    method: 'POST',
    path: '/tracked-events',
    body: trackedEventRequestSchema,
    answer: okAnswerSchema,
  },
  notifications: { method: 'GET', path: '/notifications', answer: notificationsAnswerSchema },
  notificationsViewed: { method: 'POST', path: '/notifications/viewed', answer: notificationsAnswerSchema },
  updateNotification: {
    method: 'PATCH',
    path: '/notifications/:id',
    params: notificationParamsSchema,
    body: notificationUpdateRequestSchema,
    answer: notificationAnswerSchema,
  },
  savedSearches: {
    method: 'GET',
    path: '/saved-searches',
    query: savedSearchesQuerySchema,
    answer: savedSearchesAnswerSchema,
  },
  savedSearch: {
    method: 'GET',
    path: '/saved-searches/:id',
    params: savedSearchParamsSchema,
    answer: savedSearchAnswerSchema,
  },
  createSavedSearch: {
    method: 'POST',
    path: '/saved-searches',
    body: createSavedSearchRequestSchema,
    answer: savedSearchAnswerSchema,
  },
  updateSavedSearch: {
    method: 'PATCH',
    path: '/saved-searches/:id',
    params: savedSearchParamsSchema,
    body: updateSavedSearchRequestSchema,
    answer: savedSearchAnswerSchema,
  },
  deleteSavedSearch: {
    method: 'DELETE',
    path: '/saved-searches/:id',
    params: savedSearchParamsSchema,
    answer: okAnswerSchema,
  },
  /** What a signed unsubscribe link would turn off (no session needed; the signature is the key). */
  unsubscribeLink: {
    method: 'GET',
    path: '/unsubscribe/:preferenceName/:userId/:timestamp',
    params: unsubscribeParamsSchema,
    query: unsubscribeQuerySchema,
    answer: unsubscribeAnswerSchema,
  },
  /** One-click unsubscribe (RFC 8058 List-Unsubscribe-Post target, and the page's button). */
  unsubscribe: {
    method: 'POST',
    path: '/unsubscribe/:preferenceName/:userId/:timestamp',
    params: unsubscribeParamsSchema,
    query: unsubscribeQuerySchema,
    answer: unsubscribeAnswerSchema,
  },
  /** Undo of the above, with the same signed link. */
  resubscribe: {
    method: 'POST',
    path: '/unsubscribe/:preferenceName/:userId/:timestamp/undo',
    params: unsubscribeParamsSchema,
    query: unsubscribeQuerySchema,
    answer: unsubscribeAnswerSchema,
  },
  /** The org variant: an admin's notices for one organisation (same signature, orgId included). */
  orgUnsubscribeLink: {
    method: 'GET',
    path: '/unsubscribe/org/:orgId/:preferenceName/:userId/:timestamp',
    params: orgUnsubscribeParamsSchema,
    query: unsubscribeQuerySchema,
    answer: unsubscribeAnswerSchema,
  },
  orgUnsubscribe: {
    method: 'POST',
    path: '/unsubscribe/org/:orgId/:preferenceName/:userId/:timestamp',
    params: orgUnsubscribeParamsSchema,
    query: unsubscribeQuerySchema,
    answer: unsubscribeAnswerSchema,
  },
  orgResubscribe: {
    method: 'POST',
    path: '/unsubscribe/org/:orgId/:preferenceName/:userId/:timestamp/undo',
    params: orgUnsubscribeParamsSchema,
    query: unsubscribeQuerySchema,
    answer: unsubscribeAnswerSchema,
  },
  /** Development and tests only (404 in production): runs one alert sweep now. */
  alertSweep: { method: 'POST', path: '/dev/saved-search-alerts/sweep', answer: alertSweepAnswerSchema },
  intakeIntents: {
    method: 'POST',
    path: '/userdashboard/intake-intents',
    body: intakeIntentsRequestSchema,
    answer: intakeIntentsAnswerSchema,
  },
  job: {
    method: 'GET',
    path: `/website/${DETAIL_RESOURCES.JOB}/:id`,
    params: listingDetailParamsSchema,
    answer: listingDetailAnswerSchemas.JOB,
  },
  internship: {
    method: 'GET',
    path: `/website/${DETAIL_RESOURCES.INTERNSHIP}/:id`,
    params: listingDetailParamsSchema,
    answer: listingDetailAnswerSchemas.INTERNSHIP,
  },
  volop: {
    method: 'GET',
    path: `/website/${DETAIL_RESOURCES.VOLOP}/:id`,
    params: listingDetailParamsSchema,
    answer: listingDetailAnswerSchemas.VOLOP,
  },
  event: {
    method: 'GET',
    path: `/website/${DETAIL_RESOURCES.EVENT}/:id`,
    params: listingDetailParamsSchema,
    answer: listingDetailAnswerSchemas.EVENT,
  },
  organization: {
    method: 'GET',
    path: `/website/${DETAIL_RESOURCES.ORG}/:id`,
    params: organizationDetailParamsSchema,
    answer: organizationDetailAnswerSchema,
  },
  /** A listing's similar listings (404 for an unknown id or one of another type). */
  similarListings: {
    method: 'GET',
    path: '/website/similar-listings/:type/:id',
    params: similarListingsParamsSchema,
    answer: similarListingsAnswerSchema,
  },
  /** A volunteer opportunity imported from a partner source, by the source's key and its id there. */
  importedVolop: {
    method: 'GET',
    path: '/website/imported-volops/:source/:volopId',
    params: importedVolopParamsSchema,
    answer: listingDetailAnswerSchemas.VOLOP,
  },
  content: {
    method: 'GET',
    path: '/website/contents/{*path}',
    params: contentParamsSchema,
    answer: contentAnswerSchema,
  },
  search: { method: 'GET', path: '/search/listings', query: searchQuerySchema, answer: searchAnswerSchema },
  /** How the public records split into sitemap files (the gateway's /sitemap.xml index). */
  sitemapChunks: { method: 'GET', path: '/sitemap/chunks', answer: sitemapChunksAnswerSchema },
  /** The records of one sitemap file. */
  sitemapEntries: {
    method: 'GET',
    path: '/sitemap/entries',
    query: sitemapEntriesQuerySchema,
    answer: sitemapEntriesAnswerSchema,
  },
  /** The location input's suggestions (spec §8 statuses), from the offline gazetteer. */
  placePredictions: {
    method: 'GET',
    path: '/places/predictions',
    query: placePredictionsQuerySchema,
    answer: placePredictionsAnswerSchema,
  },
  /** A suggestion geocoded: the Location selection of spec §3 (placeId 'remote' gives the Remote option). */
  place: {
    method: 'GET',
    path: '/places/:placeId',
    params: placeParamsSchema,
    query: placeDetailQuerySchema,
    answer: placeDetailAnswerSchema,
  },
  orgDashboard: {
    method: 'GET',
    path: '/orgdashboard/:orgId/organization',
    params: orgDashboardParamsSchema,
    answer: orgDashboardAnswerSchema,
  },
  salarySummary: {
    method: 'GET',
    path: '/salaries/summary',
    query: salarySummaryQuerySchema,
    answer: salarySummaryAnswerSchema,
  },
  signup: { method: 'POST', path: '/website/signup', body: signupRequestSchema, answer: userAnswerSchema },
  login: { method: 'POST', path: '/website/login', body: loginRequestSchema, answer: userAnswerSchema },
  logout: { method: 'POST', path: '/website/logout', answer: okAnswerSchema },
  forgotPassword: {
    method: 'POST',
    path: '/website/forgot-password',
    body: forgotPasswordRequestSchema,
    answer: okAnswerSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/website/reset-password/:token',
    params: tokenParamsSchema,
    body: resetPasswordRequestSchema,
    answer: okAnswerSchema,
  },
  verifyEmail: {
    method: 'POST',
    path: '/website/verify-email/:token',
    params: tokenParamsSchema,
    answer: verifyEmailAnswerSchema,
  },
  resendVerification: { method: 'POST', path: '/website/resend-verification', answer: okAnswerSchema },
  /** The old address's "this wasn't me" link: the email goes back, sessions end, a reset link is mailed. */
  undoEmailChange: {
    method: 'POST',
    path: '/website/undo-email-change/:token',
    params: tokenParamsSchema,
    answer: undoEmailChangeAnswerSchema,
  },
  /** Sign in with the OpenID Connect provider: the browser navigates here (302 to the provider). */
  oidcStart: {
    method: 'GET',
    path: '/auth/oidc/start',
    query: oidcStartQuerySchema,
    answer: redirectAnswerSchema,
  },
  /** The provider sends the browser back here; 302 to `returnTo`, signed in (or to /login?error=<code>). */
  oidcCallback: { method: 'GET', path: '/auth/oidc/callback', answer: redirectAnswerSchema },
  me: { method: 'GET', path: '/users/me', answer: meAnswerSchema },
  updateMe: { method: 'PATCH', path: '/users/me', body: updateMeRequestSchema, answer: userAnswerSchema },
  userByEmail: {
    method: 'GET',
    path: '/users/by-email',
    query: userByEmailQuerySchema,
    answer: userExistsAnswerSchema,
  },
  canDelete: { method: 'GET', path: '/users/me/can-delete', answer: canDeleteAnswerSchema },
  /** Needs the current password, or a log-in within RECENT_LOG_IN_MINUTES (a JSON body even on DELETE). */
  deleteMe: { method: 'DELETE', path: '/users/me/delete', body: deleteMeRequestSchema, answer: okAnswerSchema },
  /** Save a listing (idempotent: 201 when new, 200 when already saved); 404 for an unknown or unpublished one. */
  saveListing: {
    method: 'POST',
    path: '/saved-listings',
    body: saveListingRequestSchema,
    answer: saveListingAnswerSchema,
  },
  /** Unsave; 404 when it was not saved (spec §4: the client keeps its optimistic unsave then). */
  unsaveListing: {
    method: 'DELETE',
    path: '/saved-listings/:type/:id',
    params: savedListingParamsSchema,
    answer: okAnswerSchema,
  },
  /** The user's saved listings for the dashboard, newest saved first, with each listing's summary. */
  savedListings: {
    method: 'GET',
    path: '/saved-listings',
    query: savedListingsQuerySchema,
    answer: savedListingsAnswerSchema,
  },
  applicantProfile: {
    method: 'GET',
    path: '/userdashboard/applicant-profile/profile',
    answer: applicantProfileAnswerSchema,
  },
  updateApplicantProfile: {
    method: 'PUT',
    path: '/userdashboard/applicant-profile/profile',
    body: applicantProfileRequestSchema,
    answer: applicantProfileAnswerSchema,
  },
  addWorkHistoryJob: {
    method: 'POST',
    path: '/userdashboard/applicant-profile/work-history/jobs',
    body: workHistoryJobRequestSchema,
    answer: workHistoryJobAnswerSchema,
  },
  updateWorkHistoryJob: {
    method: 'PUT',
    path: '/userdashboard/applicant-profile/work-history/jobs/:id',
    params: workHistoryJobParamsSchema,
    body: workHistoryJobRequestSchema,
    answer: workHistoryJobAnswerSchema,
  },
  deleteWorkHistoryJob: {
    method: 'DELETE',
    path: '/userdashboard/applicant-profile/work-history/jobs/:id',
    params: workHistoryJobParamsSchema,
    answer: applicantProfileAnswerSchema,
  },
  /**
   * Upload or replace the résumé: multipart/form-data, the file in field RESUME_FILE_FIELD, PDF or DOCX
   * by content, at most RESUME_MAX_BYTES (413 `errors.file: FILE_TOO_LARGE`, 400 FILE_TYPE_NOT_ALLOWED).
   */
  uploadResume: {
    method: 'POST',
    path: '/userdashboard/applicant-profile/resume',
    answer: applicantProfileAnswerSchema,
  },
  deleteResume: {
    method: 'DELETE',
    path: '/userdashboard/applicant-profile/resume',
    answer: applicantProfileAnswerSchema,
  },
  /**
   * The résumé file itself, to its owner and to admins of an organisation that received this file with an
   * application to one of its listings; 404 to anyone else, as for an unknown id.
   */
  resume: { method: 'GET', path: '/resumes/:id', params: resumeParamsSchema, answer: fileAnswerSchema },
  /**
   * Apply, say "I'm interested" (VOLOP) or "I'll attend" (EVENT); again updates (200), never duplicates.
   * Only with a verified email (403 `errors.email: EMAIL_NOT_VERIFIED`), at most so many a user an hour
   * (429 `errors.request: RATE_LIMITED`, Retry-After).
   */
  apply: {
    method: 'POST',
    path: '/listings/:type/:id/applications',
    params: listingRefParamsSchema,
    body: applicationRequestSchema,
    answer: applicationAnswerSchema,
  },
  /** The signed-in user's application to this listing, or null. */
  myApplication: {
    method: 'GET',
    path: '/listings/:type/:id/applications/mine',
    params: listingRefParamsSchema,
    answer: myApplicationAnswerSchema,
  },
  /** The user's applications for the dashboard, newest first. */
  applications: {
    method: 'GET',
    path: '/applications',
    query: applicationsQuerySchema,
    answer: applicationsAnswerSchema,
  },
  /** Spec §7 general settings: every kind of mail (on unless turned off) and the public profile's state. */
  generalSettings: {
    method: 'GET',
    path: '/userdashboard/general-settings',
    answer: generalSettingsAnswerSchema,
  },
  /**
   * Spec §7 profile enable: turns the profile feature on, still private; idempotent. A POST (the spec has a
   * GET): it changes state, so it needs the CSRF token, and a link or an image cannot trigger it.
   */
  enableProfile: { method: 'POST', path: '/userdashboard/profile/enable', answer: generalSettingsAnswerSchema },
  updateEmailPreferences: {
    method: 'PUT',
    path: '/userdashboard/general-settings/email-preferences',
    body: emailPreferencesRequestSchema,
    answer: generalSettingsAnswerSchema,
  },
  /** The public profile's username and whether it is published (409 `errors.username: USERNAME_TAKEN`). */
  updatePublicProfile: {
    method: 'PUT',
    path: '/userdashboard/profile',
    body: publicProfileRequestSchema,
    answer: generalSettingsAnswerSchema,
  },
  /** A published profile, to anyone (404 when unknown or unpublished). */
  publicProfile: {
    method: 'GET',
    path: '/profiles/:username',
    params: publicProfileParamsSchema,
    answer: publicProfileAnswerSchema,
  },
  /** A new sign-in address, unverified until its link is opened (needs the current password). */
  changeEmail: { method: 'POST', path: '/users/me/email', body: changeEmailRequestSchema, answer: userAnswerSchema },
  /** A new password (needs the current one); every other session of the user is signed out. */
  changePassword: {
    method: 'POST',
    path: '/users/me/password',
    body: changePasswordRequestSchema,
    answer: okAnswerSchema,
  },
  /** "Download my data": a JSON attachment of everything stored about the signed-in user. */
  exportMe: { method: 'GET', path: '/users/me/export', answer: dataExportSchema },
  /** The signed-in user's saved cards (token, brand, last four, expiry; never the number). */
  paymentMethods: { method: 'GET', path: '/payment-methods', answer: paymentMethodsAnswerSchema },
  /** A card through the payment provider: 201 ACTIVE or REQUIRES_ACTION (3-D Secure); declined → 400, nothing stored. */
  addPaymentMethod: {
    method: 'POST',
    path: '/payment-methods',
    body: addCardRequestSchema,
    answer: paymentMethodAnswerSchema,
  },
  /** Completes the 3-D Secure step of a card that required it. */
  confirmPaymentMethod: {
    method: 'POST',
    path: '/payment-methods/:id/confirm',
    params: paymentMethodParamsSchema,
    answer: paymentMethodAnswerSchema,
  },
  deletePaymentMethod: {
    method: 'DELETE',
    path: '/payment-methods/:id',
    params: paymentMethodParamsSchema,
    answer: okAnswerSchema,
  },
} as const satisfies Record<string, DataRoute>;

export type DataRouteName = keyof typeof DATA_ROUTES;

/** The listing detail route of each type. */
export const LISTING_DETAIL_ROUTES = {
  JOB: DATA_ROUTES.job,
  INTERNSHIP: DATA_ROUTES.internship,
  VOLOP: DATA_ROUTES.volop,
  EVENT: DATA_ROUTES.event,
} as const;
