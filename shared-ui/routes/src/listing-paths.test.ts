import { LANGS } from '@opengood/contracts';
import { LISTING_TYPES, ORG_TYPES } from '@opengood/contracts';
import { importedVolopPath, listingPath, matchListingPath, orgPath } from './listing-paths';

describe('listingPath', () => {
  it.each([
    ['en', 'JOB', '/en/job/12-program-manager'],
    ['es', 'JOB', '/es/empleo/12-program-manager'],
    ['pt', 'JOB', '/pt/emprego/12-program-manager'],
    ['en', 'INTERNSHIP', '/en/internship/12-program-manager'],
    ['es', 'INTERNSHIP', '/es/pasantia/12-program-manager'],
    ['pt', 'INTERNSHIP', '/pt/estagio/12-program-manager'],
    ['en', 'VOLOP', '/en/volunteer-opportunity/12-program-manager'],
    ['es', 'VOLOP', '/es/oportunidad-voluntariado/12-program-manager'],
    ['pt', 'VOLOP', '/pt/oportunidade-voluntariado/12-program-manager'],
    ['en', 'EVENT', '/en/event/12-program-manager'],
    ['es', 'EVENT', '/es/evento/12-program-manager'],
    ['pt', 'EVENT', '/pt/evento/12-program-manager'],
  ] as const)('%s %s', (lang, type, path) => {
    expect(listingPath(lang, type, 12, 'Program Manager!')).toBe(path);
  });

  it('works without a title', () => {
    expect(listingPath('pt', 'EVENT', 'ab12', '')).toBe('/pt/evento/ab12');
    expect(listingPath('en', 'JOB', 'ab12')).toBe('/en/job/ab12');
  });

  it('puts the org type in front for jobs and internships only', () => {
    expect(listingPath('en', 'JOB', 3, 'Chef', { orgType: 'GOVERNMENT' })).toBe('/en/government/job/3-chef');
    expect(listingPath('es', 'INTERNSHIP', 3, 'Chef', { orgType: 'NONPROFIT' })).toBe(
      '/es/sin-fines-de-lucro/pasantia/3-chef',
    );
    expect(listingPath('pt', 'EVENT', 3, 'Chef', { orgType: 'NONPROFIT' })).toBe('/pt/evento/3-chef');
  });
});

describe('orgPath and importedVolopPath', () => {
  it.each([
    ['en', 'NONPROFIT', '/en/nonprofit/5-acao-da-cidadania'],
    ['es', 'NONPROFIT', '/es/sin-fines-de-lucro/5-acao-da-cidadania'],
    ['pt', 'NONPROFIT', '/pt/sem-fins-lucrativos/5-acao-da-cidadania'],
    ['en', 'SOCIAL_ENTERPRISE', '/en/social-enterprise/5-acao-da-cidadania'],
    ['es', 'GOVERNMENT', '/es/gobierno/5-acao-da-cidadania'],
    ['pt', 'BUSINESS', '/pt/empresa/5-acao-da-cidadania'],
  ] as const)('%s %s', (lang, orgType, path) => {
    expect(orgPath(lang, orgType, 5, 'Ação da Cidadania')).toBe(path);
  });

  it('imported volunteer opportunity', () => {
    expect(importedVolopPath('es', 'vm', 'x y')).toBe('/es/imported-action-opps/vm/x%20y');
  });
});

describe('matchListingPath', () => {
  it.each(LANGS)('reads back every listing type and org type in %s', (lang) => {
    for (const type of LISTING_TYPES) {
      expect(matchListingPath(listingPath(lang, type, 'a1', 'Some Title'))).toEqual({ lang, type, id: 'a1' });
    }
    for (const orgType of ORG_TYPES) {
      expect(matchListingPath(orgPath(lang, orgType, 99, 'Org Name'))).toEqual({
        lang,
        type: 'ORG',
        id: '99',
        orgType,
      });
      expect(matchListingPath(listingPath(lang, 'JOB', 7, 'T', { orgType }))).toEqual({
        lang,
        type: 'JOB',
        id: '7',
        orgType,
      });
      expect(matchListingPath(listingPath(lang, 'INTERNSHIP', 8, 'T', { orgType }))).toEqual({
        lang,
        type: 'INTERNSHIP',
        id: '8',
        orgType,
      });
    }
  });

  it('reads imported volunteer opportunities', () => {
    expect(matchListingPath('/pt/imported-action-opps/vm/123')).toEqual({
      lang: 'pt',
      type: 'VOLOP',
      id: '123',
      source: 'vm',
    });
    expect(matchListingPath('/pt/imported-action-opps/vm')).toBeNull();
  });

  it('tolerates a trailing slash and a query', () => {
    expect(matchListingPath('/en/job/1-a/?noSuggestions=true')).toEqual({ lang: 'en', type: 'JOB', id: '1' });
  });

  it.each([
    '/job/1-a', // no language prefix
    '/es/job/1-a', // prefix of another language
    '/pt/event/1-a',
    '/en/job', // no id
    '/en/job/-slug-only',
    '/en/job/1-a/extra',
    '/en/nonprofit/event/1-a', // org-typed prefixes exist for jobs and internships only
    '/en/nonprofit/1-a/b',
    '/en/jobs', // search page
    '/en/foo/1-a',
    '/fr/job/1-a',
    '/',
  ])('%s is not a listing', (path) => {
    expect(matchListingPath(path)).toBeNull();
  });
});
