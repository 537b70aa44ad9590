/** application/json, application/problem+json, application/vnd.x+json, with or without a charset. */
export function isJsonContentType(contentType: string | null | undefined): boolean {
  return /^[^;]*[/+]json\s*(;|$)/i.test(contentType ?? '');
}

export type JsonParseResult = { ok: true; value: unknown } | { ok: false };

export function parseJson(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The `_version` any answer may carry (docs/product/http-and-errors.md#forced-update); numeric strings are accepted, anything else ignored. */
export function versionOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || !('_version' in body)) return null;
  const raw = (body as { _version: unknown })._version;
  const version = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof version === 'number' && Number.isFinite(version) ? version : null;
}
