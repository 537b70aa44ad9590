import { useEffect } from 'react';
import { INTL_LOCALES, LANGS, type Lang } from '@opengood/contracts';
import type { PageMeta } from '../loading/definePages';

/** Marks the head elements the client's head manager wrote (and may remove again). */
export const HEAD_MARK = 'data-og-head';

const X_DEFAULT: Lang = 'en';

/**
 * The elements that describe one page (not the site): a server wrote them for the page it rendered, so
 * after a client-side navigation they describe the previous page and are replaced, marked or not.
 */
const PAGE_ELEMENTS = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property="og:type"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:url"]',
  'meta[property="og:image"]',
  'meta[property="og:locale"]',
  'meta[property="og:locale:alternate"]',
  'script[type="application/ld+json"]',
].join(',');

const absolute = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, `${origin}/`).href;

/** Open Graph names the same locales as Intl does, with an underscore (en_US); the server writes the same. */
export const ogLocale = (lang: Lang) => INTL_LOCALES[lang].replace('-', '_');

function element(doc: Document, tag: 'meta' | 'link' | 'script', attributes: Record<string, string>) {
  const el = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.setAttribute(HEAD_MARK, '');
  return el;
}

/**
 * Writes a page's head the way the server renderer does (gateway/src/ssr/head.ts): description, robots,
 * canonical, hreflang alternates + x-default, Open Graph (og:locale from the page's `lang`, and
 * og:locale:alternate for each other language it has an hreflang alternate in) and JSON-LD, paths made
 * absolute with `origin`.
 * Canonical, alternates, Open Graph and JSON-LD describe a page that exists, so a noindexed page keeps
 * only what the server would also write. The JSON-LD goes in as text of a data block
 * (type="application/ld+json"): it never executes, so the CSP's script-src does not apply to it.
 */
export function applyDocumentHead(
  doc: Document,
  meta: PageMeta,
  o: { origin: string; url: string; lang: Lang },
): void {
  for (const old of Array.from(doc.head.querySelectorAll(PAGE_ELEMENTS))) old.remove();
  const added: Element[] = [];
  if (meta.description) added.push(element(doc, 'meta', { name: 'description', content: meta.description }));
  if (meta.noindex) added.push(element(doc, 'meta', { name: 'robots', content: 'noindex' }));
  const found = (meta.status ?? 200) < 400;
  // While a page loads it has no head of its own yet: nothing is better than the previous page's.
  const described = Boolean(meta.title || meta.canonicalPath || meta.description);
  if (found && described) {
    const canonical = absolute(o.origin, meta.canonicalPath ?? o.url);
    added.push(element(doc, 'link', { rel: 'canonical', href: canonical }));
    const alternates = meta.alternatePaths ?? {};
    for (const [lang, path] of Object.entries(alternates)) {
      if (path)
        added.push(
          element(doc, 'link', { rel: 'alternate', hreflang: lang, href: absolute(o.origin, path) }),
        );
    }
    const fallback = alternates[X_DEFAULT];
    if (fallback)
      added.push(
        element(doc, 'link', { rel: 'alternate', hreflang: 'x-default', href: absolute(o.origin, fallback) }),
      );
    const og: [string, string | null | undefined][] = [
      ['og:type', meta.openGraph?.type ?? 'website'],
      ['og:title', meta.title],
      ['og:description', meta.description],
      ['og:url', canonical],
      ['og:image', meta.openGraph?.image ? absolute(o.origin, meta.openGraph.image) : null],
    ];
    for (const [property, content] of og)
      if (content) added.push(element(doc, 'meta', { property, content }));
    added.push(element(doc, 'meta', { property: 'og:locale', content: ogLocale(o.lang) }));
    for (const lang of LANGS)
      if (lang !== o.lang && alternates[lang])
        added.push(element(doc, 'meta', { property: 'og:locale:alternate', content: ogLocale(lang) }));
    for (const data of meta.jsonLd ?? []) {
      const script = element(doc, 'script', { type: 'application/ld+json' });
      script.textContent = JSON.stringify(data);
      added.push(script);
    }
  }
  doc.head.append(...added);
}

/**
 * Keeps the document's head right after client-side navigation: the same head a server writes for this
 * page. Keyed on the head's content and the page's language, since a page's meta() makes a new object on
 * every render, and a switch of language may keep the meta while og:locale must follow.
 */
export function useManagedHead(meta: PageMeta, lang: Lang): void {
  const key = JSON.stringify(meta);
  useEffect(() => {
    applyDocumentHead(document, JSON.parse(key) as PageMeta, {
      origin: window.location.origin,
      url: window.location.pathname + window.location.search,
      lang,
    });
  }, [key, lang]);
}
