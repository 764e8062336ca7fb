/** SPEC.md section 9: a blog card shows the first 120 characters of the content. */
export const BLOG_PREVIEW_LENGTH = 120;

export function blogPreview(content: string): string {
  return content.length > BLOG_PREVIEW_LENGTH ? `${content.slice(0, BLOG_PREVIEW_LENGTH)}...` : content;
}

// Dates are formatted in the active language (lib/intl.ts, issue 24).
export { formatDate } from '../../lib/intl';

/** A blog's heading and content in `language`: the Hindi ones on the Hindi site when staff wrote them, else English. */
export function blogInLanguage(
  blog: { heading: string; content: string; headingHi?: string | null; contentHi?: string | null },
  language: string,
): { heading: string; content: string } {
  if (language !== 'hi') return { heading: blog.heading, content: blog.content };
  return { heading: blog.headingHi || blog.heading, content: blog.contentHi || blog.content };
}
