import { isHttpError } from '../http';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';

/** docs/product/http-and-errors.md#error-catalogue: whether a render error means "not found" (status 404, or 410 gone). */
export function isNotFoundError(error: unknown): boolean {
  return isHttpError(error) && (error.statusCode === 404 || error.statusCode === 410);
}

/** What an area's error boundary shows for a render error (docs/product/http-and-errors.md#error-catalogue): not found, else the error page. */
export function RenderErrorPage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return isNotFoundError(error) ? <NotFoundPage /> : <ErrorPage onRetry={onRetry} />;
}
