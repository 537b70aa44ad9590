import { LANGS } from '@opengood/contracts';
import { LISTING_TYPES, ORG_TYPES, SEARCH_TYPES } from '@opengood/contracts';
import {
  detailPrefix,
  listingTypeForPrefix,
  ORG_TYPE_WORDS,
  orgTypeForWord,
  orgTypeWord,
  searchSegment,
  searchTypeForSegment,
} from './localized-words';

describe('localized words', () => {
  it.each([
    ['JOB', 'jobs', 'empleos', 'empregos'],
    ['INTERNSHIP', 'internships', 'pasantias', 'estagios'],
    ['VOLOP', 'volunteer', 'voluntariado', 'voluntariado'],
    ['EVENT', 'events', 'eventos', 'eventos'],
    ['ORG', 'organizations', 'organizaciones', 'organizacoes'],
  ] as const)('search segment of %s', (type, en, es, pt) => {
    expect([searchSegment('en', type), searchSegment('es', type), searchSegment('pt', type)]).toEqual([
      en,
      es,
      pt,
    ]);
  });

  it.each([
    ['JOB', 'job', 'empleo', 'emprego'],
    ['INTERNSHIP', 'internship', 'pasantia', 'estagio'],
    ['VOLOP', 'volunteer-opportunity', 'oportunidad-voluntariado', 'oportunidade-voluntariado'],
    ['EVENT', 'event', 'evento', 'evento'],
  ] as const)('detail prefix of %s', (type, en, es, pt) => {
    expect([detailPrefix('en', type), detailPrefix('es', type), detailPrefix('pt', type)]).toEqual([
      en,
      es,
      pt,
    ]);
  });

  it('org type words', () => {
    expect(orgTypeWord('en', 'SOCIAL_ENTERPRISE')).toBe('social-enterprise');
    expect(orgTypeWord('es', 'NONPROFIT')).toBe('sin-fines-de-lucro');
    expect(orgTypeWord('pt', 'NONPROFIT')).toBe('sem-fins-lucrativos');
    expect(orgTypeWord('es', 'RECRUITER')).toBe('reclutador');
    expect(orgTypeWord('pt', 'COMMUNITY')).toBe('comunidade');
  });

  it.each(LANGS)('every word reads back to its key in %s, and words never collide', (lang) => {
    for (const type of SEARCH_TYPES) expect(searchTypeForSegment(lang, searchSegment(lang, type))).toBe(type);
    for (const type of LISTING_TYPES) expect(listingTypeForPrefix(lang, detailPrefix(lang, type))).toBe(type);
    for (const org of ORG_TYPES) expect(orgTypeForWord(lang, orgTypeWord(lang, org))).toBe(org);
    const words = [
      ...SEARCH_TYPES.map((t) => searchSegment(lang, t)),
      ...LISTING_TYPES.map((t) => detailPrefix(lang, t)),
      ...Object.values(ORG_TYPE_WORDS[lang]),
    ];
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) expect(word).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('unknown words read as null', () => {
    expect(searchTypeForSegment('en', 'empleos')).toBeNull();
    expect(listingTypeForPrefix('pt', 'job')).toBeNull();
    expect(orgTypeForWord('es', undefined)).toBeNull();
  });
});
