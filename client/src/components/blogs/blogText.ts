/** SPEC.md section 9: a blog card shows the first 120 characters of the content. */
export const BLOG_PREVIEW_LENGTH = 120;

export function blogPreview(content: string): string {
  return content.length > BLOG_PREVIEW_LENGTH ? `${content.slice(0, BLOG_PREVIEW_LENGTH)}...` : content;
}

// Dates are formatted in the active language (lib/intl.ts, issue 24).
export { formatDate } from '../../lib/intl';
