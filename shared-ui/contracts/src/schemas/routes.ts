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
} from './accounts';
import { abAssignmentRequestSchema, abAssignmentsAnswerSchema } from './ab';
import { trackedEventRequestSchema } from './analytics';
import { contentAnswerSchema, contentParamsSchema } from './content';
import { acceptCookiesAnswerSchema, environmentAnswerSchema } from './environment';
import { intakeIntentsAnswerSchema, intakeIntentsRequestSchema } from './intake';
import { listingDetailAnswerSchemas, listingDetailParamsSchema } from './listing';
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
import { searchAnswerSchema, searchQuerySchema } from './search';
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
  content: {
    method: 'GET',
    path: '/website/contents/{*path}',
    params: contentParamsSchema,
    answer: contentAnswerSchema,
  },
  search: { method: 'GET', path: '/search/listings', query: searchQuerySchema, answer: searchAnswerSchema },
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
    answer: userAnswerSchema,
  },
  resendVerification: { method: 'POST', path: '/website/resend-verification', answer: okAnswerSchema },
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
  deleteMe: { method: 'DELETE', path: '/users/me/delete', answer: okAnswerSchema },
} as const satisfies Record<string, DataRoute>;

export type DataRouteName = keyof typeof DATA_ROUTES;

/** The listing detail route of each type. */
export const LISTING_DETAIL_ROUTES = {
  JOB: DATA_ROUTES.job,
  INTERNSHIP: DATA_ROUTES.internship,
  VOLOP: DATA_ROUTES.volop,
  EVENT: DATA_ROUTES.event,
} as const;
