import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DEFAULT_SEARCH_TYPE,
  REMOTE_LOCATION,
  REMOTE_PLACE_ID,
  type LocationSelection,
  type SearchType,
} from '@opengood/contracts';
import { fetchPlace } from '@opengood/feature-location';
import { parseSearchParams, searchTypeForPath } from '@opengood/routes';
import { useCurrentUrl, useLang, useNavigate, usePlatform } from '@opengood/platform';
import { searchSubmitHref, type SearchBarValues } from './submitSearch';

const EMPTY: SearchBarValues = { type: DEFAULT_SEARCH_TYPE, q: '', location: null, placeId: null };

/**
 * The search bar's values (local form state) and its submit. On a search page the bar shows that page's
 * search: its type, query and place (the place's text comes from GET /data/places/{placeId}); elsewhere it
 * keeps what the visitor last had in it.
 */
export function useSearchBar() {
  const url = useCurrentUrl();
  const lang = useLang();
  const navigate = useNavigate();
  const { http } = usePlatform();
  const [values, setState] = useState<SearchBarValues>(EMPTY);
  // The values as of the last change, read by a submit that waited for a geocode (state renders later).
  const current = useRef(values);
  const setValues = useCallback((next: (v: SearchBarValues) => SearchBarValues) => {
    current.current = next(current.current);
    setState(current.current);
  }, []);
  // A chosen place still being geocoded; a submit waits for it.
  const geocoding = useRef<Promise<void> | null>(null);
  // The place last shown, so a search page that keeps it (a new query in place) does not fetch it again.
  const known = useRef<{ placeId: string; location: LocationSelection } | null>(null);
  const { pathname, search } = url;

  useEffect(() => {
    const type = searchTypeForPath(pathname);
    if (!type) return undefined;
    const parsed = parseSearchParams(type, search, lang);
    const remote =
      parsed.placeId === REMOTE_PLACE_ID || (parsed.placeId === null && parsed.locationType === 'REMOTE');
    const placeId = remote ? REMOTE_PLACE_ID : parsed.placeId;
    const cached = known.current?.placeId === placeId ? known.current.location : null;
    const location = remote ? REMOTE_LOCATION : cached;
    setValues(() => ({ type, q: parsed.q, location, placeId: location ? placeId : null }));
    if (!placeId || location) return undefined;

    const controller = new AbortController();
    fetchPlace(http, placeId, lang, controller.signal)
      .then((found) => {
        known.current = { placeId, location: found };
        // Only if the visitor has not chosen another place meanwhile.
        setValues((v) =>
          v.location === null && v.placeId === null ? { ...v, location: found, placeId } : v,
        );
      })
      .catch(() => undefined); // an unknown place id just leaves the box empty
    return () => controller.abort();
  }, [pathname, search, lang, http, setValues]);

  const setType = useCallback((type: SearchType) => setValues((v) => ({ ...v, type })), [setValues]);
  const setQuery = useCallback((q: string) => setValues((v) => ({ ...v, q })), [setValues]);
  const setLocation = useCallback(
    (location: LocationSelection | null, placeId: string | null) => {
      if (location && placeId) known.current = { placeId, location };
      setValues((v) => ({ ...v, location, placeId: location ? placeId : null }));
    },
    [setValues],
  );
  const onGeocode = useCallback((pending: Promise<void>) => {
    geocoding.current = pending;
    void pending.finally(() => {
      if (geocoding.current === pending) geocoding.current = null;
    });
  }, []);

  /**
   * Goes to the search (docs/product/chrome.md#search-submit); `q` overrides the box (a popular search). A place chosen a moment ago is
   * waited for, so a quick submit keeps it.
   */
  const submit = useCallback(
    async (override?: { q: string }) => {
      if (geocoding.current) await geocoding.current;
      const href = searchSubmitHref({ ...current.current, ...override }, { lang, pathname, search });
      navigate(href);
      return href;
    },
    [lang, pathname, search, navigate],
  );

  return { values, lang, setType, setQuery, setLocation, onGeocode, submit };
}
