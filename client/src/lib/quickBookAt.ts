import { translated } from '../i18n/i18n';
import type { QuickBookAt } from '../gql/graphql';

/** SPEC.md section 9: the quick booking's durations, as the home form offers them and the admin list shows them. */
const LABELS = translated({ Hour: 'bookFor.TwelveHours', Daily: 'bookFor.Daily', Weekly: 'bookFor.Weekly', Monthly: 'bookFor.Monthly' });
export const QUICK_BOOK_AT: readonly { value: QuickBookAt; readonly label: string }[] = (
  ['Hour', 'Daily', 'Weekly', 'Monthly'] as const
).map((value) => ({
  value,
  get label() {
    return LABELS[value];
  },
}));

export function quickBookAtLabel(value: string): string {
  return QUICK_BOOK_AT.find((option) => option.value === value)?.label ?? value;
}
