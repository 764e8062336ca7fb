/** SPEC.md section 5: the public form's rating is 0 to 5 in steps of 0.5, default 5. */
export const DEFAULT_RATING = 5;

export function isPublicRating(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 5 && Number.isInteger(value * 2);
}

/** SPEC.md section 5: the admin's edit clamps the rating to 1..5 in steps of 0.5. */
export function clampRating(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(5, Math.max(1, Math.round(value * 2) / 2));
}

/** SPEC.md section 9: the reviews strip takes 6 s per review (5 s if there are none). */
export function reviewScrollSeconds(count: number): number {
  return count > 0 ? count * 6 : 5;
}
