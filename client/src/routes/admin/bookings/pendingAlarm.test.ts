import { describe, expect, it } from 'vitest';
import { ALARM_START, alarmReducer, type AlarmEvent } from './pendingAlarm';

const run = (...events: AlarmEvent[]) => events.reduce(alarmReducer, ALARM_START);
const count = (n: number): AlarmEvent => ({ type: 'count', count: n });

describe('pending-booking alarm', () => {
  it('does not ring on the first count (the page load), however high', () => {
    expect(run(count(7)).ringing).toBe(false);
  });

  it('rings when the Pending count rises', () => {
    expect(run(count(2), count(3)).ringing).toBe(true);
    expect(run(count(0), count(1)).ringing).toBe(true);
  });

  it('does not ring when the count stays or falls', () => {
    expect(run(count(3), count(3), count(2)).ringing).toBe(false);
  });

  it('keeps ringing until stopped, even if the count falls again', () => {
    const rang = run(count(2), count(3), count(2));
    expect(rang.ringing).toBe(true);
    expect(alarmReducer(rang, { type: 'stop' }).ringing).toBe(false);
  });

  it('rings again on the next rise after a stop', () => {
    const stopped = run(count(2), count(3), { type: 'stop' });
    expect(alarmReducer(stopped, count(3)).ringing).toBe(false);
    expect(alarmReducer(stopped, count(4)).ringing).toBe(true);
  });
});
