import { describe, expect, it } from 'vitest';
import { bookingTab, bookingsInTab, emptyTabText, isCancellable, openingTab } from './bookingTabs';
import { cityNow } from '../../lib/cityClock';

const TODAY = '2026-03-10';

describe('booking tabs (SPEC.md section 4)', () => {
  it.each([
    ['2026-03-12', 'Pending', 'Upcoming'],
    ['2026-03-12', 'Accepted', 'Upcoming'],
    ['2026-03-10', 'Accepted', 'Ongoing'],
    ['2026-03-09', 'Accepted', 'History'],
    ['2026-03-09', 'Pending', 'History'],
    ['2026-03-12', 'Rejected', 'History'],
    ['2026-03-12', 'Canceled', 'History'],
    ['2026-03-12', 'Completed', 'History'],
    ['2026-03-10', 'Completed', 'History'],
    ['2026-03-10', 'Canceled', 'History'],
    // Awaiting approval on its pick-up day: not ongoing yet, still upcoming rather than in no tab at all.
    ['2026-03-10', 'Pending', 'Upcoming'],
  ] as const)('pick-up %s, %s → %s', (pickupDate, status, tab) => {
    expect(bookingTab({ pickupDate, status }, TODAY)).toBe(tab);
  });

  it('puts every booking in exactly one tab', () => {
    const bookings = [
      { pickupDate: '2026-03-12', status: 'Pending' as const },
      { pickupDate: '2026-03-10', status: 'Accepted' as const },
      { pickupDate: '2026-03-01', status: 'Completed' as const },
    ];
    expect(bookingsInTab(bookings, 'Upcoming', TODAY)).toEqual([bookings[0]]);
    expect(bookingsInTab(bookings, 'Ongoing', TODAY)).toEqual([bookings[1]]);
    expect(bookingsInTab(bookings, 'History', TODAY)).toEqual([bookings[2]]);
  });

  it("says 'No {tab} bookings'", () => {
    expect(emptyTabText('Upcoming')).toBe('No Upcoming bookings');
    expect(emptyTabText('History')).toBe('No History bookings');
  });

  it('lets the customer cancel only a Pending or Accepted booking', () => {
    expect(['Pending', 'Accepted', 'Rejected', 'Canceled', 'Completed'].filter((s) => isCancellable(s as never))).toEqual([
      'Pending',
      'Accepted',
    ]);
  });

  it("takes 'today' in Indore, not in the browser's zone", () => {
    // 20:00 UTC on the 9th is 01:30 on the 10th in Indore.
    expect(cityNow(new Date('2026-03-09T20:00:00Z'))).toEqual({ date: '2026-03-10', time: '01:30' });
  });
});

describe('the tab the list opens on', () => {
  it.each([
    [{ Upcoming: 1, Ongoing: 1, History: 3 }, 'Upcoming'],
    [{ Upcoming: 0, Ongoing: 1, History: 3 }, 'Ongoing'],
    [{ Upcoming: 0, Ongoing: 0, History: 3 }, 'History'],
    [{ Upcoming: 0, Ongoing: 0, History: 0 }, 'Upcoming'],
  ] as const)('%o opens on %s', (counts, tab) => {
    expect(openingTab(counts)).toBe(tab);
  });
});
