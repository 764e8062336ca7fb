/** SPEC.md section 4: a notification's icon and colour follow the status its message names. */
export type NotificationTone = 'accepted' | 'rejected' | 'pending' | 'canceled' | 'completed' | 'other';

const TONES: readonly [RegExp, NotificationTone][] = [
  [/\baccepted\b/i, 'accepted'],
  [/\brejected\b/i, 'rejected'],
  [/\bpending\b/i, 'pending'],
  [/\bcancell?ed\b/i, 'canceled'],
  [/\bcompleted\b/i, 'completed'],
];

/** Accepted green, Rejected red, Pending yellow, Canceled orange, Completed blue, anything else grey. */
export const TONE_COLOURS: Record<NotificationTone, string> = {
  accepted: '#16a34a',
  rejected: '#dc2626',
  pending: '#ca8a04',
  canceled: '#ea580c',
  completed: '#2563eb',
  other: '#6b7280',
};

export function notificationTone(message: string): NotificationTone {
  return TONES.find(([pattern]) => pattern.test(message))?.[1] ?? 'other';
}
