// Test helpers: a signed-in customer in session storage, and a fixed clock for the city's date.
import { vi } from 'vitest';

export const CUSTOMER = { _id: 'u1', name: 'Asha Verma', phone: '+919876543210', email: 'asha@example.com' };

export function signInCustomer(user: Record<string, unknown> = CUSTOMER, token = 'customer-token') {
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('user', JSON.stringify(user));
}

/** Fakes only Date (Apollo's and Testing Library's timers stay real): 2026-03-10 14:00 in Indore. */
export function fixClock(iso = '2026-03-10T08:30:00Z') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}
