/** SPEC.md section 4: a notification's icon and colour follow the status its message names. */
export type NotificationTone = 'accepted' | 'rejected' | 'pending' | 'canceled' | 'completed' | 'other';

// English as SPEC.md words the messages, and Hindi as the server says them to a Hindi reader (server:
// bookings/booking.texts.ts). "अस्वीकृत" contains "स्वीकृत": rejected is asked first.
const TONES: readonly [RegExp, NotificationTone][] = [
  [/\brejected\b|अस्वीकृत/i, 'rejected'],
  [/\baccepted\b|स्वीकृत/i, 'accepted'],
  [/\bpending\b|लंबित|मंज़ूरी के इंतज़ार/i, 'pending'],
  [/\bcancell?ed\b|रद्द/i, 'canceled'],
  [/\bcompleted\b|पूरी हो गई/i, 'completed'],
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
