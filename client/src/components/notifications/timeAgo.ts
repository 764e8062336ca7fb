// Relative times are formatted with Intl in the active language (lib/intl.ts, issue 24).
export { timeAgo } from '../../lib/intl';
