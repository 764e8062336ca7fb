import type { BookFor } from '../../gql/graphql';
import { i18n } from '../../i18n/i18n';

/** SPEC.md section 9: the booking modal's durations, 12 Hours first (the default). */
const LABEL_KEYS = {
  TwelveHours: 'bookFor.TwelveHours',
  Daily: 'bookFor.Daily',
  Weekly: 'bookFor.Weekly',
  Monthly: 'bookFor.Monthly',
} as const satisfies Record<BookFor, string>;

/** Each label in the active language (read when shown). */
export const BOOK_FOR_OPTIONS: readonly { value: BookFor; readonly label: string }[] = (Object.keys(LABEL_KEYS) as BookFor[]).map(
  (value) => ({
    value,
    get label() {
      return i18n.t(LABEL_KEYS[value]);
    },
  }),
);

export const DEFAULT_BOOK_FOR: BookFor = 'TwelveHours';

/** Each plan as SPEC.md's REST dialect writes it (GraphQL's enum names the same plans TwelveHours, Daily...). */
export const BOOK_FOR_REST = { TwelveHours: '12 Hours', Daily: 'Daily', Weekly: 'Weekly', Monthly: 'Monthly' } as const satisfies Record<
  BookFor,
  string
>;

/** The plan of a REST answer's text ('12 Hours'). */
export function bookForOfRest(text: string): BookFor {
  return (Object.keys(BOOK_FOR_REST) as BookFor[]).find((plan) => BOOK_FOR_REST[plan] === text) ?? DEFAULT_BOOK_FOR;
}

export function bookForLabel(value: BookFor): string {
  return BOOK_FOR_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
