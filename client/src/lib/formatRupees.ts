// Kept for the screens that import it from here: the one formatter lives in lib/intl.ts (issue 24).
export { formatRupees } from './intl';
