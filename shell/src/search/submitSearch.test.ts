import { REMOTE_KEYWORDS, REMOTE_LOCATION as REMOTE, type Lang } from '@opengood/contracts';
import { searchSubmitHref, stripRemoteKeywords, type SearchBarValues } from './submitSearch';
import { TORONTO } from './testPlaces';

const bar = (values: Partial<SearchBarValues>): SearchBarValues => ({
  type: 'JOB',
  q: '',
  location: null,
  placeId: null,
  ...values,
});
const at = (lang: Lang, url: string) => {
  const [pathname = '/', search = ''] = url.split('?');
  return { lang, pathname, search };
};
const toronto = { location: TORONTO, placeId: '6167865' };

describe('searchSubmitHref (docs/product/chrome.md#search-submit)', () => {
  it.each<[string, Lang, string, Partial<SearchBarValues>, string]>([
    // Not on a search page: the search URL of the chosen type.
    ['home, a keyword', 'en', '/', { q: 'grant writer' }, '/en/jobs?q=grant+writer'],
    ['home, Spanish', 'es', '/es', { q: 'salud' }, '/es/empleos?q=salud'],
    [
      'home, Portuguese internships',
      'pt',
      '/pt',
      { type: 'INTERNSHIP', q: 'saúde' },
      '/pt/estagios?q=sa%C3%BAde',
    ],
    ['a keyword and a place', 'en', '/', { q: 'nurse', ...toronto }, '/en/jobs?q=nurse&placeId=6167865'],
    ['nothing typed', 'es', '/es', {}, '/es/empleos'],
    [
      'organisations take no place',
      'pt',
      '/pt',
      { type: 'ORG', q: 'saúde', ...toronto },
      '/pt/organizacoes?q=sa%C3%BAde',
    ],
    [
      'the Remote location',
      'en',
      '/',
      { q: 'writer', location: REMOTE, placeId: 'remote' },
      '/en/jobs?q=writer&locationType=REMOTE&placeId=remote',
    ],
    ['a listing page', 'es', '/es/empleo/7-x', { type: 'VOLOP', q: 'agua' }, '/es/voluntariado?q=agua'],
    // Remote keywords of the locale: stripped, locationType REMOTE.
    [
      'English remote keyword',
      'en',
      '/',
      { q: 'Remote grant writer' },
      '/en/jobs?q=grant+writer&locationType=REMOTE',
    ],
    ['English phrase', 'en', '/', { q: 'nurse work from home' }, '/en/jobs?q=nurse&locationType=REMOTE'],
    [
      'Spanish keyword',
      'es',
      '/es',
      { q: 'diseñador teletrabajo' },
      '/es/empleos?q=dise%C3%B1ador&locationType=REMOTE',
    ],
    ['Portuguese keyword', 'pt', '/pt', { q: 'remoto' }, '/pt/empregos?locationType=REMOTE'],
    ["another locale's keyword stays", 'es', '/es', { q: 'remote' }, '/es/empleos?q=remote'],
    ['a word containing a keyword stays', 'en', '/', { q: 'remoteness' }, '/en/jobs?q=remoteness'],
    // On a search page of another type: the new type's URL, with the page's chosen radius only with a place.
    [
      'another type, no place',
      'en',
      '/en/jobs?q=a&radius=16093&placeId=1',
      { type: 'INTERNSHIP', q: 'b' },
      '/en/internships?q=b',
    ],
    [
      'another type, a place, the radius kept',
      'en',
      '/en/jobs?q=a&radius=16093',
      { type: 'VOLOP', q: 'b', ...toronto },
      '/en/volunteer?q=b&placeId=6167865&radius=16093',
    ],
    [
      'another type, a hybrid filter kept',
      'pt',
      '/pt/empregos?locationType=HYBRID',
      { type: 'INTERNSHIP', q: 'c' },
      '/pt/estagios?q=c&locationType=HYBRID',
    ],
    // On a search page of the chosen type: the query in place, filters and sort kept, page reset.
    [
      'same type in place',
      'en',
      '/en/jobs?q=old&functions=DEVELOPMENT_FUNDRAISING&sort=newest&page=3',
      { q: 'new' },
      '/en/jobs?q=new&functions=DEVELOPMENT_FUNDRAISING&sort=newest',
    ],
    ['the fallback /jobs stays', 'en', '/jobs?q=old&page=2', { q: 'new' }, '/jobs?q=new'],
    [
      'same type, a place, the radius kept',
      'es',
      '/es/empleos?q=a&radius=25000&page=2',
      { q: 'b', ...toronto },
      '/es/empleos?q=b&placeId=6167865&radius=25000',
    ],
    [
      'same type, place cleared: place and radius go',
      'es',
      '/es/empleos?q=a&placeId=6167865&radius=25000',
      { q: 'a' },
      '/es/empleos?q=a',
    ],
    [
      'same type, remote cleared: REMOTE goes',
      'pt',
      '/pt/empregos?q=a&locationType=REMOTE&placeId=remote',
      { q: 'a' },
      '/pt/empregos?q=a',
    ],
    [
      'same type, remote keyword',
      'pt',
      '/pt/empregos?areasOfFocus=HEALTH_MEDICINE&page=4',
      { q: 'enfermeiro remoto' },
      '/pt/empregos?q=enfermeiro&areasOfFocus=HEALTH_MEDICINE&locationType=REMOTE',
    ],
    [
      'same type, a REMOTE filter beside a place kept',
      'en',
      '/en/jobs?locationType=REMOTE&placeId=6167865',
      { q: 'x', ...toronto },
      '/en/jobs?q=x&locationType=REMOTE&placeId=6167865',
    ],
    [
      'same type, on-site filter kept',
      'en',
      '/en/jobs?locationType=ONSITE',
      { q: 'x' },
      '/en/jobs?q=x&locationType=ONSITE',
    ],
  ])('%s (%s)', (_name, lang, url, values, expected) => {
    expect(searchSubmitHref(bar(values), at(lang, url))).toBe(expected);
  });

  it('cuts the query to 512 characters', () => {
    const href = searchSubmitHref(bar({ q: 'a'.repeat(600) }), at('en', '/'));
    expect(new URL(href, 'http://x').searchParams.get('q')).toHaveLength(512);
  });
});

describe('stripRemoteKeywords', () => {
  it.each<[Lang, string, string, boolean]>([
    ['en', 'remote', '', true],
    ['en', 'REMOTE, grant writer', 'grant writer', true],
    ['en', 'grant writer (work  from home)', 'grant writer', true],
    ['en', 'program manager', 'program manager', false],
    ['es', 'Trabajo desde casa contador', 'contador', true],
    ['es', 'remota', '', true],
    ['pt', 'analista home office', 'analista', true],
    ['pt', 'Teletrabalho', '', true],
  ])('%s: %p → %p', (lang, q, rest, remote) => {
    expect(stripRemoteKeywords(lang, q)).toEqual({ q: rest, remote });
  });

  it('every keyword of every language is recognised', () => {
    for (const lang of ['en', 'es', 'pt'] as const) {
      for (const keyword of REMOTE_KEYWORDS[lang]) {
        expect(stripRemoteKeywords(lang, `x ${keyword.toUpperCase()} y`)).toEqual({ q: 'x y', remote: true });
      }
    }
  });
});
