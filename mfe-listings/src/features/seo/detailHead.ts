import { LANGS, type Lang, type SearchType } from '@opengood/contracts';
import type { PageMeta, StructuredData } from '@opengood/platform';
import {
  homePath,
  importedVolopPath,
  listingPath,
  orgPath,
  searchPath,
  type ListingMatch,
} from '@opengood/routes';
import { isPublished, type Detail } from '../detail/detailApi';
import { closedSince } from '../hiring/listingState';
import { excerpt } from './excerpt';
import { breadcrumbList, listingStructuredData, organization } from './structuredData';

/** The translated names the breadcrumb trail needs (the listings namespace's `seo` strings). */
export interface SeoLabels {
  home: string;
  /** The name of the search page of this record's type ("Nonprofit jobs", "Organizations"). */
  search: string;
}

/** The record's path in one language: the same one the wrong-slug redirect goes to (see canonicalPath). */
function pathIn(detail: Detail, match: ListingMatch, lang: Lang): string {
  if (detail.kind === 'org') return orgPath(lang, detail.org.orgType, detail.org.id, detail.org.name);
  const { listing } = detail;
  if (match.source !== undefined) return importedVolopPath(lang, match.source, match.id);
  const orgType = match.orgType ? listing.org.orgType : null;
  return listingPath(lang, listing.listingType, listing.id, listing.title, { orgType });
}

/**
 * The head of a listing or organisation page: canonical and hreflang paths, a plain-text description,
 * Open Graph type, JSON-LD (the record's schema.org object and its breadcrumb trail), and noindex for a
 * listing the public may no longer see (unpublished, or its organisation frozen) and for a frozen
 * organisation. `origin` makes the JSON-LD's URLs absolute (PageMeta's own paths stay site-relative).
 */
export function detailHead(
  detail: Detail,
  match: ListingMatch,
  o: { origin: string; labels: SeoLabels; now?: number },
): PageMeta {
  const lang = match.lang;
  const canonicalPath = pathIn(detail, match, lang);
  const alternatePaths = Object.fromEntries(LANGS.map((l) => [l, pathIn(detail, match, l)]));
  const abs = (path: string) => new URL(path, `${o.origin}/`).href;
  const searchType: SearchType = detail.kind === 'org' ? 'ORG' : detail.listing.listingType;
  const name = detail.kind === 'org' ? detail.org.name : detail.listing.title;
  const crumbs = breadcrumbList([
    { name: o.labels.home, url: abs(homePath(lang)) },
    { name: o.labels.search, url: abs(searchPath(lang, searchType)) },
    { name, url: abs(canonicalPath) },
  ]);
  const base = { canonicalPath, alternatePaths };

  if (detail.kind === 'org') {
    const { org } = detail;
    if (org.type !== 'ORG') return { ...base, noindex: true, openGraph: { type: 'website' } };
    return {
      ...base,
      description: excerpt(org.description),
      // og:type profile is for people; an organisation's page is a website object.
      openGraph: { type: 'website', ...(org.logo ? { image: org.logo } : {}) },
      jsonLd: [organization(org, { url: abs(canonicalPath), logo: org.logo ? abs(org.logo) : null }), crumbs],
    };
  }

  const { listing } = detail;
  if (!isPublished(listing)) return { ...base, noindex: true, openGraph: { type: 'article' } };
  const orgUrl = abs(orgPath(lang, listing.org.orgType, listing.org.id, listing.org.name));
  // Google's job-posting guidelines: a posting that no longer takes applications carries no JobPosting
  // (docs/product/listings.md#listing-lifecycle). The page itself stays: it says since when it is closed.
  const expiredPosting =
    (listing.type === 'JOB' || listing.type === 'INTERNSHIP') && closedSince(listing, o.now) !== null;
  const own = expiredPosting
    ? null
    : listingStructuredData(listing, {
        url: abs(canonicalPath),
        org: { name: listing.org.name, url: orgUrl },
      });
  const jsonLd: StructuredData[] = own ? [own, crumbs] : [crumbs];
  return { ...base, description: excerpt(listing.description), openGraph: { type: 'article' }, jsonLd };
}
