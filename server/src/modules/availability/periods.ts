import { wallClockMs } from '../common/city-time.js';

/**
 * Periods in memory. A period is half-open city wall-clock time [pick-up, drop-off) (the database's exclusion
 * constraint uses the same '[)' range). A car is busy in a period when one of its occupations (an Accepted booking
 * and its turnaround, or a maintenance block) overlaps the period followed by the car's turnaround: with 60 minutes,
 * after a drop-off at 10:00 the next pick-up is at 11:00 at the earliest. The rule is written once, as SQL, in
 * availability/availability.sql.ts; the index below answers from the rows it reads; "busy now" is [now, now].
 */
export interface Period {
  start: number;
  end: number;
}

/** The four fields every period travels as (the modal, the listing's query parameters, rescheduling); period.schemas.ts checks them. */
export interface PeriodFields {
  pickupDate: string;
  pickupTime: string;
  dropDate: string;
  dropTime: string;
}

export function periodOf(f: PeriodFields): Period {
  return { start: wallClockMs(f.pickupDate, f.pickupTime), end: wallClockMs(f.dropDate, f.dropTime) };
}

export function overlaps(a: Period, b: Period): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Inside a booking at this moment (its pick-up counts, its drop-off does not). */
export function covers(p: Period, at: number): boolean {
  return p.start <= at && at < p.end;
}

export { wallClockIso } from '../common/city-time.js';

/**
 * The occupations that have not ended, per car, sorted by start: what every availability question asks.
 * Built with the catalogue snapshot, so answering a period costs no query. `turnaround` gives each car's minutes
 * after a drop-off, added to a period asked about (the rows already carry theirs).
 */
export class AvailabilityIndex {
  private readonly byCar = new Map<string, Period[]>();

  constructor(
    rows: Iterable<{ carId: string; period: Period }>,
    private readonly turnaround: (carId: string) => number = () => 0,
  ) {
    for (const { carId, period } of rows) {
      const list = this.byCar.get(carId);
      if (list) list.push(period);
      else this.byCar.set(carId, [period]);
    }
    for (const list of this.byCar.values()) list.sort((a, b) => a.start - b.start);
  }

  /** Busy right now: an occupation covers this moment (the legacy isBooked). */
  busyAt(carId: string, at: number): boolean {
    return (this.byCar.get(carId) ?? []).some((p) => covers(p, at));
  }

  /** Busy for a rental of `period`: an occupation overlaps it or the turnaround after it. */
  busyFor(carId: string, period: Period): boolean {
    const asked = this.withTurnaround(carId, period);
    return (this.byCar.get(carId) ?? []).some((p) => overlaps(p, asked));
  }

  private withTurnaround(carId: string, period: Period): Period {
    return { start: period.start, end: period.end + this.turnaround(carId) * 60_000 };
  }

  /**
   * When a car busy for `period` can next be picked up for a period as long: the earliest moment at or after the
   * asked pick-up from which no occupation overlaps that length and its turnaround. Null when it is free for `period` itself.
   */
  nextFreeAt(carId: string, period: Period): number | null {
    const asked = this.withTurnaround(carId, period);
    const length = asked.end - asked.start;
    let start = period.start;
    let moved = false;
    for (const p of this.byCar.get(carId) ?? []) {
      if (p.end <= start) continue;
      if (p.start >= start + length) break;
      start = p.end;
      moved = true;
    }
    return moved ? start : null;
  }

  /** The next moment after `at` when "busy now" can change by the clock alone (a booking starts or ends); null if none. */
  nextChange(at: number): number | null {
    let next: number | null = null;
    for (const list of this.byCar.values()) {
      for (const p of list) {
        const t = p.start > at ? p.start : p.end > at ? p.end : null;
        if (t !== null && (next === null || t < next)) next = t;
      }
    }
    return next;
  }
}
