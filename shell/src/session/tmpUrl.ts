// The temporary-storage id travels in the URL as `tmpId` (docs/product/accounts.md#temporary-data).

export const TMP_ID_PARAM = 'tmpId';
/**
 * `?tmpRestore=force` restored without a verified email (the former "or restore is forced" rule, docs/product/accounts.md#temporary-data). No flow wrote it,
 * and a link could use it to skip the verification step (issue 15): it forces nothing any more, and the
 * restore strips it from the address with the id.
 */
const RETIRED_FORCE_PARAM = 'tmpRestore';
const TMP_ID = /^[A-Za-z0-9_-]{22}$/;
const BASE = 'http://site.invalid';

export function tmpIdOf(href: string): string | null {
  const value = new URL(href, BASE).searchParams.get(TMP_ID_PARAM);
  return value !== null && TMP_ID.test(value) ? value : null;
}

/** The same address without the restore's parameters (path, other query, hash). */
export function withoutTmpId(href: string): string {
  const url = new URL(href, BASE);
  url.searchParams.delete(TMP_ID_PARAM);
  url.searchParams.delete(RETIRED_FORCE_PARAM);
  return url.pathname + url.search + url.hash;
}

/** `href` with `tmpId` added: where a flow continues so the restore runs there. */
export function withTmpId(href: string, tmpId: string): string {
  const url = new URL(href, BASE);
  url.searchParams.set(TMP_ID_PARAM, tmpId);
  return url.pathname + url.search + url.hash;
}
