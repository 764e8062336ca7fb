/** The REST dialect's two conventions every adapter shares. */

/** A JSON or multipart body as fields; anything else (absent, an array, text) as no fields. */
export function bodyOf(req: { body?: unknown }): Record<string, unknown> {
  return req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
}

/** Dates travel as ISO 8601 text in the REST dialect; no date is null. */
export function isoDate(date: Date | string): string;
export function isoDate(date: Date | string | null | undefined): string | null;
export function isoDate(date: Date | string | null | undefined): string | null {
  if (date === null || date === undefined) return null;
  return date instanceof Date ? date.toISOString() : date;
}
