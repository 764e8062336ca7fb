const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A whole-text RegExp for a template with named holes (a route's `/v1/cars/{id}`, a sentence's `{{label}} must be …`):
 * its fixed text matched as written, each hole captured by `hole`. `holes` has one capture group, the hole's name;
 * `names` are the holes in order, as the RegExp captures them.
 */
export function templatePattern(
  template: string,
  holes: RegExp,
  hole: string,
  { suffix = '', flags = '' }: { suffix?: string; flags?: string } = {},
): { pattern: RegExp; names: string[] } {
  // Split on a RegExp with a capture group: the fixed parts at even places, the holes' names at odd ones.
  const parts = template.split(holes);
  return {
    pattern: new RegExp(`^${parts.map((part, i) => (i % 2 ? hole : escapeRegExp(part))).join('')}${suffix}$`, flags),
    names: parts.filter((_, i) => i % 2 === 1),
  };
}
