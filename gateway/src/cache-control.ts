/** Long-lived: the name changes whenever the bytes do, so a browser never needs to ask again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Revalidate every time: these names stay put while their content changes. */
export const NO_CACHE = 'no-cache';

// webpack's [contenthash] as its own dot- or dash-separated segment: 123.3f9a2b1c.js, main-3f9a2b1c.css.
const contentHashed = /(^|[.-])[0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

export function isContentHashed(filePath: string): boolean {
  const base = filePath.split(/[\\/]/).pop() ?? '';
  return contentHashed.test(base);
}

export function cacheControlFor(filePath: string): string {
  return isContentHashed(filePath) ? IMMUTABLE : NO_CACHE;
}
