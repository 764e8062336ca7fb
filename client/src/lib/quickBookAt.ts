import type { QuickBookAt } from '../gql/graphql';

/** SPEC.md section 9: the quick booking's durations, as the home form offers them and the admin list shows them. */
export const QUICK_BOOK_AT: readonly { value: QuickBookAt; label: string }[] = [
  { value: 'Hour', label: '12 Hours' },
  { value: 'Daily', label: 'Daily' },
  { value: 'Weekly', label: 'Weekly' },
  { value: 'Monthly', label: 'Monthly' },
];

export function quickBookAtLabel(value: string): string {
  return QUICK_BOOK_AT.find((option) => option.value === value)?.label ?? value;
}
