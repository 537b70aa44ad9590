import { INTL_LOCALES, LANGS, type Lang } from '@opengood/contracts';
import { equivalentPath, isHomePath } from '@opengood/routes';
import type { RenderHead } from './types';

const SITE_NAME = 'OpenGood';

/** Open Graph names the same locales as Intl does, with an underscore (en_US); the browser writes the same. */
export const ogLocale = (lang: Lang) => INTL_LOCALES[lang].replace('-', '_');

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside a <script> element: nothing in it can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const absolute = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, `${origin}/`).href;

/** The page in each language: PageMeta's alternates, else the route table's equivalent of this path. */
export function alternatePaths(head: RenderHead, url: URL): Partial<Record<Lang, string>> {
  if (head.alternatePaths) return head.alternatePaths;
  const paths: Partial<Record<Lang, string>> = {};
  for (const lang of LANGS) {
    const path = equivalentPath(url.pathname, lang);
    // A page the route table cannot translate (a CMS page) lands on the home: no alternate, not a wrong one.
    if (isHomePath(path) && !isHomePath(url.pathname)) continue;
    paths[lang] = path;
  }
  return paths;
}

/** The page's title as the browser's head manager writes it (useDocumentTitle). */
export const documentTitle = (title: string | null | undefined) =>
  title ? `${title} | ${SITE_NAME}` : SITE_NAME;

/**
 * The <head> tags of a server-rendered page from its PageMeta: title, description, canonical, hreflang
 * alternates (+ x-default, the English one), robots, Open Graph (og:locale of the page's language and
 * og:locale:alternate for each other language it has an hreflang alternate in), JSON-LD and the CSS of
 * its markup.
 */
export function headTags(head: RenderHead, o: { origin: string; url: URL; status: number }): string {
  const tags: string[] = [`<title>${escapeHtml(documentTitle(head.title))}</title>`];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  const found = o.status < 400;
  if (head.noindex || !found) tags.push('<meta name="robots" content="noindex" />');
  const canonical = absolute(o.origin, head.canonicalPath ?? o.url.pathname);
  if (found) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    const alternates = alternatePaths(head, o.url);
    for (const lang of LANGS) {
      const path = alternates[lang];
      if (path)
        tags.push(
          `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(absolute(o.origin, path))}" />`,
        );
    }
    if (alternates.en)
      tags.push(
        `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(o.origin, alternates.en))}" />`,
      );
    const og: [string, string | null | undefined][] = [
      ['og:site_name', SITE_NAME],
      ['og:type', head.openGraph?.type ?? 'website'],
      ['og:title', head.title ?? SITE_NAME],
      ['og:description', head.description],
      ['og:url', canonical],
      ['og:locale', ogLocale(head.lang)],
      ...LANGS.filter((lang) => lang !== head.lang && alternates[lang]).map((lang): [string, string] => [
        'og:locale:alternate',
        ogLocale(lang),
      ]),
      ['og:image', head.openGraph?.image ? absolute(o.origin, head.openGraph.image) : null],
    ];
    for (const [property, content] of og)
      if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
    for (const data of head.jsonLd ?? [])
      tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  tags.push(head.styles);
  return tags.join('\n    ');
}
