import type { Namespace } from 'i18next';
import type { Lang } from '@opengood/contracts';
import { isHttpError, type HttpClient } from '../http';
import type { MatchedPage } from './definePages';

/** How loading a page's data ended; what is stored, rendered and (on a server) answered. */
export type PageOutcome =
  | { status: 'loaded'; data: unknown }
  | { status: 'notFound'; statusCode: number }
  | { status: 'failed'; statusCode: number | null };

/**
 * docs/product/http-and-errors.md#error-catalogue, the one rule for every area: 404 and 410 show the not-found page; any other failure (another
 * status once the http client's GET retries are spent, no answer at all, a broken body) the error page.
 */
export function outcomeOfFailure(error: unknown): PageOutcome {
  const statusCode = isHttpError(error) ? error.statusCode : null;
  if (statusCode === 404 || statusCode === 410) return { status: 'notFound', statusCode };
  return { status: 'failed', statusCode };
}

/** Runs a matched page's loader to completion; never throws. The saga and a server renderer both use it. */
export async function loadPage<NS extends Namespace>(
  page: MatchedPage<NS>,
  ctx: { url: URL; http: HttpClient; lang: Lang; signal?: AbortSignal },
): Promise<PageOutcome> {
  try {
    return { status: 'loaded', data: await page.load(ctx) };
  } catch (error) {
    return outcomeOfFailure(error);
  }
}

/**
 * The HTTP status of a page in a given state: 404 for not found (410 when the data service says the record
 * is gone for good: a deleted organisation's pages, docs/product/organisations.md#deleting-an-organisation),
 * 5xx for a failure, else the page's.
 */
export function pageStatus(outcome: PageOutcome | undefined, declared?: number): number {
  if (outcome?.status === 'notFound') return outcome.statusCode === 410 ? 410 : 404;
  if (outcome?.status === 'failed')
    return outcome.statusCode !== null && outcome.statusCode >= 500 ? outcome.statusCode : 500;
  return declared ?? 200;
}
