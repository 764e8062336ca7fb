/** The REST dialect's convention every adapter shares (a body reaches its handler parsed, as `req.input`: common/operation.ts). */

/** Dates travel as ISO 8601 text in the REST dialect; no date is null. */
export function isoDate(date: Date | string): string;
export function isoDate(date: Date | string | null | undefined): string | null;
export function isoDate(date: Date | string | null | undefined): string | null {
  if (date === null || date === undefined) return null;
  return date instanceof Date ? date.toISOString() : date;
}
