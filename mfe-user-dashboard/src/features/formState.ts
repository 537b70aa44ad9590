import { isHttpError } from '@opengood/platform';

/** Where a form's last submission stands, and the api's refusals by field. */
export interface FormState {
  status: 'idle' | 'saving' | 'saved' | 'failed';
  errors: Record<string, string>;
}

export const IDLE: FormState = { status: 'idle', errors: {} };

/**
 * The field errors of a failed call: the api's `errors` map (strings), or `request: <status>` for a
 * failure without one (offline, a 500), so the form can say something went wrong.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (isHttpError(error)) {
    const errors = Object.fromEntries(
      Object.entries(error.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return Object.keys(errors).length > 0 ? errors : { request: String(error.statusCode) };
  }
  return { request: 'NETWORK' };
}
