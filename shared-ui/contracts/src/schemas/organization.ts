import { z } from 'zod';
import { AREAS_OF_FOCUS } from '../vocabulary/facets';
import { LANGS } from '../vocabulary/languages';
import { ORG_TYPES } from '../vocabulary/listing-types';
import { dataAnswer, idSchema } from './answer';
import { listingCountsSchema, listingSummarySchema } from './listing';
import { placeSummarySchema } from './place';
import { idParamsSchema, langParamSchema } from './request';

const identity = {
  id: idSchema,
  name: z.string().min(1),
  slug: z.string(),
  orgType: z.enum(ORG_TYPES),
  locale: z.enum(LANGS),
};

/**
 * An organisation's logo file: 128 random bits, base64url (22 characters), like every stored file's public
 * id (never the row's sequential number).
 */
export const ORG_LOGO_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const orgLogoIdSchema = z.string().regex(ORG_LOGO_ID_PATTERN);
export type OrgLogoId = z.infer<typeof orgLogoIdSchema>;

/** What every view of a published organisation shows beside its identity. */
export const orgProfileFields = {
  ...identity,
  /**
   * Rich text: HTML the api sanitised to RICH_TEXT_TAGS (links with rel RICH_TEXT_LINK_REL), so a page
   * may render it as HTML; '' when the organisation wrote none.
   */
  description: z.string(),
  /** The address of its logo (GET /data/website/org-logos/:id, a square-ish WebP), or null. */
  logo: z.string().startsWith('/data/website/org-logos/').nullable(),
  website: z.url({ protocol: /^https?$/ }).nullable(),
  location: placeSummarySchema.nullable(),
  areasOfFocus: z.array(z.enum(AREAS_OF_FOCUS)),
};

/** How many people an organisation employs, as a band. */
export const ORG_SIZES = ['SIZE_1_10', 'SIZE_11_50', 'SIZE_51_200', 'SIZE_201_500', 'SIZE_501_PLUS'] as const;
export type OrgSize = (typeof ORG_SIZES)[number];

/** How many of its newest published listings of each type an organisation's profile shows. */
export const ORG_OPEN_LISTINGS_PER_TYPE = 5;
const openOfType = z.array(listingSummarySchema).max(ORG_OPEN_LISTINGS_PER_TYPE);

/** GET /data/website/organizations/:id of a published organisation: its profile and recent listings. */
export const orgProfileSchema = z.object({
  type: z.literal('ORG'),
  ...orgProfileFields,
  /** null when the organisation never said. */
  size: z.enum(ORG_SIZES).nullable(),
  listingCounts: listingCountsSchema,
  recentListings: z.array(listingSummarySchema),
  /** The newest published listings of each type (the profile's sections); listingCounts says how many in all. */
  openListings: z.object({ JOB: openOfType, INTERNSHIP: openOfType, VOLOP: openOfType, EVENT: openOfType }),
});
export type OrgProfile = z.infer<typeof orgProfileSchema>;

/** A frozen organisation, to the public: only its identity, so the page can say it is gone. */
export const unpublishedOrgSchema = z.object({ type: z.literal('UNPUBLISHED_ORG'), ...identity });
export type UnpublishedOrg = z.infer<typeof unpublishedOrgSchema>;

export const organizationDetailSchema = z.discriminatedUnion('type', [
  orgProfileSchema,
  unpublishedOrgSchema,
]);
export type OrganizationDetail = z.infer<typeof organizationDetailSchema>;

export const organizationDetailAnswerSchema = dataAnswer(organizationDetailSchema);
export type OrganizationDetailAnswer = z.infer<typeof organizationDetailAnswerSchema>;

export const organizationDetailParamsSchema = idParamsSchema;
/** `lang`: the page's language, in which the place is written (the organisation's own when left out). */
export const organizationDetailQuerySchema = z.object({ lang: langParamSchema.optional() });
export type OrganizationDetailQuery = z.input<typeof organizationDetailQuerySchema>;
export type OrganizationDetailParams = z.input<typeof organizationDetailParamsSchema>;
