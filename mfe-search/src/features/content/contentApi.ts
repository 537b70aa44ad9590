import type { ContentPage, SearchHit } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import type { HttpClient } from '@opengood/platform';

/** What a content page shows: the page (contract: `content`) and, for a RECOMMENDED_JOBS block, the jobs picked. */
export interface ContentData {
  page: ContentPage;
  recommendedJobs: SearchHit[];
}

/** How many jobs a RECOMMENDED_JOBS block shows. */
export const RECOMMENDED_JOBS_COUNT = 3;

/** docs/product/content.md#content-catch-all: content for a path, with the `events` segment read as `volunteer`. */
export function contentPathFor(pathname: string): string {
  return pathname.replace(/\/events(?=\/|$)/, '/volunteer').replace(/^\/+/, '');
}

/**
 * The segments of the content path, decoded (the call escapes each segment again): `/es/qui%C3%A9nes` →
 * `['es', 'quiénes']`. A segment that is no valid escape is sent as it is.
 */
export function contentPathSegments(pathname: string): string[] {
  return contentPathFor(pathname)
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/**
 * The jobs a RECOMMENDED_JOBS block shows ("filled by the client"): the newest jobs in the page's
 * language. A suggestion: when they cannot be had, the page shows without them.
 */
async function fetchRecommendedJobs(
  http: HttpClient,
  page: ContentPage,
  signal?: AbortSignal,
): Promise<SearchHit[]> {
  try {
    const answer = await http.call(
      routes.search,
      {
        query: {
          type: 'JOB',
          lang: page.locale,
          locale: [page.locale],
          sort: 'newest',
          pageSize: RECOMMENDED_JOBS_COUNT,
        },
      },
      { signal },
    );
    return answer.hits.slice(0, RECOMMENDED_JOBS_COUNT);
  } catch {
    return [];
  }
}

/** The content catch-all's loader; a 404 shows the not-found page (the platform's rule). */
export async function fetchContent(
  http: HttpClient,
  pathname: string,
  signal?: AbortSignal,
): Promise<ContentData> {
  const { data: page } = await http.call(
    routes.content,
    { params: { path: contentPathSegments(pathname) } },
    { signal },
  );
  const wantsJobs = page.contentBlocks.some((block) => block.type === 'RECOMMENDED_JOBS');
  return { page, recommendedJobs: wantsJobs ? await fetchRecommendedJobs(http, page, signal) : [] };
}
