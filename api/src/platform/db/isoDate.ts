/** Timestamps leave the api as ISO 8601 in UTC, whichever driver read them (pg gives Date, PGlite may give text). */
export function isoDate(value: Date | string): string;
export function isoDate(value: Date | string | null): string | null;
export function isoDate(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
