import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER } from '../test/testCustomer';
import { awaitSignInElsewhere, handOverSignIn } from './signInChannel';

const QUICK = { within: 100 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session channel between tabs', () => {
  it('hands the token to a tab waiting for the same address, whatever its case and spaces', async () => {
    const waiting = vi.fn();
    const stop = awaitSignInElsewhere(' ASHA@example.com ', waiting, 'booking-tab');
    try {
      expect(await handOverSignIn('tok', CUSTOMER, { ...QUICK, tab: 'link-tab' })).toBe(true);
      // The answer ends the link tab's wait; the token follows it.
      await vi.waitFor(() => expect(waiting).toHaveBeenCalledExactlyOnceWith('tok', CUSTOMER));
    } finally {
      stop();
    }
  });

  it('never answers its own tab (a link pasted into the tab that waits signs it in directly)', async () => {
    const waiting = vi.fn();
    const stop = awaitSignInElsewhere(CUSTOMER.email, waiting, 'one-tab');
    try {
      expect(await handOverSignIn('tok', CUSTOMER, { ...QUICK, tab: 'one-tab' })).toBe(false);
    } finally {
      stop();
    }
    expect(waiting).not.toHaveBeenCalled();
  });

  it('stops answering once the code step is left', async () => {
    const waiting = vi.fn();
    awaitSignInElsewhere(CUSTOMER.email, waiting, 'booking-tab')();
    expect(await handOverSignIn('tok', CUSTOMER, { ...QUICK, tab: 'link-tab' })).toBe(false);
    expect(waiting).not.toHaveBeenCalled();
  });

  it('is skipped in a browser without BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const stop = awaitSignInElsewhere(CUSTOMER.email, vi.fn(), 'booking-tab');
    expect(await handOverSignIn('tok', CUSTOMER, { ...QUICK, tab: 'link-tab' })).toBe(false);
    stop();
  });
});
