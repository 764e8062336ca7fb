import { describe, expect, it } from 'vitest';
import { notificationTone } from './notificationTone';

describe('notificationTone', () => {
  it.each([
    ['Your booking for Swift on 2026-12-01 has been Accepted.', 'accepted'],
    ['Your booking for Swift on 2026-12-01 has been Rejected.', 'rejected'],
    ['Your booking for Swift on 2026-12-01 is Pending approval.', 'pending'],
    ['Your booking for Swift on 2026-12-01 has been Canceled.', 'canceled'],
    ['Your booking for Swift on 2026-12-01 has been Completed.', 'completed'],
    // As the server says them to a customer whose screens are in Hindi (issue 32).
    ['1 दिसंबर 2026 के लिए Swift की आपकी बुकिंग स्वीकृत हो गई है।', 'accepted'],
    ['1 दिसंबर 2026 के लिए Swift की आपकी बुकिंग अस्वीकृत हो गई है।', 'rejected'],
    ['1 दिसंबर 2026 के लिए Swift की आपकी बुकिंग हमारी टीम की मंज़ूरी के इंतज़ार में है।', 'pending'],
    ['1 दिसंबर 2026 के लिए Swift की आपकी बुकिंग रद्द हो गई है।', 'canceled'],
    ['1 दिसंबर 2026 के लिए Swift की आपकी बुकिंग पूरी हो गई है।', 'completed'],
    ['Payment received for your Swift booking', 'other'],
  ] as const)('%s is %s', (message, tone) => {
    expect(notificationTone(message)).toBe(tone);
  });
});
