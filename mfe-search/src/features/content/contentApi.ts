import type { HttpClient } from '@opengood/platform';

export interface ContentBlock {
  type: string;
  [key: string]: unknown;
}

export interface Content {
  type: 'CMS_PAGE' | 'SEARCH_LANDING_PAGE' | string;
  locale: string;
  url: string;
  title: string;
  translations: { locale: string; url: string }[];
  contentBlocks: ContentBlock[];
}

/** Spec §2: content for a path, with the `events` segment read as `volunteer`. */
export function contentPathFor(pathname: string): string {
  return pathname.replace(/\/events(?=\/|$)/, '/volunteer').replace(/^\/+/, '');
}

/** The content catch-all's loader; a 404 shows the not-found page (the platform's rule). */
export async function fetchContent(
  http: HttpClient,
  pathname: string,
  signal?: AbortSignal,
): Promise<Content> {
  const body = await http.get<{ data: Content }>(`/data/website/contents/${contentPathFor(pathname)}`, {
    signal,
  });
  return body.data;
}
