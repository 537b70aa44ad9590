import { z } from 'zod';
import { LANGS } from '../vocabulary/languages';

// Building blocks of request schemas. Query and path values arrive as strings; these parse them into the
// typed values the api works with, and their messages become the `errors` map of a 400 answer.

/** One value out of a fixed list, with a message naming the list. */
export const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Must be one of ${values.join(', ')}` });

/** A whole number written in digits only, within bounds; the same message for every failure. */
export const wholeNumberParam = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }));

/** Path ids: digits only, so "1e3", "-1", "07" and "0" are refused rather than coerced. */
export const idParamSchema = z
  .string()
  .regex(/^[1-9]\d*$/, { error: 'Must be a positive whole number' })
  .transform(Number);

export const langParamSchema = oneOf(LANGS);

/** `{ id }` of `/data/website/{resource}/:id`. */
export const idParamsSchema = z.object({ id: idParamSchema });
