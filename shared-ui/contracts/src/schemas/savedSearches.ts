import { z } from 'zod';
import { DEFAULT_SEARCH_TYPE, SEARCH_TYPES } from '../vocabulary/listing-types';
import {
  AUTO_RADIUS,
  FACET_VALUES,
  MAX_FACET_VALUES,
  QUERY_MAX_LENGTH,
  SEARCH_FILTER_PARAMS,
} from '../vocabulary/search';
import { countSchema, dataAnswer, idSchema, isoDateTimeSchema, versionField } from './answer';
import { locationSelectionSchema } from './place';
import { idParamSchema, wholeNumberParam } from './request';
import { ORG_NOTIFICATION_KINDS } from './orgNotifications';
import { EMAIL_PREFERENCE_KINDS, type EmailPreferenceKind } from './userSettings';

// Saved searches (docs/product/user-dashboard.md#saved-searches, docs/product/user-dashboard.md#saving-search-status) and the signed unsubscribe links
// of their alert mails (docs/product/user-dashboard.md#unsubscribe-links).

/** A user keeps at most this many saved searches: each one with an alert is a search per sweep. */
export const SAVED_SEARCH_LIMIT = 50;
/** Saved searches per page of GET /data/saved-searches (the spec does not say; a dashboard page's worth). */
export const SAVED_SEARCHES_PAGE_SIZE = 20;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 120;
/** Listings one alert mail lists at most (the newest); the rest wait for the next alert. */
export const SAVED_SEARCH_ALERT_MAX_LISTINGS = 20;

/** Every facet parameter any search type has, and locationType: a saved search keeps those of its type. */
const FILTER_NAMES = [...new Set([...Object.values(SEARCH_FILTER_PARAMS).flat(), 'locationType'])] as [
  string,
  ...string[],
];

/**
 * Facet values by parameter name, as a search URL carries them (docs/product/search.md#url-rules: facet values become arrays).
 * In: a value or a list (a tmp-storage record is loosely typed); out: non-empty lists of distinct values.
 */
export const savedSearchFiltersSchema = z
  .partialRecord(
    z.enum(FILTER_NAMES, { error: `Must be one of ${FILTER_NAMES.join(', ')}` }),
    z
      .union([z.string(), z.array(z.string())], { error: 'Must be text values' })
      .transform((v) => [...new Set((typeof v === 'string' ? [v] : v).filter((x) => x !== ''))])
      .pipe(
        z
          .array(z.string().max(100, { error: 'Must be at most 100 characters' }))
          .max(MAX_FACET_VALUES, { error: `Must have at most ${MAX_FACET_VALUES} values` }),
      ),
  )
  .superRefine((filters, ctx) => {
    // Facet values from the vocabulary, dates as a search URL writes them: what the alert search accepts.
    for (const [name, values] of Object.entries(filters)) {
      const known = (FACET_VALUES as Readonly<Record<string, readonly string[]>>)[name];
      const ok = (v: string) => (known ? known.includes(v) : /^\d{4}-\d{2}-\d{2}/.test(v));
      const wrong = (values ?? []).find((v) => !ok(v));
      if (wrong !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `Unknown ${name} value: ${wrong.slice(0, 40)}`,
        });
    }
  })
  .transform((filters) =>
    Object.fromEntries(
      Object.entries(filters).filter((entry): entry is [string, string[]] => (entry[1]?.length ?? 0) > 0),
    ),
  );

export const savedSearchSchema = z.object({
  id: idSchema,
  /** The keywords. */
  text: z.string().max(QUERY_MAX_LENGTH),
  filters: z.record(z.string(), z.array(z.string())),
  /** The Location selection searched around (or the Remote option), null without one. */
  location: locationSelectionSchema.nullable(),
  /** The place's id in the search URL (placeId), when the search was made from a suggestion. */
  placeId: z.string().nullable(),
  /** The search type (spec calls it the index). */
  index: z.enum(SEARCH_TYPES),
  /** As a search URL writes it: metres, 'state', 'country' or 'auto'. */
  radius: z.string().max(20),
  name: z.string().min(1).max(SAVED_SEARCH_NAME_MAX_LENGTH),
  notifyByEmail: z.boolean(),
  created: isoDateTimeSchema,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** POST /data/saved-searches: the search as the page has it (docs/product/user-dashboard.md#saved-searches: text, filters, radius, location, index). */
export const createSavedSearchRequestSchema = z.object({
  text: z
    .string({ error: 'Must be text' })
    .trim()
    .max(QUERY_MAX_LENGTH, { error: `Must be at most ${QUERY_MAX_LENGTH} characters` })
    .default(''),
  filters: savedSearchFiltersSchema.default({}),
  radius: z
    .string({ error: 'Must be text' })
    .regex(/^(auto|state|country|\d{1,7})$/, { error: 'Must be metres, state, country or auto' })
    .nullable()
    .default(null)
    .transform((r) => r ?? AUTO_RADIUS),
  location: locationSelectionSchema.nullable().default(null),
  /** The search URL's placeId (a gazetteer id, or 'remote'): the saved search opens on the same place. */
  placeId: z
    .string({ error: 'Must be a place id' })
    .regex(/^[A-Za-z0-9-]{1,20}$/, { error: 'Must be a place id from the predictions' })
    .nullable()
    .default(null),
  index: z
    .enum(SEARCH_TYPES, { error: `Must be one of ${SEARCH_TYPES.join(', ')}` })
    .nullable()
    .default(null)
    .transform((t) => t ?? DEFAULT_SEARCH_TYPE),
});
export type CreateSavedSearchRequest = z.input<typeof createSavedSearchRequestSchema>;
export type CreateSavedSearch = z.output<typeof createSavedSearchRequestSchema>;

/** PATCH /data/saved-searches/:id: rename it, or switch its alert on or off. */
export const updateSavedSearchRequestSchema = z
  .object({
    name: z
      .string({ error: 'Must be text' })
      .trim()
      .min(1, { error: 'Give a name' })
      .max(SAVED_SEARCH_NAME_MAX_LENGTH, {
        error: `Must be at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters`,
      }),
    notifyByEmail: z.boolean({ error: 'Must be true or false' }),
  })
  .partial()
  .refine((change) => change.name !== undefined || change.notifyByEmail !== undefined, {
    error: 'Give name or notifyByEmail',
  });
export type UpdateSavedSearchRequest = z.infer<typeof updateSavedSearchRequestSchema>;

export const savedSearchParamsSchema = z.object({ id: idParamSchema });

export const savedSearchesQuerySchema = z.object({
  page: wholeNumberParam(1, 10_000, 'Must be a whole number of 1 or more').default(1),
});

/** docs/product/user-dashboard.md#saved-searches: the list answer has savedSearches, count (all of the user's) and pageCount. */
export const savedSearchesAnswerSchema = z.object({
  savedSearches: z.array(savedSearchSchema),
  count: countSchema,
  pageCount: countSchema,
  ...versionField,
});
export type SavedSearchesAnswer = z.infer<typeof savedSearchesAnswerSchema>;

export const savedSearchAnswerSchema = z.object({ savedSearch: savedSearchSchema, ...versionField });
export type SavedSearchAnswer = z.infer<typeof savedSearchAnswerSchema>;

// Unsubscribe links. A mail's link names a preference, the user and when it was issued, and carries an
// HMAC-SHA256 of the three under the api's secret: it works without a session and cannot be forged.

/** The alert of one saved search: `saved-search-<id>`. */
export const SAVED_SEARCH_PREFERENCE_PREFIX = 'saved-search-';
export const savedSearchPreferenceName = (savedSearchId: number) =>
  `${SAVED_SEARCH_PREFERENCE_PREFIX}${savedSearchId}`;
/** The saved search a preference name stands for, or null for any other name. */
export function savedSearchIdOfPreference(preferenceName: string): number | null {
  const match = /^saved-search-([1-9]\d{0,9})$/.exec(preferenceName);
  return match ? Number(match[1]) : null;
}

export const unsubscribeParamsSchema = z.object({
  preferenceName: z.string().regex(/^[a-z][a-z0-9-]{0,60}$/, { error: 'Must be a preference name' }),
  userId: idParamSchema,
  /** Seconds since 1970 when the link was issued. */
  timestamp: z
    .string()
    .regex(/^\d{1,12}$/, { error: 'Must be a time in seconds' })
    .transform(Number),
});
export type UnsubscribeParams = z.output<typeof unsubscribeParamsSchema>;

/** The link's signature: base64url of an HMAC-SHA256 (43 characters). */
export const unsubscribeQuerySchema = z.object({
  sig: z.string({ error: 'Missing signature' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Invalid signature' }),
});

/**
 * The personal kinds a link may name besides one saved search's alert (`saved-search-<id>`): the whole
 * kind of mail, as in the notification preferences.
 */
export const UNSUBSCRIBE_KIND_PREFERENCES = {
  'application-confirmations': 'APPLICATION_CONFIRMATIONS',
  'applications-received': 'APPLICATIONS_RECEIVED',
  'saved-search-alerts': 'SAVED_SEARCH_ALERTS',
} as const satisfies Record<string, EmailPreferenceKind>;
// The org variant's preference names (an admin's mails of ONE organisation): ORG_UNSUBSCRIBE_PREFERENCES,
// beside the organisation's notification preferences it turns off (orgNotifications.ts).

/** /unsubscribe/org/{orgId}/{preferenceName}/{userId}/{timestamp}: the same, for one organisation. */
export const orgUnsubscribeParamsSchema = unsubscribeParamsSchema.extend({ orgId: idParamSchema });
export type OrgUnsubscribeParams = z.output<typeof orgUnsubscribeParamsSchema>;

/** What a link unsubscribes from, and whether it is on now (the page says so before and after the click). */
export const unsubscribeAnswerSchema = dataAnswer(
  z.object({
    preferenceName: z.string(),
    /** The kind of mail the link turns off (an organisation's kind for the org variant). */
    kind: z.union([z.enum(EMAIL_PREFERENCE_KINDS), z.enum(ORG_NOTIFICATION_KINDS)]),
    /** The alert's saved search, by name (null if it was deleted since, or the link is not one search's). */
    savedSearchName: z.string().nullable(),
    /** The org variant: the organisation whose notices it turns off (null for a personal link). */
    organizationName: z.string().nullable(),
    subscribed: z.boolean(),
  }),
);
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;

/** POST /data/dev/saved-search-alerts/sweep (development and tests): what one sweep did. */
export const alertSweepAnswerSchema = dataAnswer(
  z.object({ searches: countSchema, mailsSent: countSchema, listingsSent: countSchema }),
);
export type AlertSweepAnswer = z.infer<typeof alertSweepAnswerSchema>;
