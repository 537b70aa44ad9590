import { DEFAULT_LANG, isLang, LANGS } from '@opengood/contracts';
import { langFromPath, langPrefixOf, stripLang } from './lang-path';
import { pathSegments, safeDecode } from './path-segments';

describe('languages', () => {
  it('lists en, es, pt with en as default', () => {
    expect(LANGS).toEqual(['en', 'es', 'pt']);
    expect(DEFAULT_LANG).toBe('en');
    expect(isLang('pt')).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });

  it.each([
    ['/en/jobs', 'en'],
    ['/es/empleos', 'es'],
    ['/pt/empregos?q=x', 'pt'],
    ['/pt', 'pt'],
    ['/es/', 'es'],
    ['/', 'en'],
    ['/login', 'en'],
    ['/espanol', 'en'],
    ['', 'en'],
  ])('langFromPath(%s) = %s', (path, lang) => {
    expect(langFromPath(path)).toBe(lang);
  });

  it('langPrefixOf is null without a prefix', () => {
    expect(langPrefixOf('/dashboard')).toBeNull();
    expect(langPrefixOf('/es/x')).toBe('es');
  });

  it.each([
    ['/es/empleos', '/empleos'],
    ['/pt', '/'],
    ['/en/', '/'],
    ['/login', '/login'],
    ['/pt/evento/1-a?x=1', '/evento/1-a'],
    ['/', '/'],
  ])('stripLang(%s) = %s', (path, stripped) => {
    expect(stripLang(path)).toBe(stripped);
  });
});

describe('pathSegments', () => {
  it('ignores query, hash, empty and trailing segments', () => {
    expect(pathSegments('/en//jobs/?q=a#top')).toEqual(['en', 'jobs']);
    expect(pathSegments('/')).toEqual([]);
  });

  it('safeDecode keeps malformed segments', () => {
    expect(safeDecode('a%20b')).toBe('a b');
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
