import { z } from 'zod';

export const LOCALES = ['en', 'es', 'pt'] as const;

/** Path ids: digits only, so "1e3", "-1" and "0" are rejected rather than coerced. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d*$/, { error: 'Must be a positive whole number' })
  .transform(Number);

export const localeParam = z.enum(LOCALES, { error: `Must be one of ${LOCALES.join(', ')}` });
