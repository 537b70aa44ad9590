import { z } from 'zod';
import { ORG_TYPES, SEARCH_TYPES } from '../vocabulary/listing-types';
import { countSchema, idSchema, isoDateTimeSchema, versionField } from './answer';
import { oneOf, wholeNumberParam } from './request';

/** A run of public records of one kind, small enough for one sitemap file (SITEMAP_RECORDS_PER_FILE). */
export const sitemapChunkSchema = z.object({
  fromId: idSchema,
  toId: idSchema,
  count: countSchema,
  /** The newest publication (or change) among the chunk's records: the file's lastmod in the index. */
  lastmod: isoDateTimeSchema,
});
export type SitemapChunk = z.infer<typeof sitemapChunkSchema>;

/** GET /data/sitemap/chunks: how the public listings and organisations split into sitemap files. */
export const sitemapChunksAnswerSchema = z.object({
  kinds: z.array(z.object({ kind: z.enum(SEARCH_TYPES), chunks: z.array(sitemapChunkSchema) })),
  ...versionField,
});
export type SitemapChunksAnswer = z.infer<typeof sitemapChunksAnswerSchema>;

/** GET /data/sitemap/entries?kind=JOB&fromId=1&toId=9000: the records of one file, by id. */
export const sitemapEntriesQuerySchema = z
  .object({
    kind: oneOf(SEARCH_TYPES),
    fromId: wholeNumberParam(1, 2 ** 31 - 1, 'Must be a whole number of 1 or more'),
    toId: wholeNumberParam(1, 2 ** 31 - 1, 'Must be a whole number of 1 or more'),
  })
  .refine((q) => q.fromId <= q.toId, { path: ['toId'], error: 'Must not be below fromId' });
export type SitemapEntriesQuery = z.output<typeof sitemapEntriesQuerySchema>;

/** What a public URL is built from: the title or name gives the slug, the org type an org's path word. */
export const sitemapEntrySchema = z.object({
  id: idSchema,
  title: z.string(),
  orgType: z.enum(ORG_TYPES),
  lastmod: isoDateTimeSchema,
});
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;

export const sitemapEntriesAnswerSchema = z.object({ entries: z.array(sitemapEntrySchema), ...versionField });
export type SitemapEntriesAnswer = z.infer<typeof sitemapEntriesAnswerSchema>;
