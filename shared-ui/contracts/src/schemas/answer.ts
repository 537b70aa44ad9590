import { z } from 'zod';

/**
 * Every JSON object the api answers carries `_version` (docs/product/http-and-errors.md#forced-update): the client force-reloads when it is
 * above its own build's. A middleware stamps it, so it is optional here: schemas describe what the
 * use-cases produce, and a client parses an answer with or without it.
 */
export const versionField = { _version: z.number().int().nonnegative().optional() };

/** The `{ data }` envelope most /data answers use. */
export function dataAnswer<T extends z.ZodType>(data: T) {
  return z.object({ data, ...versionField });
}

/** Database ids: int4, from 1. */
export const idSchema = z.number().int().positive();

/** Instants are sent as ISO 8601 in UTC (`2026-01-02T03:04:05.000Z`). */
export const isoDateTimeSchema = z.iso.datetime();

export const countSchema = z.number().int().nonnegative();
