import { formatClock, formatDay } from '../../lib/cityClock';

/** A period of the city's wall clock, as the listing's query parameters and the modal carry it. */
export interface PeriodFields {
  pickupDate: string;
  pickupTime: string;
  dropDate: string;
  dropTime: string;
}
export const PERIOD_KEYS = ['pickupDate', 'pickupTime', 'dropDate', 'dropTime'] as const;
export const EMPTY_PERIOD: PeriodFields = { pickupDate: '', pickupTime: '', dropDate: '', dropTime: '' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The four query parameters (missing ones empty). */
export function readPeriodParams(params: URLSearchParams): PeriodFields {
  return {
    pickupDate: params.get('pickupDate') ?? '',
    pickupTime: params.get('pickupTime') ?? '',
    dropDate: params.get('dropDate') ?? '',
    dropTime: params.get('dropTime') ?? '',
  };
}

const start = (p: PeriodFields) => `${p.pickupDate}T${p.pickupTime}`;
const end = (p: PeriodFields) => `${p.dropDate}T${p.dropTime}`;

/** The period when all four fields are filled in correctly and the drop-off is after the pick-up; else null. */
export function completePeriod(p: PeriodFields): PeriodFields | null {
  const ok = DATE.test(p.pickupDate) && DATE.test(p.dropDate) && TIME.test(p.pickupTime) && TIME.test(p.dropTime) && end(p) > start(p);
  return ok ? { pickupDate: p.pickupDate, pickupTime: p.pickupTime, dropDate: p.dropDate, dropTime: p.dropTime } : null;
}

/** The first busy period that overlaps `p` (touching ends do not overlap, as on the server). */
export function clashWith(p: PeriodFields, busy: readonly PeriodFields[]): PeriodFields | null {
  return busy.find((b) => start(b) < end(p) && start(p) < end(b)) ?? null;
}

/** Every day a busy period touches, as yyyy-MM-dd (a drop-off at 00:00 leaves its day free). */
export function busyDays(busy: readonly PeriodFields[]): string[] {
  const days = new Set<string>();
  for (const b of busy) {
    const last = b.dropTime === '00:00' ? addDays(b.dropDate, -1) : b.dropDate;
    for (let d = b.pickupDate; d <= last; d = addDays(d, 1)) days.add(d);
  }
  return [...days];
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** '9 Mar 2026, 10:00 AM' for a wall-clock date and time. */
export function formatMoment(date: string, time: string): string {
  return `${formatDay(date)}, ${formatClock(time)}`;
}

/** nextFreeAt (ISO 8601 with the city's offset) as the city reads it. */
export function formatNextFree(iso: string): string {
  return formatMoment(iso.slice(0, 10), iso.slice(11, 16));
}

/** The period as query parameters, without the empty ones. */
export function periodParams(p: PeriodFields): Record<string, string> {
  return Object.fromEntries(PERIOD_KEYS.filter((k) => p[k]).map((k) => [k, p[k]]));
}
