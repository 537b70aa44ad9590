import type { z } from 'zod';
import { DETAIL_RESOURCES } from '../vocabulary/listing-types';
import { contentAnswerSchema, contentParamsSchema } from './content';
import { environmentAnswerSchema } from './environment';
import { listingDetailAnswerSchemas, listingDetailParamsSchema } from './listing';
import { orgDashboardAnswerSchema, orgDashboardParamsSchema } from './orgdashboard';
import { organizationDetailAnswerSchema, organizationDetailParamsSchema } from './organization';
import { salarySummaryAnswerSchema, salarySummaryQuerySchema } from './salary';
import { searchAnswerSchema, searchQuerySchema } from './search';

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
} as const satisfies Record<string, DataRoute>;

export type DataRouteName = keyof typeof DATA_ROUTES;

/** The listing detail route of each type. */
export const LISTING_DETAIL_ROUTES = {
  JOB: DATA_ROUTES.job,
  INTERNSHIP: DATA_ROUTES.internship,
  VOLOP: DATA_ROUTES.volop,
  EVENT: DATA_ROUTES.event,
} as const;
