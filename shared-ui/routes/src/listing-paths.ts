import { isLang, type Lang } from '@opengood/contracts';
import type { ListingType, OrgType } from '@opengood/contracts';
import { detailPrefix, listingTypeForPrefix, orgTypeForWord, orgTypeWord } from './localized-words';
import { pathSegments, safeDecode } from './path-segments';
import { idDashSlug, parseIdDashSlug } from './slug';

export const IMPORTED_VOLOPS_SEGMENT = 'imported-action-opps';

export interface ListingPathOptions {
  /** Only jobs and internships have org-typed paths: /{lang}/{orgType}/{prefix}/{id-slug}. */
  orgType?: OrgType | null;
}

export function listingPath(
  lang: Lang,
  type: ListingType,
  id: string | number,
  title?: string | null,
  options: ListingPathOptions = {},
): string {
  const orgType = type === 'JOB' || type === 'INTERNSHIP' ? options.orgType : null;
  const org = orgType ? `/${orgTypeWord(lang, orgType)}` : '';
  return `/${lang}${org}/${detailPrefix(lang, type)}/${idDashSlug(id, title)}`;
}

export function orgPath(lang: Lang, orgType: OrgType, id: string | number, name?: string | null): string {
  return `/${lang}/${orgTypeWord(lang, orgType)}/${idDashSlug(id, name)}`;
}

export function importedVolopPath(lang: Lang, source: string, volopId: string | number): string {
  return `/${lang}/${IMPORTED_VOLOPS_SEGMENT}/${encodeURIComponent(source)}/${encodeURIComponent(String(volopId))}`;
}

export interface ListingMatch {
  lang: Lang;
  type: ListingType | 'ORG';
  id: string;
  /** The org type word of an org profile or of an org-typed job or internship path. */
  orgType?: OrgType;
  /** Set for imported volunteer opportunities only. */
  source?: string;
}

/**
 * Ids never contain a dash (the id is what comes before the first one). Requiring letters or digits keeps
 * CMS-looking paths such as '/en/nonprofit/-about' out of the listing area.
 */
const ID_PATTERN = /^[A-Za-z0-9_]+$/;

function readId(segment: string | undefined): string | null {
  if (segment === undefined) return null;
  const id = parseIdDashSlug(segment);
  return ID_PATTERN.test(id) ? id : null;
}

/**
 * Reads a listing detail, org profile or imported volunteer path. Prefixes are matched in the path's own
 * language only (/es/job/1 is not a listing), so each URL has exactly one reading.
 */
export function matchListingPath(pathname: string): ListingMatch | null {
  const [lang, first, second, third, ...extra] = pathSegments(pathname);
  if (!isLang(lang) || first === undefined || second === undefined || extra.length > 0) return null;

  if (first === IMPORTED_VOLOPS_SEGMENT) {
    if (third === undefined) return null;
    return { lang, type: 'VOLOP', id: safeDecode(third), source: safeDecode(second) };
  }

  const listingType = listingTypeForPrefix(lang, first);
  if (listingType !== null) {
    const id = third === undefined ? readId(second) : null;
    return id === null ? null : { lang, type: listingType, id };
  }

  const orgType = orgTypeForWord(lang, first);
  if (orgType === null) return null;
  if (third === undefined) {
    const id = readId(second);
    return id === null ? null : { lang, type: 'ORG', id, orgType };
  }
  const typed = listingTypeForPrefix(lang, second);
  if (typed !== 'JOB' && typed !== 'INTERNSHIP') return null;
  const id = readId(third);
  return id === null ? null : { lang, type: typed, id, orgType };
}
