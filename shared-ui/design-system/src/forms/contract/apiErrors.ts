import { isCode } from '../messages';

/**
 * The shape of the platform's HttpError that matters here (typed structurally: the design system does not
 * import the platform): a status, and the api's `errors` map, `{ field: CODE }`, of a 4xx answer.
 */
export interface ApiErrorLike {
  statusCode: number;
  errors?: Readonly<Record<string, unknown>>;
}

export function isApiErrorLike(error: unknown): error is ApiErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { statusCode?: unknown }).statusCode === 'number'
  );
}

/** Where each refusal went: field names, and the form-level (root) keys. */
export interface AppliedApiErrors {
  fields: string[];
  form: string[];
}

/** The part of a react-hook-form form (or a contract form) the refusal is written onto. */
export interface ApiErrorTarget {
  setError(name: string, error: { type: string; message: string }): void;
  getValues(): unknown;
  /** A contract form's FormFields. */
  contract?: { fieldNames(): string[] };
}

function firstCode(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return null;
}

/**
 * Puts a failed submit's refusal onto the form: each entry of the api's `errors` map that names one of the
 * form's fields goes beside that field (`setError`), the rest to the form as a whole (`root.<key>`, shown by
 * the error summary). No answer (network) → NOT_SENT; a 5xx → SERVER_ERROR; a 429 → RATE_LIMITED; a 4xx
 * with nothing usable → REFUSED. A value that is not a code (an English sentence) is not shown as such:
 * it becomes INVALID beside a field, REFUSED for the form.
 *
 * Fields are the form's FormFields, the top-level keys of its values and `fields`.
 */
export function applyApiErrors(
  form: ApiErrorTarget,
  error: unknown,
  { fields = [] }: { fields?: readonly string[] } = {},
): AppliedApiErrors {
  const applied: AppliedApiErrors = { fields: [], form: [] };
  const toForm = (key: string, code: string) => {
    form.setError(`root.${key}`, { type: 'server', message: code });
    applied.form.push(key);
  };
  if (!isApiErrorLike(error)) {
    toForm('request', 'NOT_SENT');
    return applied;
  }
  if (error.statusCode >= 500) {
    toForm('request', 'SERVER_ERROR');
    return applied;
  }
  const values = form.getValues();
  const known = new Set([
    ...fields,
    ...(form.contract?.fieldNames() ?? []),
    ...(values && typeof values === 'object' ? Object.keys(values) : []),
  ]);
  for (const [key, value] of Object.entries(error.errors ?? {})) {
    const code = firstCode(value);
    if (known.has(key)) {
      form.setError(key, { type: 'server', message: code && isCode(code) ? code : 'INVALID' });
      applied.fields.push(key);
    } else {
      toForm(key, code && isCode(code) ? code : 'REFUSED');
    }
  }
  if (applied.fields.length === 0 && applied.form.length === 0) {
    toForm('request', error.statusCode === 429 ? 'RATE_LIMITED' : 'REFUSED');
  }
  return applied;
}
