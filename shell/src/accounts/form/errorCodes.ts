import {
  ACCOUNT_ERROR_CODES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@opengood/contracts';
import { isHttpError } from '@opengood/platform';
import type { en } from '../i18n/en';

/** Every message a field or the form can show: the api's codes, the page's own checks, and fallbacks. */
export type ErrorCode = Exclude<keyof typeof en.errors, 'summary'>;

const CODES = new Set<string>([
  ...Object.keys(ACCOUNT_ERROR_CODES),
  'PASSWORD_MISMATCH',
  'PASSWORD_REQUIRED',
  'OIDC_FAILED',
  'refused',
  'generic',
]);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && CODES.has(value);
}

/** Values the messages interpolate: the contract's limits for that field. */
export function errorValues(field: string): { min: number; max: number } {
  return field === 'firstName' || field === 'lastName'
    ? { min: 1, max: NAME_MAX_LENGTH }
    : { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
}

export type FieldErrors<F extends string> = Partial<Record<F, ErrorCode>>;

/** What a failed submit shows: errors by field (the api's `errors` map), and one for the whole form. */
export interface SubmitErrors<F extends string> {
  fields: FieldErrors<F>;
  form: ErrorCode | null;
}

function firstCode(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return null;
}

/**
 * Reads a refusal: each entry of the api's `errors` map naming one of the form's fields goes beside that
 * field (an unknown code as "not accepted"); codes about the request (csrf, rate limit) go to the form;
 * anything else (no answer, a server error) is the generic message.
 */
export function submitErrors<F extends string>(error: unknown, fields: readonly F[]): SubmitErrors<F> {
  const result: SubmitErrors<F> = { fields: {}, form: null };
  if (!isHttpError(error) || error.statusCode >= 500) return { ...result, form: 'generic' };
  if (error.statusCode === 429) return { ...result, form: 'RATE_LIMITED' };
  for (const [key, value] of Object.entries(error.errors)) {
    const code = firstCode(value);
    if ((fields as readonly string[]).includes(key)) {
      result.fields[key as F] = isErrorCode(code) ? code : 'refused';
    } else if (isErrorCode(code)) {
      result.form ??= code;
    }
  }
  if (Object.keys(result.fields).length === 0 && result.form === null) result.form = 'generic';
  return result;
}

/** The zod-like result the contracts' schemas give; typed structurally so the shell needs no zod import. */
export interface SchemaCheck {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

/**
 * The page's own checks with the contract's schema: the same limits and the same codes as the api, so a
 * refusal reads the same whether the page or the api found it. The first problem of each field counts.
 */
export function schemaErrors<F extends string>(
  schema: SchemaCheck,
  values: unknown,
  fields: readonly F[],
): FieldErrors<F> {
  const parsed = schema.safeParse(values);
  const errors: FieldErrors<F> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(fields as readonly string[]).includes(field)) continue;
    errors[field as F] ??= isErrorCode(issue.message) ? issue.message : 'refused';
  }
  return errors;
}
