import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE, LiveSockets } from './live-sockets.js';
import { Role } from '../modules/common/enums.js';

/** A socket that records how it was closed. */
const socket = () => ({
  closed: null as null | { code: number; reason: string },
  close(code: number, reason: string) {
    this.closed = { code, reason };
  },
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveSockets', () => {
  it('closes each socket with 4401 when its own token expires, with one timer for all of them', () => {
    const live = new LiveSockets(50);
    const now = Date.now();
    const [early, late, never] = [socket(), socket(), socket()];
    live.signedIn({ id: 'a', role: Role.Customer, expiresAt: now + 60_000 }, late);
    live.signedIn({ id: 'a', role: Role.Customer, expiresAt: now + 1_000 }, early);
    live.signedIn({ id: 'b', role: Role.Customer }, never);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(999);
    expect(early.closed).toBeNull();
    vi.advanceTimersByTime(1);
    expect(early.closed).toEqual({ code: CLOSE.sessionEnded, reason: 'Your session has expired. Please log in again.' });
    expect(late.closed).toBeNull();
    live.closed('10.0.0.1', early);
    vi.advanceTimersByTime(59_000);
    expect(late.closed?.code).toBe(CLOSE.sessionEnded);
    live.closed('10.0.0.1', late);
    vi.advanceTimersByTime(7 * 86_400_000);
    expect(never.closed).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends every socket of a viewer whose session is revoked, and forgets closed sockets', () => {
    const live = new LiveSockets(50);
    const [one, two, other] = [socket(), socket(), socket()];
    live.signedIn({ id: 'a', role: Role.Customer }, one);
    live.signedIn({ id: 'a', role: Role.Customer }, two);
    live.signedIn({ id: 'b', role: Role.Customer }, other);
    live.closed('10.0.0.1', two);
    expect(live.endSession(Role.Customer, 'a', 'gone')).toBe(1);
    expect(one.closed).toEqual({ code: CLOSE.sessionEnded, reason: 'gone' });
    expect(two.closed).toBeNull();
    expect(other.closed).toBeNull();
  });

  it('counts sockets per address up to the cap', () => {
    const live = new LiveSockets(2);
    live.opened('10.0.0.1');
    expect(live.admits('10.0.0.1')).toBe(true);
    live.opened('10.0.0.1');
    expect(live.admits('10.0.0.1')).toBe(false);
    live.closed('10.0.0.1', socket());
    expect(live.admits('10.0.0.1')).toBe(true);
    expect(live.size).toBe(1);
  });
});
