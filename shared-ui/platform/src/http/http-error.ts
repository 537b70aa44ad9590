/** Field-keyed error map of the api's JSON error bodies (docs/architecture.md#data-service). */
export type HttpErrorsMap = Readonly<Record<string, unknown>>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-2xx answer (docs/product/http-and-errors.md#http-error). Forms read `errors`; callers branch on `statusCode`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly statusCode: number;
  readonly responseText: string;
  /** The parsed body when it was JSON, else undefined. */
  readonly responseJson: unknown;
  readonly errors: HttpErrorsMap;

  constructor(statusCode: number, responseText: string, responseJson?: unknown) {
    super(`HTTP ${statusCode}`);
    this.statusCode = statusCode;
    this.responseText = responseText;
    this.responseJson = responseJson;
    this.errors =
      isPlainObject(responseJson) && isPlainObject(responseJson.errors) ? responseJson.errors : {};
  }
}

/**
 * Also recognises an HttpError built by another copy of this module (a remote that bundled its own
 * shared-ui by mistake), where instanceof would say no.
 */
export function isHttpError(error: unknown): error is HttpError {
  if (error instanceof HttpError) return true;
  return (
    error instanceof Error &&
    error.name === 'HttpError' &&
    typeof (error as Partial<HttpError>).statusCode === 'number'
  );
}
