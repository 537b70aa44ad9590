import { z } from 'zod';
import { LISTING_STATES, ORG_STATUSES } from '../vocabulary/listing-types';
import { dataAnswer, isoDateTimeSchema } from './answer';
import { listingCountsSchema, listingSummarySchema } from './listing';
import { orgLogoIdSchema, orgProfileFields } from './organization';
import { idParamSchema } from './request';

export const orgDashboardParamsSchema = z.object({ orgId: idParamSchema });
export type OrgDashboardParams = z.input<typeof orgDashboardParamsSchema>;

/** The organisation as its admins see it: with its status (even when frozen) and creation date. */
export const dashboardOrgSchema = z.object({
  type: z.literal('ORG'),
  ...orgProfileFields,
  status: z.enum(ORG_STATUSES),
  createdAt: isoDateTimeSchema,
  /** Its place as the location input names it (the form's `placeId`), or null. */
  placeId: z.string().nullable(),
  /** Its logo's id (the form's `logoId`: sent back unchanged, it keeps the logo), or null. */
  logoId: orgLogoIdSchema.nullable(),
});
export type DashboardOrg = z.infer<typeof dashboardOrgSchema>;

/** A listing in the dashboard, in whichever state of its lifecycle (its organisation's status is beside it). */
export const dashboardListingSchema = listingSummarySchema.extend({ status: z.enum(LISTING_STATES) });
export type DashboardListing = z.infer<typeof dashboardListingSchema>;

/** GET /data/orgdashboard/:orgId/organization: the dashboard's first screen. */
export const orgDashboardOverviewSchema = z.object({
  org: dashboardOrgSchema,
  /** Every listing, whatever its status. */
  listingCounts: listingCountsSchema,
  recentListings: z.array(dashboardListingSchema),
});
export type OrgDashboardOverview = z.infer<typeof orgDashboardOverviewSchema>;

export const orgDashboardAnswerSchema = dataAnswer(orgDashboardOverviewSchema);
export type OrgDashboardAnswer = z.infer<typeof orgDashboardAnswerSchema>;
