import { z } from 'zod';
import { LISTING_TYPES } from '../vocabulary/listing-types';
import { QUERY_MAX_LENGTH } from '../vocabulary/search';
import { dataAnswer, idSchema } from './answer';

// Temporary storage (docs/product/accounts.md#temporary-data): what a visitor was doing when a page sent
// them to sign up, kept server-side under an unguessable id that travels in the URL as `tmpId`. An entry
// belongs to the visitor who wrote it (the browser's `vid` cookie, and the user when signed in): anyone
// else's GET or DELETE is a 404. After sign-up and verification the page fetches it, asks the user before
// applying what it holds, and deletes it.

export const TMP_RECORD_KINDS = [
  'LISTING_APPLICATION_VALUES',
  'SAVE_SEARCH',
  'CMS_SUBSCRIBE',
  'SIGNUP_BLOCK_REDIRECT',
  'SAVE_LISTING',
  'SUBSCRIBE_SUBSITE',
  'SURVEY_REPORT_DATA',
] as const;
export type TmpRecordKind = (typeof TMP_RECORD_KINDS)[number];

/** The serialised list may hold at most this many characters (64 KiB of ASCII). */
export const TMP_STORAGE_MAX_CHARS = 65_536;
/** Records in one entry. */
export const TMP_STORAGE_MAX_RECORDS = 20;
/**
 * An entry lives this long; later it is gone (404). The flows that need one finish within it: sign-up and
 * the verification mail (its link lives 24 hours), or a log-in that comes straight back.
 */
export const TMP_STORAGE_TTL_DAYS = 2;
/**
 * Live entries one visitor (a browser's `vid`, or a signed-in user) keeps: a new one past it replaces
 * their oldest. A flow needs one at a time.
 */
export const TMP_STORAGE_MAX_ENTRIES_PER_VISITOR = 10;

/** A JSON object whose shape belongs to the form that wrote it (an application form, a survey). */
const formValues = z.record(z.string().max(100), z.json());

/** Where the visitor goes after sign-up: a path on this site, never another origin. */
const sitePath = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])/, { error: 'Must be a path on this site' });

const record = <K extends TmpRecordKind, D extends z.ZodType>(kind: K, data: D) =>
  z.object({ kind: z.literal(kind), data });

/** One thing to finish after sign-up; `data` is typed by `kind`. */
export const tmpRecordSchema = z.discriminatedUnion('kind', [
  record(
    'LISTING_APPLICATION_VALUES',
    z.object({ listingId: idSchema, listingType: z.enum(LISTING_TYPES), values: formValues }),
  ),
  /** The saved-search payload of docs/product/user-dashboard.md#saved-searches (POST /data/saved-searches). */
  record(
    'SAVE_SEARCH',
    z.object({
      text: z.string().max(QUERY_MAX_LENGTH),
      filters: formValues,
      radius: z.string().max(20).nullable(),
      location: formValues.nullable(),
      index: z.string().max(50).nullable(),
      /** The search URL's place id, so the saved search opens on the same place. */
      placeId: z.string().max(20).nullable().optional(),
    }),
  ),
  record('CMS_SUBSCRIBE', formValues),
  record('SIGNUP_BLOCK_REDIRECT', z.object({ url: sitePath })),
  /** A saved listing (docs/product/listings.md#saved-listings): id and type. */
  record('SAVE_LISTING', z.object({ id: idSchema, type: z.enum(LISTING_TYPES) })),
  record('SUBSCRIBE_SUBSITE', z.object({ subsiteId: idSchema })),
  record('SURVEY_REPORT_DATA', formValues),
]);
export type TmpRecord = z.infer<typeof tmpRecordSchema>;

export const tmpRecordsSchema = z.array(tmpRecordSchema).min(1).max(TMP_STORAGE_MAX_RECORDS);

/** The `data` string both ways: serialised JSON of a list of typed records, parsed to the records. */
export const tmpStorageDataSchema = z
  .string()
  .max(TMP_STORAGE_MAX_CHARS)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.issues.push({ code: 'custom', message: 'Must be serialised JSON', input: text });
      return z.NEVER;
    }
  })
  .pipe(tmpRecordsSchema);

/** Serialises records for `POST /data/tmp-storage`, checking them first. */
export function serialiseTmpRecords(records: readonly TmpRecord[]): string {
  return JSON.stringify(tmpRecordsSchema.parse(records));
}

/** The stored list, or null when `data` is not one (an old or foreign entry). */
export function parseTmpRecords(data: string): TmpRecord[] | null {
  const result = tmpStorageDataSchema.safeParse(data);
  return result.success ? result.data : null;
}

/** 128 random bits in base64url (22 characters): the id is the only key to the entry. */
export const tmpIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, { error: 'Must be a temporary-storage id' });

export const tmpStorageRequestSchema = z.object({ data: tmpStorageDataSchema });
export type TmpStorageRequest = z.input<typeof tmpStorageRequestSchema>;

export const tmpStorageParamsSchema = z.object({ tmpId: tmpIdSchema });

export const tmpStorageCreatedAnswerSchema = dataAnswer(z.object({ id: tmpIdSchema }));
export type TmpStorageCreatedAnswer = z.infer<typeof tmpStorageCreatedAnswerSchema>;

/** `data.data` is the serialised record list, as stored. */
export const tmpStorageEntryAnswerSchema = dataAnswer(z.object({ id: tmpIdSchema, data: z.string() }));
export type TmpStorageEntryAnswer = z.infer<typeof tmpStorageEntryAnswerSchema>;
