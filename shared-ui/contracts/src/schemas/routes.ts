import type { z } from 'zod';
import type { HttpMethod } from '../routes/types';
import { ROUTES } from '../routes/table';
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
  billingAddressAnswerSchema,
  billingAddressParamsSchema,
  billingOrgParamsSchema,
  billingAddressesAnswerSchema,
  billingAddressRequestSchema,
  cartAnswerSchema,
  cartItemParamsSchema,
  checkoutRequestSchema,
  creditsAnswerSchema,
  donationAnswerSchema,
  donationParamsSchema,
  donationRequestSchema,
  invoiceAnswerSchema,
  invoiceBillingAddressRequestSchema,
  documentLangQuerySchema,
  invoiceIdParamsSchema,
  invoiceParamsSchema,
  invoicesAnswerSchema,
  orgInvoiceAnswerSchema,
  paymentAnswerSchema,
  paymentParamsSchema,
  paymentsAnswerSchema,
  payRequestSchema,
  pricesAnswerSchema,
  refundParamsSchema,
  staffDonationsAnswerSchema,
  staffInvoicesAnswerSchema,
  staffPaymentsAnswerSchema,
  staffSearchQuerySchema,
  staffUsersAnswerSchema,
} from './billing';
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
import {
  applicationNoteAnswerSchema,
  applicationNoteRequestSchema,
  moveStageRequestSchema,
  orgApplicationAnswerSchema,
  orgApplicationParamsSchema,
  orgApplicationsQuerySchema,
  orgListingApplicationsAnswerSchema,
  rateApplicationRequestSchema,
  rejectApplicationsAnswerSchema,
  rejectApplicationsRequestSchema,
} from './applicantPipeline';
import { fileAnswerSchema, resumeParamsSchema } from './resumes';
import {
  candidateRatingAnswerSchema,
  candidateRatingParamsSchema,
  rateCandidateFromMailRequestSchema,
  rateCandidateRequestSchema,
  recommendedCandidateAnswerSchema,
  recommendedCandidateParamsSchema,
  recommendedCandidatesAnswerSchema,
  recommendedCandidatesParamsSchema,
} from './recommendations';
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
import { listingDetailAnswerSchemas, listingDetailParamsSchema, listingPreviewAnswerSchema } from './listing';
import {
  importedVolopParamsSchema,
  similarListingsAnswerSchema,
  similarListingsParamsSchema,
} from './listingPages';
import { orgDashboardAnswerSchema, orgDashboardParamsSchema } from './orgdashboard';
import {
  listingDraftRequestSchema,
  orgListingAnswerSchema,
  orgListingParamsSchema,
  orgListingsAnswerSchema,
  orgListingsParamsSchema,
  updateListingDraftRequestSchema,
} from './posting';
import {
  answerGradFairInviteSchema,
  createGradFairInviteSchema,
  gradFairAnswerSchema,
  gradFairInviteAnswerSchema,
  gradFairParamsSchema,
  gradFairQuerySchema,
  gradFairsAnswerSchema,
  gradFairsQuerySchema,
  orgGradFairAnswerSchema,
  orgGradFairInviteParamsSchema,
  orgGradFairParamsSchema,
  orgGradFairsAnswerSchema,
} from './gradFairs';
import {
  acceptInviteAnswerSchema,
  addAdminAnswerSchema,
  adminAnswerSchema,
  adminEmailRequestSchema,
  adminRequestParamsSchema,
  answerAdminRequestSchema,
  deleteOrgAnswerSchema,
  deleteOrgRequestSchema,
  inviteAnswerSchema,
  inviteParamsSchema,
  myOrganizationsAnswerSchema,
  orgAdminParamsSchema,
  orgAnswerSchema,
  orgLogoAnswerSchema,
  orgLogoParamsSchema,
  orgInviteParamsSchema,
  orgParamsSchema,
  orgRequestSchema,
  orgStatusRequestSchema,
  orgTeamAnswerSchema,
  ownerAnswerSchema,
  publicInviteAnswerSchema,
  removeAdminAnswerSchema,
  requestAdminAccessAnswerSchema,
  revokeInviteAnswerSchema,
  selectOrganizationRequestSchema,
} from './orgs';
import { orgNotificationPreferencesAnswerSchema, orgNotificationPreferencesSchema } from './orgNotifications';
import {
  organizationDetailAnswerSchema,
  organizationDetailParamsSchema,
  organizationDetailQuerySchema,
} from './organization';
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

export { DATA_PREFIX } from '../routes/paths';
export type { HttpMethod } from '../routes/types';

/** One /data call: its address pattern (Express 5 syntax), the schemas of its input, and of its 2xx answer. */
export interface DataRoute {
  readonly name?: string;
  /** The body is multipart/form-data (a file), not JSON: no body schema. */
  readonly multipart?: boolean;
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
  environment: {
    ...ROUTES.environment,
    answer: environmentAnswerSchema,
  },
  acceptCookies: {
    ...ROUTES.acceptCookies,
    answer: acceptCookiesAnswerSchema,
  },
  abAssignment: {
    ...ROUTES.abAssignment,
    body: abAssignmentRequestSchema,
    answer: abAssignmentsAnswerSchema,
  },
  createTmpStorage: {
    ...ROUTES.createTmpStorage,
    body: tmpStorageRequestSchema,
    answer: tmpStorageCreatedAnswerSchema,
  },
  tmpStorage: {
    ...ROUTES.tmpStorage,
    params: tmpStorageParamsSchema,
    answer: tmpStorageEntryAnswerSchema,
  },
  deleteTmpStorage: {
    ...ROUTES.deleteTmpStorage,
    params: tmpStorageParamsSchema,
    answer: okAnswerSchema,
  },
  trackedEvent: {
    ...ROUTES.trackedEvent,
    body: trackedEventRequestSchema,
    answer: okAnswerSchema,
  },
  notifications: {
    ...ROUTES.notifications,
    answer: notificationsAnswerSchema,
  },
  notificationsViewed: {
    ...ROUTES.notificationsViewed,
    answer: notificationsAnswerSchema,
  },
  updateNotification: {
    ...ROUTES.updateNotification,
    params: notificationParamsSchema,
    body: notificationUpdateRequestSchema,
    answer: notificationAnswerSchema,
  },
  savedSearches: {
    ...ROUTES.savedSearches,
    query: savedSearchesQuerySchema,
    answer: savedSearchesAnswerSchema,
  },
  savedSearch: {
    ...ROUTES.savedSearch,
    params: savedSearchParamsSchema,
    answer: savedSearchAnswerSchema,
  },
  createSavedSearch: {
    ...ROUTES.createSavedSearch,
    body: createSavedSearchRequestSchema,
    answer: savedSearchAnswerSchema,
  },
  updateSavedSearch: {
    ...ROUTES.updateSavedSearch,
    params: savedSearchParamsSchema,
    body: updateSavedSearchRequestSchema,
    answer: savedSearchAnswerSchema,
  },
  deleteSavedSearch: {
    ...ROUTES.deleteSavedSearch,
    params: savedSearchParamsSchema,
    answer: okAnswerSchema,
  },
  /** What a signed unsubscribe link would turn off (no session needed; the signature is the key). */
  unsubscribeLink: {
    ...ROUTES.unsubscribeLink,
    params: unsubscribeParamsSchema,
    query: unsubscribeQuerySchema,
    answer: unsubscribeAnswerSchema,
  },
  /** One-click unsubscribe (RFC 8058 List-Unsubscribe-Post target, and the page's button). */
  unsubscribe: {
    ...ROUTES.unsubscribe,
    params: unsubscribeParamsSchema,
    query: unsubscribeQuerySchema,
    answer: unsubscribeAnswerSchema,
  },
  /** Undo of the above, with the same signed link. */
  resubscribe: {
    ...ROUTES.resubscribe,
    params: unsubscribeParamsSchema,
    query: unsubscribeQuerySchema,
    answer: unsubscribeAnswerSchema,
  },
  /** The org variant: an admin's notices for one organisation (same signature, orgId included). */
  orgUnsubscribeLink: {
    ...ROUTES.orgUnsubscribeLink,
    params: orgUnsubscribeParamsSchema,
    query: unsubscribeQuerySchema,
    answer: unsubscribeAnswerSchema,
  },
  orgUnsubscribe: {
    ...ROUTES.orgUnsubscribe,
    params: orgUnsubscribeParamsSchema,
    query: unsubscribeQuerySchema,
    answer: unsubscribeAnswerSchema,
  },
  orgResubscribe: {
    ...ROUTES.orgResubscribe,
    params: orgUnsubscribeParamsSchema,
    query: unsubscribeQuerySchema,
    answer: unsubscribeAnswerSchema,
  },
  /** Development and tests only (404 in production): runs one alert sweep now. */
  alertSweep: {
    ...ROUTES.alertSweep,
    answer: alertSweepAnswerSchema,
  },
  intakeIntents: {
    ...ROUTES.intakeIntents,
    body: intakeIntentsRequestSchema,
    answer: intakeIntentsAnswerSchema,
  },
  job: {
    ...ROUTES.job,
    params: listingDetailParamsSchema,
    answer: listingDetailAnswerSchemas.JOB,
  },
  internship: {
    ...ROUTES.internship,
    params: listingDetailParamsSchema,
    answer: listingDetailAnswerSchemas.INTERNSHIP,
  },
  volop: {
    ...ROUTES.volop,
    params: listingDetailParamsSchema,
    answer: listingDetailAnswerSchemas.VOLOP,
  },
  event: {
    ...ROUTES.event,
    params: listingDetailParamsSchema,
    answer: listingDetailAnswerSchemas.EVENT,
  },
  organization: {
    ...ROUTES.organization,
    params: organizationDetailParamsSchema,
    query: organizationDetailQuerySchema,
    answer: organizationDetailAnswerSchema,
  },
  /** A listing's similar listings (404 for an unknown id or one of another type). */
  similarListings: {
    ...ROUTES.similarListings,
    params: similarListingsParamsSchema,
    answer: similarListingsAnswerSchema,
  },
  /** A volunteer opportunity imported from a partner source, by the source's key and its id there. */
  importedVolop: {
    ...ROUTES.importedVolop,
    params: importedVolopParamsSchema,
    answer: listingDetailAnswerSchemas.VOLOP,
  },
  content: {
    ...ROUTES.content,
    params: contentParamsSchema,
    answer: contentAnswerSchema,
  },
  search: {
    ...ROUTES.search,
    query: searchQuerySchema,
    answer: searchAnswerSchema,
  },
  /** How the public records split into sitemap files (the gateway's /sitemap.xml index). */
  sitemapChunks: {
    ...ROUTES.sitemapChunks,
    answer: sitemapChunksAnswerSchema,
  },
  /** The records of one sitemap file. */
  sitemapEntries: {
    ...ROUTES.sitemapEntries,
    query: sitemapEntriesQuerySchema,
    answer: sitemapEntriesAnswerSchema,
  },
  /** The location input's suggestions (docs/product/location.md#suggestions), from the offline gazetteer. */
  placePredictions: {
    ...ROUTES.placePredictions,
    query: placePredictionsQuerySchema,
    answer: placePredictionsAnswerSchema,
  },
  /** A suggestion geocoded: the Location selection (docs/product/location.md#location-selection) (placeId 'remote' gives the Remote option). */
  place: {
    ...ROUTES.place,
    params: placeParamsSchema,
    query: placeDetailQuerySchema,
    answer: placeDetailAnswerSchema,
  },
  orgDashboard: {
    ...ROUTES.orgDashboard,
    params: orgDashboardParamsSchema,
    answer: orgDashboardAnswerSchema,
  },
  /** The organisation as its admins write it (docs/product/organisations.md#the-organisation). */
  updateOrganization: {
    ...ROUTES.updateOrganization,
    params: orgParamsSchema,
    body: orgRequestSchema,
    answer: orgAnswerSchema,
  },
  /** Staff freeze an organisation (its profile and listings leave the public) or publish it again. */
  setOrganizationStatus: {
    ...ROUTES.setOrganizationStatus,
    params: orgParamsSchema,
    body: orgStatusRequestSchema,
    answer: orgAnswerSchema,
  },
  /**
   * Owners delete the organisation (confirmName: its name, typed again): its listings close, its pages
   * answer 410, its admins, invites and requests are removed. A JSON body on DELETE.
   */
  deleteOrganization: {
    ...ROUTES.deleteOrganization,
    params: orgParamsSchema,
    body: deleteOrgRequestSchema,
    answer: deleteOrgAnswerSchema,
  },
  /** The organisation's admins, open invites and waiting admin requests. */
  orgTeam: {
    ...ROUTES.orgTeam,
    params: orgParamsSchema,
    answer: orgTeamAnswerSchema,
  },
  /** The signed-in admin's own preferences for this organisation's mails (every kind on by default). */
  orgNotificationPreferences: {
    ...ROUTES.orgNotificationPreferences,
    params: orgParamsSchema,
    answer: orgNotificationPreferencesAnswerSchema,
  },
  /** Sets them, every kind at once; the org unsubscribe links turn off the same preferences. */
  updateOrgNotificationPreferences: {
    ...ROUTES.updateOrgNotificationPreferences,
    params: orgParamsSchema,
    body: orgNotificationPreferencesSchema,
    answer: orgNotificationPreferencesAnswerSchema,
  },
  /** An existing user becomes an admin (or moves to the front); an unknown address is invited by mail. */
  addAdmin: {
    ...ROUTES.addAdmin,
    params: orgParamsSchema,
    body: adminEmailRequestSchema,
    answer: addAdminAnswerSchema,
  },
  /** Removes an admin (yourself included: you leave); only an owner removes an owner; never the last owner. */
  removeAdmin: {
    ...ROUTES.removeAdmin,
    params: orgAdminParamsSchema,
    answer: removeAdminAnswerSchema,
  },
  /** Mails an open invite again and renews its expiry (a few times an hour at most: 429). */
  resendInvite: {
    ...ROUTES.resendInvite,
    params: orgInviteParamsSchema,
    answer: inviteAnswerSchema,
  },
  revokeInvite: {
    ...ROUTES.revokeInvite,
    params: orgInviteParamsSchema,
    answer: revokeInviteAnswerSchema,
  },
  /** Approve (the requester becomes an admin) or reject (the request is removed) a waiting request. */
  answerAdminRequest: {
    ...ROUTES.answerAdminRequest,
    params: adminRequestParamsSchema,
    body: answerAdminRequestSchema,
    answer: adminAnswerSchema,
  },
  /** Owners make an existing user an admin and an owner. */
  addOwner: {
    ...ROUTES.addOwner,
    params: orgParamsSchema,
    body: adminEmailRequestSchema,
    answer: ownerAnswerSchema,
  },
  /** A signed-in user creates an organisation (201) and becomes its first admin and owner. */
  createOrganization: {
    ...ROUTES.createOrganization,
    body: orgRequestSchema,
    answer: orgAnswerSchema,
  },
  /**
   * A logo for the organisation form (multipart, field ORG_LOGO_FILE_FIELD): PNG, JPEG or WebP by content,
   * at most ORG_LOGO_MAX_BYTES (413 `errors.logo: LOGO_TOO_LARGE`; 400 LOGO_REQUIRED, LOGO_NOT_IMAGE,
   * LOGO_CORRUPT), resized and stored; it becomes an organisation's when sent as `logoId` with
   * createOrganization or updateOrganization (whose access rules say who may change a logo).
   */
  uploadOrgLogo: {
    ...ROUTES.uploadOrgLogo,
    answer: orgLogoAnswerSchema,
  },
  /** A logo's bytes (image/webp), cached for good: a new logo gets a new id. 404 for an unknown id. */
  orgLogo: {
    ...ROUTES.orgLogo,
    params: orgLogoParamsSchema,
    answer: fileAnswerSchema,
  },
  /** A signed-in user with a verified address asks to administer an organisation (201); its admins are mailed. */
  requestAdminAccess: {
    ...ROUTES.requestAdminAccess,
    params: orgParamsSchema,
    answer: requestAdminAccessAnswerSchema,
  },
  /** The invite of /user-invites/{inviteId} (anyone holding its id). */
  invite: {
    ...ROUTES.invite,
    params: inviteParamsSchema,
    answer: publicInviteAnswerSchema,
  },
  /** The signed-in user, whose verified address is the invite's, becomes an admin. */
  acceptInvite: {
    ...ROUTES.acceptInvite,
    params: inviteParamsSchema,
    answer: acceptInviteAnswerSchema,
  },
  /** The organisations the user administers, by name, with the one they selected. */
  myOrganizations: {
    ...ROUTES.myOrganizations,
    answer: myOrganizationsAnswerSchema,
  },
  /** Remembers which of their organisations the user works in; answers their organisations. */
  selectOrganization: {
    ...ROUTES.selectOrganization,
    body: selectOrganizationRequestSchema,
    answer: myOrganizationsAnswerSchema,
  },
  /** The upcoming fairs, soonest first; with `near`, the nearest first (within `withinMiles`). */
  gradFairs: {
    ...ROUTES.gradFairs,
    query: gradFairsQuerySchema,
    answer: gradFairsAnswerSchema,
  },
  /** One fair (past ones too), in the language asked for. */
  gradFair: {
    ...ROUTES.gradFair,
    params: gradFairParamsSchema,
    query: gradFairQuerySchema,
    answer: gradFairAnswerSchema,
  },
  /** Staff invite an organisation to a fair (201); its admins are mailed, each in their language. */
  createGradFairInvite: {
    ...ROUTES.createGradFairInvite,
    params: gradFairParamsSchema,
    body: createGradFairInviteSchema,
    answer: gradFairInviteAnswerSchema,
  },
  /** The upcoming fairs with the organisation's registration, its registrations and its invitations. */
  /** An organisation's listings, whatever their state, newest first (docs/product/organisations.md#posting-a-listing). */
  orgListings: { ...ROUTES.orgListings, params: orgListingsParamsSchema, answer: orgListingsAnswerSchema },
  /** A new draft (201); nothing is public until it is published. */
  createListingDraft: {
    ...ROUTES.createListingDraft,
    params: orgListingsParamsSchema,
    body: listingDraftRequestSchema,
    answer: orgListingAnswerSchema,
  },
  /** One listing of the organisation, to edit (404 for another organisation's). */
  orgListing: { ...ROUTES.orgListing, params: orgListingParamsSchema, answer: orgListingAnswerSchema },
  /** Saves a draft or a published listing; a `version` behind the stored one is a 409 STALE_VERSION. */
  updateListingDraft: {
    ...ROUTES.updateListingDraft,
    params: orgListingParamsSchema,
    body: updateListingDraftRequestSchema,
    answer: orgListingAnswerSchema,
  },
  /** A draft goes live (volunteer opportunity, event) or waits for payment (job, internship). */
  publishListing: {
    ...ROUTES.publishListing,
    params: orgListingParamsSchema,
    answer: orgListingAnswerSchema,
  },
  /** Taken down: leaves search, takes no application. */
  closeListing: { ...ROUTES.closeListing, params: orgListingParamsSchema, answer: orgListingAnswerSchema },
  /** A new draft copied from the listing (201), without its deadline, dates or applications. */
  repostListing: { ...ROUTES.repostListing, params: orgListingParamsSchema, answer: orgListingAnswerSchema },
  /** Staff only: a listing waiting for payment goes live free of charge (the lifecycle's `paid`). */
  publishListingFree: {
    ...ROUTES.publishListingFree,
    params: orgListingParamsSchema,
    answer: orgListingAnswerSchema,
  },
  /**
   * The listing as its public page will show it, whatever its state (the published variant of its type's
   * detail answer), for the dashboard's preview page; never cached, never indexed.
   */
  previewListing: {
    ...ROUTES.previewListing,
    params: orgListingParamsSchema,
    answer: listingPreviewAnswerSchema,
  },
  /** The recruitable profiles matching a job or internship, the best first, each with its reasons. */
  recommendedCandidates: {
    ...ROUTES.recommendedCandidates,
    params: recommendedCandidatesParamsSchema,
    answer: recommendedCandidatesAnswerSchema,
  },
  /** One recruitable candidate as recommended for the listing (404 for a profile not open to recruiters). */
  recommendedCandidate: {
    ...ROUTES.recommendedCandidate,
    params: recommendedCandidateParamsSchema,
    answer: recommendedCandidateAnswerSchema,
  },
  /** Rates the candidate for the listing (GOOD / BAD; BAD ones are not suggested again). Idempotent. */
  rateRecommendedCandidate: {
    ...ROUTES.rateRecommendedCandidate,
    params: recommendedCandidateParamsSchema,
    body: rateCandidateRequestSchema,
    answer: candidateRatingAnswerSchema,
  },
  /** The same from the recommendation mail's link: the caller must administer the listing's organisation. */
  rateRecommendedCandidateFromMail: {
    ...ROUTES.rateRecommendedCandidateFromMail,
    params: candidateRatingParamsSchema,
    body: rateCandidateFromMailRequestSchema,
    answer: candidateRatingAnswerSchema,
  },
  orgGradFairs: {
    ...ROUTES.orgGradFairs,
    params: orgParamsSchema,
    query: gradFairQuerySchema,
    answer: orgGradFairsAnswerSchema,
  },
  /** Registers the organisation (201): before the deadline, once, while a place is left. */
  registerForGradFair: {
    ...ROUTES.registerForGradFair,
    params: orgGradFairParamsSchema,
    query: gradFairQuerySchema,
    answer: orgGradFairAnswerSchema,
  },
  /** Withdraws the organisation's registration, until the fair begins; its place is free again. */
  unregisterFromGradFair: {
    ...ROUTES.unregisterFromGradFair,
    params: orgGradFairParamsSchema,
    query: gradFairQuerySchema,
    answer: orgGradFairAnswerSchema,
  },
  /** One invitation of the organisation (/admin/:orgId/grad-fairs/invites/:inviteId). */
  orgGradFairInvite: {
    ...ROUTES.orgGradFairInvite,
    params: orgGradFairInviteParamsSchema,
    query: gradFairQuerySchema,
    answer: gradFairInviteAnswerSchema,
  },
  /** Accept (the organisation is registered) or decline a pending invitation, once. */
  answerGradFairInvite: {
    ...ROUTES.answerGradFairInvite,
    params: orgGradFairInviteParamsSchema,
    query: gradFairQuerySchema,
    body: answerGradFairInviteSchema,
    answer: gradFairInviteAnswerSchema,
  },
  salarySummary: {
    ...ROUTES.salarySummary,
    query: salarySummaryQuerySchema,
    answer: salarySummaryAnswerSchema,
  },
  signup: {
    ...ROUTES.signup,
    body: signupRequestSchema,
    answer: userAnswerSchema,
  },
  login: {
    ...ROUTES.login,
    body: loginRequestSchema,
    answer: userAnswerSchema,
  },
  logout: {
    ...ROUTES.logout,
    answer: okAnswerSchema,
  },
  forgotPassword: {
    ...ROUTES.forgotPassword,
    body: forgotPasswordRequestSchema,
    answer: okAnswerSchema,
  },
  resetPassword: {
    ...ROUTES.resetPassword,
    params: tokenParamsSchema,
    body: resetPasswordRequestSchema,
    answer: okAnswerSchema,
  },
  verifyEmail: {
    ...ROUTES.verifyEmail,
    params: tokenParamsSchema,
    answer: verifyEmailAnswerSchema,
  },
  resendVerification: {
    ...ROUTES.resendVerification,
    answer: okAnswerSchema,
  },
  /** The old address's "this wasn't me" link: the email goes back, sessions end, a reset link is mailed. */
  undoEmailChange: {
    ...ROUTES.undoEmailChange,
    params: tokenParamsSchema,
    answer: undoEmailChangeAnswerSchema,
  },
  /** Sign in with the OpenID Connect provider: the browser navigates here (302 to the provider). */
  oidcStart: {
    ...ROUTES.oidcStart,
    query: oidcStartQuerySchema,
    answer: redirectAnswerSchema,
  },
  /** The provider sends the browser back here; 302 to `returnTo`, signed in (or to /login?error=<code>). */
  oidcCallback: {
    ...ROUTES.oidcCallback,
    answer: redirectAnswerSchema,
  },
  me: {
    ...ROUTES.me,
    answer: meAnswerSchema,
  },
  updateMe: {
    ...ROUTES.updateMe,
    body: updateMeRequestSchema,
    answer: userAnswerSchema,
  },
  userByEmail: {
    ...ROUTES.userByEmail,
    query: userByEmailQuerySchema,
    answer: userExistsAnswerSchema,
  },
  canDelete: {
    ...ROUTES.canDelete,
    answer: canDeleteAnswerSchema,
  },
  /**
   * Needs the current password, or a log-in within RECENT_LOG_IN_MINUTES (a JSON body even on DELETE). No
   * body at all is read as `{}` (the api parses `req.body ?? {}`: a DELETE without one is a fresh log-in's).
   */
  deleteMe: {
    ...ROUTES.deleteMe,
    body: deleteMeRequestSchema.default({}),
    answer: okAnswerSchema,
  },
  /** Save a listing (idempotent: 201 when new, 200 when already saved); 404 for an unknown or unpublished one. */
  saveListing: {
    ...ROUTES.saveListing,
    body: saveListingRequestSchema,
    answer: saveListingAnswerSchema,
  },
  /** Unsave; 404 when it was not saved (docs/product/listings.md#saved-listings: the client keeps its optimistic unsave then). */
  unsaveListing: {
    ...ROUTES.unsaveListing,
    params: savedListingParamsSchema,
    answer: okAnswerSchema,
  },
  /** The user's saved listings for the dashboard, newest saved first, with each listing's summary. */
  savedListings: {
    ...ROUTES.savedListings,
    query: savedListingsQuerySchema,
    answer: savedListingsAnswerSchema,
  },
  applicantProfile: {
    ...ROUTES.applicantProfile,
    answer: applicantProfileAnswerSchema,
  },
  updateApplicantProfile: {
    ...ROUTES.updateApplicantProfile,
    body: applicantProfileRequestSchema,
    answer: applicantProfileAnswerSchema,
  },
  addWorkHistoryJob: {
    ...ROUTES.addWorkHistoryJob,
    body: workHistoryJobRequestSchema,
    answer: workHistoryJobAnswerSchema,
  },
  updateWorkHistoryJob: {
    ...ROUTES.updateWorkHistoryJob,
    params: workHistoryJobParamsSchema,
    body: workHistoryJobRequestSchema,
    answer: workHistoryJobAnswerSchema,
  },
  deleteWorkHistoryJob: {
    ...ROUTES.deleteWorkHistoryJob,
    params: workHistoryJobParamsSchema,
    answer: applicantProfileAnswerSchema,
  },
  /**
   * Upload or replace the résumé: multipart/form-data, the file in field RESUME_FILE_FIELD, PDF or DOCX
   * by content, at most RESUME_MAX_BYTES (413 `errors.file: FILE_TOO_LARGE`, 400 FILE_TYPE_NOT_ALLOWED).
   */
  uploadResume: {
    ...ROUTES.uploadResume,
    answer: applicantProfileAnswerSchema,
  },
  deleteResume: {
    ...ROUTES.deleteResume,
    answer: applicantProfileAnswerSchema,
  },
  /**
   * The résumé file itself, to its owner and to admins of an organisation that received this file with an
   * application to one of its listings; 404 to anyone else, as for an unknown id.
   */
  resume: {
    ...ROUTES.resume,
    params: resumeParamsSchema,
    answer: fileAnswerSchema,
  },
  /**
   * Apply, say "I'm interested" (VOLOP) or "I'll attend" (EVENT); again updates (200), never duplicates.
   * Only with a verified email (403 `errors.email: EMAIL_NOT_VERIFIED`), at most so many a user an hour
   * (429 `errors.request: RATE_LIMITED`, Retry-After).
   */
  apply: {
    ...ROUTES.apply,
    params: listingRefParamsSchema,
    body: applicationRequestSchema,
    answer: applicationAnswerSchema,
  },
  /** The signed-in user's application to this listing, or null. */
  myApplication: {
    ...ROUTES.myApplication,
    params: listingRefParamsSchema,
    answer: myApplicationAnswerSchema,
  },
  /** The user's applications for the dashboard, newest first. */
  applications: {
    ...ROUTES.applications,
    query: applicationsQuerySchema,
    answer: applicationsAnswerSchema,
  },
  /** An organisation's applications to one of its listings: counts per stage, filtered, a page at a time. */
  orgListingApplications: {
    ...ROUTES.orgListingApplications,
    params: orgListingParamsSchema,
    query: orgApplicationsQuerySchema,
    answer: orgListingApplicationsAnswerSchema,
  },
  /** Rejects these applications to the listing (all or none) and mails each applicant, in their language. */
  rejectApplications: {
    ...ROUTES.rejectApplications,
    params: orgListingParamsSchema,
    body: rejectApplicationsRequestSchema,
    answer: rejectApplicationsAnswerSchema,
  },
  /** One application to a listing of the organisation, in full, with the admins' notes. */
  orgApplication: {
    ...ROUTES.orgApplication,
    params: orgApplicationParamsSchema,
    answer: orgApplicationAnswerSchema,
  },
  /** Moves it to another stage, as the pipeline's rule allows (400 `errors.stage` otherwise). */
  moveApplicationStage: {
    ...ROUTES.moveApplicationStage,
    params: orgApplicationParamsSchema,
    body: moveStageRequestSchema,
    answer: orgApplicationAnswerSchema,
  },
  /** Sets (or, with null, clears) the quick rating. */
  rateApplication: {
    ...ROUTES.rateApplication,
    params: orgApplicationParamsSchema,
    body: rateApplicationRequestSchema,
    answer: orgApplicationAnswerSchema,
  },
  /** Adds a note, signed by the admin, shared with the organisation's other admins. */
  addApplicationNote: {
    ...ROUTES.addApplicationNote,
    params: orgApplicationParamsSchema,
    body: applicationNoteRequestSchema,
    answer: applicationNoteAnswerSchema,
  },
  /** General settings (docs/product/user-dashboard.md#general-settings): every kind of mail (on unless turned off) and the public profile's state. */
  generalSettings: {
    ...ROUTES.generalSettings,
    answer: generalSettingsAnswerSchema,
  },
  /**
   * Profile enable (docs/product/user-dashboard.md#general-settings): turns the profile feature on, still private; idempotent. A POST (the spec has a
   * GET): it changes state, so it needs the CSRF token, and a link or an image cannot trigger it.
   */
  enableProfile: {
    ...ROUTES.enableProfile,
    answer: generalSettingsAnswerSchema,
  },
  updateEmailPreferences: {
    ...ROUTES.updateEmailPreferences,
    body: emailPreferencesRequestSchema,
    answer: generalSettingsAnswerSchema,
  },
  /** The public profile's username and whether it is published (409 `errors.username: USERNAME_TAKEN`). */
  updatePublicProfile: {
    ...ROUTES.updatePublicProfile,
    body: publicProfileRequestSchema,
    answer: generalSettingsAnswerSchema,
  },
  /** A published profile, to anyone (404 when unknown or unpublished). */
  publicProfile: {
    ...ROUTES.publicProfile,
    params: publicProfileParamsSchema,
    answer: publicProfileAnswerSchema,
  },
  /** A new sign-in address, unverified until its link is opened (needs the current password). */
  changeEmail: {
    ...ROUTES.changeEmail,
    body: changeEmailRequestSchema,
    answer: userAnswerSchema,
  },
  /** A new password (needs the current one); every other session of the user is signed out. */
  changePassword: {
    ...ROUTES.changePassword,
    body: changePasswordRequestSchema,
    answer: okAnswerSchema,
  },
  /** "Download my data": a JSON attachment of everything stored about the signed-in user. */
  exportMe: {
    ...ROUTES.exportMe,
    answer: dataExportSchema,
  },
  /** The signed-in user's saved cards (token, brand, last four, expiry; never the number). */
  paymentMethods: {
    ...ROUTES.paymentMethods,
    answer: paymentMethodsAnswerSchema,
  },
  /** A card through the payment provider: 201 ACTIVE or REQUIRES_ACTION (3-D Secure); declined → 400, nothing stored. */
  addPaymentMethod: {
    ...ROUTES.addPaymentMethod,
    body: addCardRequestSchema,
    answer: paymentMethodAnswerSchema,
  },
  /** Completes the 3-D Secure step of a card that required it. */
  confirmPaymentMethod: {
    ...ROUTES.confirmPaymentMethod,
    params: paymentMethodParamsSchema,
    answer: paymentMethodAnswerSchema,
  },
  deletePaymentMethod: {
    ...ROUTES.deletePaymentMethod,
    params: paymentMethodParamsSchema,
    answer: okAnswerSchema,
  },
  // Billing (docs/product/billing.md).
  /** What this organisation pays per posting and per pack, in its currency. */
  billingPrices: { ...ROUTES.billingPrices, params: billingOrgParamsSchema, answer: pricesAnswerSchema },
  /** The organisation's listings waiting for payment, with its credit balance (the pill shows `count`). */
  cart: { ...ROUTES.cart, params: billingOrgParamsSchema, answer: cartAnswerSchema },
  /** Takes a listing out of the cart: it goes back to draft. */
  removeCartItem: { ...ROUTES.removeCartItem, params: cartItemParamsSchema, answer: cartAnswerSchema },
  /** Publishes a cart item with one credit (409 NO_CREDITS when none is left). */
  publishWithCredit: { ...ROUTES.publishWithCredit, params: cartItemParamsSchema, answer: cartAnswerSchema },
  /** 201: an OPEN invoice for the cart (or, with `pack`, for a credit pack); 409 CART_EMPTY. */
  checkout: {
    ...ROUTES.checkout,
    params: billingOrgParamsSchema,
    body: checkoutRequestSchema,
    answer: invoiceAnswerSchema,
  },
  billingAddresses: {
    ...ROUTES.billingAddresses,
    params: billingOrgParamsSchema,
    answer: billingAddressesAnswerSchema,
  },
  addBillingAddress: {
    ...ROUTES.addBillingAddress,
    params: billingOrgParamsSchema,
    body: billingAddressRequestSchema,
    answer: billingAddressAnswerSchema,
  },
  updateBillingAddress: {
    ...ROUTES.updateBillingAddress,
    params: billingAddressParamsSchema,
    body: billingAddressRequestSchema,
    answer: billingAddressAnswerSchema,
  },
  orgInvoices: { ...ROUTES.orgInvoices, params: billingOrgParamsSchema, answer: invoicesAnswerSchema },
  orgInvoice: { ...ROUTES.orgInvoice, params: invoiceParamsSchema, answer: invoiceAnswerSchema },
  /** The address an OPEN invoice is made out to (409 INVOICE_PAID once paid). */
  setInvoiceBillingAddress: {
    ...ROUTES.setInvoiceBillingAddress,
    params: invoiceParamsSchema,
    body: invoiceBillingAddressRequestSchema,
    answer: invoiceAnswerSchema,
  },
  /**
   * Pays OPEN invoices by card (201 SUCCEEDED: listings live, pack credits granted; 200 REQUIRES_ACTION: the
   * bank's challenge first); declined → 402 with `errors`, nothing charged or published.
   */
  payInvoices: {
    ...ROUTES.payInvoices,
    params: billingOrgParamsSchema,
    body: payRequestSchema,
    answer: paymentAnswerSchema,
  },
  /** After the bank's challenge: settles the payment (or 402 when the bank refused). */
  confirmPayment: { ...ROUTES.confirmPayment, params: paymentParamsSchema, answer: paymentAnswerSchema },
  orgPayments: { ...ROUTES.orgPayments, params: billingOrgParamsSchema, answer: paymentsAnswerSchema },
  orgPayment: { ...ROUTES.orgPayment, params: paymentParamsSchema, answer: paymentAnswerSchema },
  orgCredits: { ...ROUTES.orgCredits, params: billingOrgParamsSchema, answer: creditsAnswerSchema },
  invoice: { ...ROUTES.invoice, params: invoiceIdParamsSchema, answer: orgInvoiceAnswerSchema },
  invoicePdf: {
    ...ROUTES.invoicePdf,
    params: invoiceIdParamsSchema,
    query: documentLangQuerySchema,
    answer: fileAnswerSchema,
  },
  /** 201 SUCCEEDED (receipt mailed) or 200 REQUIRES_ACTION; declined → 402, nothing charged. */
  donate: { ...ROUTES.donate, body: donationRequestSchema, answer: donationAnswerSchema },
  confirmDonation: { ...ROUTES.confirmDonation, params: donationParamsSchema, answer: donationAnswerSchema },
  donation: { ...ROUTES.donation, params: donationParamsSchema, answer: donationAnswerSchema },
  /** application/pdf, in the donation's language; 404 until it succeeded. */
  donationReceipt: { ...ROUTES.donationReceipt, params: donationParamsSchema, answer: fileAnswerSchema },
  /** 200 `{ ok }` once the event is processed (or was already); 400 when its signature does not verify. */
  paymentWebhook: { ...ROUTES.paymentWebhook, answer: okAnswerSchema },
  staffUsers: { ...ROUTES.staffUsers, query: staffSearchQuerySchema, answer: staffUsersAnswerSchema },
  staffInvoices: {
    ...ROUTES.staffInvoices,
    query: staffSearchQuerySchema,
    answer: staffInvoicesAnswerSchema,
  },
  staffPayments: {
    ...ROUTES.staffPayments,
    query: staffSearchQuerySchema,
    answer: staffPaymentsAnswerSchema,
  },
  staffDonations: {
    ...ROUTES.staffDonations,
    query: staffSearchQuerySchema,
    answer: staffDonationsAnswerSchema,
  },
  /** Staff: refunds a payment in full at the provider; its invoices get a credit note, a pack's unspent credits go. */
  refundPayment: { ...ROUTES.refundPayment, params: refundParamsSchema, answer: paymentAnswerSchema },
} as const satisfies Record<string, DataRoute>;

export type DataRouteName = keyof typeof DATA_ROUTES;

// Every call of the route table has its schemas here, and nothing else does: a missing or extra name is a
// type error.
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : false;
type Assert<T extends true> = T;
export type DataRoutesMatchTheTable = Assert<SameKeys<typeof DATA_ROUTES, typeof ROUTES>>;

/** The listing detail route of each type. */
export const LISTING_DETAIL_ROUTES = {
  JOB: DATA_ROUTES.job,
  INTERNSHIP: DATA_ROUTES.internship,
  VOLOP: DATA_ROUTES.volop,
  EVENT: DATA_ROUTES.event,
} as const;
