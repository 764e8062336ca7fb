import type { Clock } from '../../src/modules/common/clock.js';

/**
 * A clock a test moves (issue 29): it runs with the system's time plus an offset, so requests still see time pass,
 * and `advance` makes pick-ups come and trips run late without sleeping. startTestServer hands one to the server; it
 * lives here, outside the build, so production cannot be given one.
 */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock forward (or back, with a negative amount) by `ms`. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Sets the clock to an instant; it runs on from there. */
  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }

  /** Back to the system's time. */
  reset(): void {
    this.offsetMs = 0;
  }
}
