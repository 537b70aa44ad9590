import type { Lang } from '@opengood/contracts';
import type { ListingType, OrgType, SearchType } from '@opengood/contracts';

/** Search page segment per type and language (docs/product/search.md#search-pages). */
export const SEARCH_SEGMENTS: Readonly<Record<Lang, Readonly<Record<SearchType, string>>>> = {
  en: { JOB: 'jobs', INTERNSHIP: 'internships', VOLOP: 'volunteer', EVENT: 'events', ORG: 'organizations' },
  es: {
    JOB: 'empleos',
    INTERNSHIP: 'pasantias',
    VOLOP: 'voluntariado',
    EVENT: 'eventos',
    ORG: 'organizaciones',
  },
  pt: {
    JOB: 'empregos',
    INTERNSHIP: 'estagios',
    VOLOP: 'voluntariado',
    EVENT: 'eventos',
    ORG: 'organizacoes',
  },
};

/** Detail page prefix per listing type and language (docs/product/listings.md#detail-pages). */
export const DETAIL_PREFIXES: Readonly<Record<Lang, Readonly<Record<ListingType, string>>>> = {
  en: { JOB: 'job', INTERNSHIP: 'internship', VOLOP: 'volunteer-opportunity', EVENT: 'event' },
  es: { JOB: 'empleo', INTERNSHIP: 'pasantia', VOLOP: 'oportunidad-voluntariado', EVENT: 'evento' },
  pt: { JOB: 'emprego', INTERNSHIP: 'estagio', VOLOP: 'oportunidade-voluntariado', EVENT: 'evento' },
};

/**
 * Organisation type word per language, used as the first segment of org profiles and org-typed listing
 * paths. The spec only says es and pt "have their own words"; these are plain, accent-free translations.
 */
export const ORG_TYPE_WORDS: Readonly<Record<Lang, Readonly<Record<OrgType, string>>>> = {
  en: {
    NONPROFIT: 'nonprofit',
    GOVERNMENT: 'government',
    CONSULTANT: 'consultant',
    SOCIAL_ENTERPRISE: 'social-enterprise',
    RECRUITER: 'recruiter',
    BUSINESS: 'business',
    COMMUNITY: 'community',
  },
  es: {
    NONPROFIT: 'sin-fines-de-lucro',
    GOVERNMENT: 'gobierno',
    CONSULTANT: 'consultor',
    SOCIAL_ENTERPRISE: 'empresa-social',
    RECRUITER: 'reclutador',
    BUSINESS: 'empresa',
    COMMUNITY: 'comunidad',
  },
  pt: {
    NONPROFIT: 'sem-fins-lucrativos',
    GOVERNMENT: 'governo',
    CONSULTANT: 'consultor',
    SOCIAL_ENTERPRISE: 'empresa-social',
    RECRUITER: 'recrutador',
    BUSINESS: 'empresa',
    COMMUNITY: 'comunidade',
  },
};

export function searchSegment(lang: Lang, type: SearchType): string {
  return SEARCH_SEGMENTS[lang][type];
}

export function detailPrefix(lang: Lang, type: ListingType): string {
  return DETAIL_PREFIXES[lang][type];
}

export function orgTypeWord(lang: Lang, orgType: OrgType): string {
  return ORG_TYPE_WORDS[lang][orgType];
}

function reverseLookup<K extends string>(
  table: Readonly<Record<K, string>>,
  word: string | undefined,
): K | null {
  if (word === undefined) return null;
  for (const key of Object.keys(table) as K[]) {
    if (table[key] === word) return key;
  }
  return null;
}

export function searchTypeForSegment(lang: Lang, segment: string | undefined): SearchType | null {
  return reverseLookup(SEARCH_SEGMENTS[lang], segment);
}

export function listingTypeForPrefix(lang: Lang, prefix: string | undefined): ListingType | null {
  return reverseLookup(DETAIL_PREFIXES[lang], prefix);
}

export function orgTypeForWord(lang: Lang, word: string | undefined): OrgType | null {
  return reverseLookup(ORG_TYPE_WORDS[lang], word);
}
