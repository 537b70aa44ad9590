import { useCallback } from 'react';
import { reduceSearchState, searchPath, type SearchStateEvent } from '@opengood/routes';
import { useNavigate } from '@opengood/platform';
import type { SearchPageParams } from './searchApi';

/**
 * The URL is the search state: a change (a filter, the sort, the radius, a page) is the next state of the
 * routes' pure reducer written as a URL, and navigating there makes the page model load it.
 */
export function useSearchUpdate({ type, lang, parsed }: Pick<SearchPageParams, 'type' | 'lang' | 'parsed'>) {
  const navigate = useNavigate();
  return useCallback(
    (event: SearchStateEvent) =>
      navigate(searchPath(lang, type, reduceSearchState(parsed, event, { type, lang }))),
    [navigate, lang, type, parsed],
  );
}

/** The href of a search state after an event, for links (paging) that work without script too. */
export function searchHrefAfter(
  { type, lang, parsed }: Pick<SearchPageParams, 'type' | 'lang' | 'parsed'>,
  event: SearchStateEvent,
): string {
  return searchPath(lang, type, reduceSearchState(parsed, event, { type, lang }));
}

/** How many filters are chosen: each facet value, the location type and each date. */
export function activeFilterCount({ parsed }: Pick<SearchPageParams, 'parsed'>): number {
  const values = Object.values(parsed.filters).reduce((n, list) => n + list.length, 0);
  return values + (parsed.locationType ? 1 : 0);
}
