import { escapeHtml, headTags, scriptJson } from './head';
import type { RenderResult } from './types';

type RenderedPage = Extract<RenderResult, { kind: 'page' }>;

/** The id of the element holding the server's store state; the shell's boot reads it (CSP: data, not code). */
export const STATE_ELEMENT_ID = 'og-state';

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`the shell's index.html has no ${pattern.source}`);
  return html.replace(pattern, () => replacement);
}

const serverRendered = (id: string, markup: string) =>
  `<div id="${id}" data-server-rendered="">${markup}</div>`;

/**
 * The shell's index.html with a server-rendered page in it: <html lang>, the page's head (its title and
 * description replace the defaults), the chrome's markup (when rendered) in its two spots, the area's in
 * the element the shell mounts the area into, and the store state as JSON for the browser to start from.
 */
export function assemblePage(indexHtml: string, page: RenderedPage, o: { origin: string; url: URL }): string {
  let html = replaceOnce(indexHtml, /<html[^>]*>/, `<html lang="${page.head.lang}">`);
  html = html.replace(/<title>[^<]*<\/title>/, '').replace(/<meta\s+name="description"[^>]*>/, '');
  html = replaceOnce(html, /<\/head>/, `  ${headTags(page.head, { ...o, status: page.status })}\n  </head>`);
  if (page.chrome) {
    html = replaceOnce(html, /<div id="chrome-top"><\/div>/, serverRendered('chrome-top', page.chrome.top));
    html = replaceOnce(
      html,
      /<div id="chrome-bottom"><\/div>/,
      serverRendered('chrome-bottom', page.chrome.bottom),
    );
  }
  const area = escapeHtml(page.area);
  html = replaceOnce(
    html,
    /<main id="areas"><\/main>/,
    `<main id="areas"><div id="area-${area}" data-area="${area}" data-server-rendered="">${page.html}</div></main>`,
  );
  return replaceOnce(
    html,
    /<\/body>/,
    `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptJson(page.state)}</script>\n  </body>`,
  );
}
