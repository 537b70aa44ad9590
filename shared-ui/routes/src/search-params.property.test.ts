import fc from 'fast-check';
import {
  AUTO_RADIUS,
  DEFAULT_SORT,
  FACET_VALUES,
  LANGS,
  LOCATION_TYPES,
  MAX_SEARCH_PAGE,
  NEWEST_DEFAULT_RADIUS,
  QUERY_MAX_LENGTH,
  RADIUS_OPTIONS,
  SEARCH_FILTER_PARAMS,
  SEARCH_SORTS,
  SEARCH_TYPES,
  type Lang,
  type SearchFacet,
  type SearchSort,
  type SearchType,
} from '@opengood/contracts';
import { searchSegment } from './localized-words';
import {
  parseSearchParams,
  reduceSearchState,
  searchPath,
  truncateQuery,
  type ParsedSearchParams,
  type SearchStateEvent,
} from './search-params';

// docs/product/search.md#url-rules, docs/product/search.md#search-state as properties: every search state a page can be in survives state → URL → state, and
// every URL written follows the URL rules, for every type in every language.

const CASES = SEARCH_TYPES.flatMap((type) => LANGS.map((lang) => [type, lang] as const));
const DATE_PARAMS = new Set(['startsLT', 'endsGT']);

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** The radius values a state can hold for this sort: the locale's list, with auto standing for the newest default. */
function radiiFor(lang: Lang, sort: SearchSort): string[] {
  return sort === DEFAULT_SORT
    ? [...RADIUS_OPTIONS[lang]]
    : [...RADIUS_OPTIONS[lang].filter((r) => r !== AUTO_RADIUS), NEWEST_DEFAULT_RADIUS[lang]];
}

function filtersArb(type: SearchType) {
  const entries = SEARCH_FILTER_PARAMS[type].map((name) => {
    const values = DATE_PARAMS.has(name)
      ? day.map((d) => [d])
      : fc.uniqueArray(fc.constantFrom(...FACET_VALUES[name as SearchFacet]), { minLength: 1, maxLength: 6 });
    return [name, values] as const;
  });
  return fc
    .record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<string[]>>, { requiredKeys: [] })
    .map((filters) => filters as Record<string, string[]>);
}

/** A search state as parseSearchParams(type, url, lang) gives it (the canonical form). */
function stateArb(type: SearchType, lang: Lang): fc.Arbitrary<ParsedSearchParams> {
  const hasLocation = type !== 'ORG';
  return fc.constantFrom(...SEARCH_SORTS).chain((sort) =>
    fc.record({
      q: fc.oneof(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.string({ unit: 'grapheme', minLength: 500, maxLength: 600 }).map(truncateQuery),
      ),
      pageIndex: fc.integer({ min: 0, max: MAX_SEARCH_PAGE - 1 }),
      sort: fc.constant(sort),
      radius: hasLocation ? fc.constantFrom(...radiiFor(lang, sort)) : fc.constant(AUTO_RADIUS),
      locationType: hasLocation
        ? fc.option(fc.constantFrom(...LOCATION_TYPES), { nil: null })
        : fc.constant(null),
      placeId: hasLocation
        ? fc.option(fc.oneof(fc.constant('remote'), fc.integer({ min: 1, max: 99_999_999 }).map(String)), {
            nil: null,
          })
        : fc.constant(null),
      filters: filtersArb(type),
    }),
  );
}

function queryOf(path: string): URLSearchParams {
  const at = path.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : path.slice(at + 1));
}

describe.each(CASES)('search URL of %s in %s', (type, lang) => {
  it('state → URL → state is the identity', () => {
    fc.assert(
      fc.property(stateArb(type, lang), (state) => {
        const path = searchPath(lang, type, state);
        expect(parseSearchParams(type, queryOf(path), lang)).toEqual(state);
      }),
    );
  });

  it('follows the URL rules', () => {
    fc.assert(
      fc.property(stateArb(type, lang), (state) => {
        const path = searchPath(lang, type, state);
        const query = queryOf(path);
        expect(path.split('?')[0]).toBe(`/${lang}/${searchSegment(lang, type)}`);
        // page is index + 1, absent on the first page
        if (state.pageIndex === 0) expect(query.has('page')).toBe(false);
        else expect(query.get('page')).toBe(String(state.pageIndex + 1));
        // sort absent when relevance
        expect(query.get('sort')).toBe(state.sort === 'relevance' ? null : state.sort);
        // type never in the query; only the parameters of the type, each in the stable order
        expect(query.has('type')).toBe(false);
        const allowed = [
          'q',
          ...SEARCH_FILTER_PARAMS[type],
          'locationType',
          'placeId',
          'radius',
          'sort',
          'page',
        ];
        const names = [...new Set([...query.keys()])];
        expect(names).toEqual(allowed.filter((n) => names.includes(n)));
        if (type === 'ORG') {
          for (const n of ['locationType', 'placeId', 'radius']) expect(query.has(n)).toBe(false);
        }
        // radius: never auto nor the sort's default; when present it is in the locale's list
        const radius = query.get('radius');
        if (radius !== null) {
          expect(radius).not.toBe(AUTO_RADIUS);
          expect(RADIUS_OPTIONS[lang]).toContain(radius);
        }
        // facet values are repeated parameters, dates one day each
        for (const [name, values] of Object.entries(state.filters))
          expect(query.getAll(name)).toEqual(values);
        expect(query.getAll('startsLT').length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('reads any URL into a state the rules accept, q cut to 512 and an unknown radius replaced', () => {
    const raw = fc.record({
      q: fc.string({ maxLength: 700 }),
      page: fc.oneof(fc.integer({ min: -5, max: 20_000 }).map(String), fc.string({ maxLength: 4 })),
      sort: fc.oneof(fc.constantFrom(...SEARCH_SORTS), fc.string({ maxLength: 8 })),
      radius: fc.oneof(
        fc.constantFrom(...RADIUS_OPTIONS.en, ...RADIUS_OPTIONS.es),
        fc.integer({ min: 0, max: 500_000 }).map(String),
        fc.string({ maxLength: 6 }),
      ),
      type: fc.constantFrom(...SEARCH_TYPES),
    });
    fc.assert(
      fc.property(raw, (input) => {
        const state = parseSearchParams(type, new URLSearchParams(input), lang);
        expect(state.q.length).toBeLessThanOrEqual(QUERY_MAX_LENGTH);
        expect(input.q.startsWith(state.q)).toBe(true);
        expect(state.pageIndex).toBeGreaterThanOrEqual(0);
        if (type === 'ORG') expect(state.radius).toBe(AUTO_RADIUS);
        else if (RADIUS_OPTIONS[lang].includes(input.radius) && input.radius !== AUTO_RADIUS)
          expect(state.radius).toBe(input.radius);
        else expect(state.radius).toBe(state.sort === 'newest' ? NEWEST_DEFAULT_RADIUS[lang] : AUTO_RADIUS);
        // …and that state is a fixed point: writing it and reading it back gives it again
        expect(parseSearchParams(type, queryOf(searchPath(lang, type, state)), lang)).toEqual(state);
      }),
    );
  });

  it('setting the query, sort, filters or radius resets the page; paging keeps the rest', () => {
    const facetNames = SEARCH_FILTER_PARAMS[type].filter((n) => !DATE_PARAMS.has(n));
    const event: fc.Arbitrary<SearchStateEvent> = fc.oneof(
      fc.string({ maxLength: 600 }).map((q) => ({ type: 'queryChanged' as const, q })),
      fc.constantFrom(...SEARCH_SORTS).map((sort) => ({ type: 'sortChanged' as const, sort })),
      fc
        .constantFrom(...RADIUS_OPTIONS[lang], '1234')
        .map((radius) => ({ type: 'radiusChanged' as const, radius })),
      fc
        .constantFrom(...facetNames)
        .chain((name) =>
          fc
            .constantFrom(...FACET_VALUES[name as SearchFacet])
            .map((value) => ({ type: 'filterToggled' as const, name, value })),
        ),
      fc.constant({ type: 'filtersCleared' as const }),
    );
    fc.assert(
      fc.property(stateArb(type, lang), event, fc.integer({ min: 0, max: 50 }), (state, e, page) => {
        const ctx = { type, lang };
        const next = reduceSearchState(state, e, ctx);
        expect(next.pageIndex).toBe(0);
        // The next state is canonical too: it survives the URL.
        expect(parseSearchParams(type, queryOf(searchPath(lang, type, next)), lang)).toEqual(next);
        const paged = reduceSearchState(next, { type: 'pageChanged', pageIndex: page }, ctx);
        expect(paged).toEqual({ ...next, pageIndex: page });
      }),
    );
  });
});
