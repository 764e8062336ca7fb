/** SPEC.md section 9: a blog card shows the first 120 characters of the content. */
export const BLOG_PREVIEW_LENGTH = 120;

export function blogPreview(content: string): string {
  return content.length > BLOG_PREVIEW_LENGTH ? `${content.slice(0, BLOG_PREVIEW_LENGTH)}...` : content;
}

// One formatter for every card (toLocaleDateString with options would build a new one per call).
let dates: Intl.DateTimeFormat | undefined;

/** '21 Nov 2026' (a moment shown in the reader's own calendar). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dates ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
  return dates.format(date);
}
