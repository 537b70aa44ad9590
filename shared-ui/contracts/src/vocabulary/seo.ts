import { LANGS } from './languages';

/** sitemaps.org: at most 50,000 URLs in one sitemap file (and 50 MB); larger sets go in a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Each listing or organisation is one <url> per language (with the others as hreflang alternates), so a
 * sitemap file holds this many records.
 */
export const SITEMAP_RECORDS_PER_FILE = Math.floor(SITEMAP_MAX_URLS / LANGS.length);
