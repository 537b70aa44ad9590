export const SLUG_MAX_LENGTH = 80;

/**
 * ASCII slug for readable URLs: accents stripped ('Educação' → 'educacao'), lowercase, any other run of
 * characters becomes one dash. Only the id before the first dash matters when reading the URL back, so
 * the slug may be cut anywhere.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** The id of an "{id}-{slug}" segment: the part before the first dash (docs/product/listings.md#ids-and-slugs). */
export function parseIdDashSlug(idDashSlug: string): string {
  const dash = idDashSlug.indexOf('-');
  return dash === -1 ? idDashSlug : idDashSlug.slice(0, dash);
}

/** "{id}-{slug}", or just the id when the text has nothing sluggable. */
export function idDashSlug(id: string | number, text: string | null | undefined): string {
  const slug = slugify(text ?? '');
  const safeId = encodeURIComponent(String(id));
  return slug === '' ? safeId : `${safeId}-${slug}`;
}
