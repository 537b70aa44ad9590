import type { Lang, SearchAnswer } from '@opengood/contracts';
import { parseSearchParams } from '@opengood/routes';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { pt } from '../../i18n/pt';
import { searchPageParams } from '../search/searchApi';
import { contentHead, homeHead, isFilteredSearch, searchHead } from './pageHeads';

const ORIGIN = 'https://opengood.example';
const STRINGS = { en, es, pt } as const;
const answer = (nbHits: number): SearchAnswer => ({
  hits: [],
  nbHits,
  nbPages: Math.ceil(nbHits / 20),
  page: 1,
  pageSize: 20,
});

function headOf(href: string, nbHits = 42) {
  const params = searchPageParams(new URL(href, ORIGIN));
  if (!params) throw new Error(`${href} is no search page`);
  return searchHead(params, answer(nbHits), STRINGS[params.lang].seo.search[params.type]);
}

describe.each<[Lang, string]>([
  ['en', '/en/jobs'],
  ['es', '/es/empleos'],
  ['pt', '/pt/empregos'],
])('search head in %s', (lang, jobs) => {
  it('the unfiltered list: canonical itself, the same search in each language, indexable, translated', () => {
    const meta = headOf(jobs);
    expect(meta.canonicalPath).toBe(jobs);
    expect(meta.alternatePaths).toEqual({ en: '/en/jobs', es: '/es/empleos', pt: '/pt/empregos' });
    expect(meta.noindex).toBe(false);
    expect(meta.description).toBe(STRINGS[lang].seo.search.JOB);
  });

  it('normalises the URL: parameters in the route table’s order, unknown ones and defaults dropped; page kept', () => {
    const meta = headOf(`${jobs}?utm_source=x&page=3&sort=relevance&q=grant`);
    expect(meta.canonicalPath).toBe(`${jobs}?q=grant&page=3`);
    expect(meta.alternatePaths?.en).toBe('/en/jobs?q=grant&page=3');
    expect(headOf(`${jobs}?page=1`).canonicalPath).toBe(jobs);
  });

  it('noindex: no results, or a filtered search past its first page; the unfiltered list stays indexable', () => {
    expect(headOf(`${jobs}?q=zzz`, 0).noindex).toBe(true);
    expect(headOf(`${jobs}?q=grant`).noindex).toBe(false);
    expect(headOf(`${jobs}?q=grant&page=2`).noindex).toBe(true);
    expect(headOf(`${jobs}?page=2`).noindex).toBe(false);
  });

  it('home: canonical home in each language; Organization and a WebSite SearchAction on the jobs search', () => {
    const meta = homeHead(lang, { origin: ORIGIN, description: STRINGS[lang].seo.home });
    expect(meta.canonicalPath).toBe(lang === 'en' ? '/' : `/${lang}`);
    expect(meta.alternatePaths).toEqual({ en: '/', es: '/es', pt: '/pt' });
    const ld = JSON.parse(JSON.stringify(meta.jsonLd)) as Record<string, unknown>[];
    expect(ld.map((o) => o['@type'])).toEqual(['Organization', 'WebSite']);
    expect(ld[1]).toHaveProperty('potentialAction.@type', 'SearchAction');
    expect(ld[1]).toHaveProperty(
      'potentialAction.target.urlTemplate',
      `${ORIGIN}${jobs}?q={search_term_string}`,
    );
    expect(ld[1]).toHaveProperty('potentialAction.query-input', 'required name=search_term_string');
  });
});

describe('search heads', () => {
  it('a filter is keywords, a facet, a place or a work mode', () => {
    expect(isFilteredSearch(parseSearchParams('JOB', ''))).toBe(false);
    expect(isFilteredSearch(parseSearchParams('JOB', 'sort=newest&page=2'))).toBe(false);
    expect(isFilteredSearch(parseSearchParams('JOB', 'locationType=REMOTE'))).toBe(true);
    expect(isFilteredSearch(parseSearchParams('JOB', 'q=x'))).toBe(true);
  });

  it('a content page: its url canonical, its translations alternates', () => {
    expect(
      contentHead({
        title: 'About',
        url: '/en/about',
        locale: 'en',
        translations: [
          { locale: 'es', url: '/es/acerca' },
          { locale: 'pt', url: '/pt/sobre' },
        ],
      }),
    ).toEqual({
      title: 'About',
      canonicalPath: '/en/about',
      alternatePaths: { en: '/en/about', es: '/es/acerca', pt: '/pt/sobre' },
    });
  });
});
