/**
 * Splits a pathname into its non-empty segments. Query and hash are ignored and empty segments dropped,
 * so '/en/jobs/', '/en//jobs' and '/en/jobs?q=x' all read the same: matchers never trip on a trailing slash.
 */
export function pathSegments(pathname: string): string[] {
  const end = pathname.search(/[?#]/);
  const path = end === -1 ? pathname : pathname.slice(0, end);
  return path.split('/').filter((segment) => segment !== '');
}

/** decodeURIComponent that returns a malformed segment as written instead of throwing on a bad URL. */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
