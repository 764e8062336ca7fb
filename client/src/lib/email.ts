/** The longest e-mail address SMTP carries (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * SPEC.md section 5: "text, @, text, dot, text", with no spaces, at most 254 characters (the server's rule).
 * Checked in one pass: the obvious pattern /^[^\s@]+@[^\s@]+\.[^\s@]+$/ backtracks quadratically on a run of dots.
 */
export function isEmail(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH || /\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  // A dot with at least one character on each side.
  return value.slice(at + 2, -1).includes('.');
}
