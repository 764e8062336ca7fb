import type { BookFor } from '../../gql/graphql';

/** SPEC.md section 9: the booking modal's durations, 12 Hours first (the default). */
export const BOOK_FOR_OPTIONS: readonly { value: BookFor; label: string }[] = [
  { value: 'TwelveHours', label: '12 Hours' },
  { value: 'Daily', label: 'Daily' },
  { value: 'Weekly', label: 'Weekly' },
  { value: 'Monthly', label: 'Monthly' },
];

export const DEFAULT_BOOK_FOR: BookFor = 'TwelveHours';

export function bookForLabel(value: BookFor): string {
  return BOOK_FOR_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
