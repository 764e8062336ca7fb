import { describe, expect, it } from 'vitest';
import { bookingFormDefaults, bookingLimits, earliestPickup, withCurrentPickup } from './bookingForm';
import { readBookingSettings } from '../../site/bookingSettings';

// 10:07 in Indore on 1 June 2030.
const now = new Date('2030-06-01T04:37:00Z');

describe('the lead time in the booking modal (MIN_LEAD_MINUTES)', () => {
  it('defaults the pick-up to now plus the lead time, rounded up to the quarter hour', () => {
    expect(earliestPickup(now, 120)).toEqual({ date: '2030-06-01', time: '12:15' });
    expect(bookingFormDefaults(now, 120)).toMatchObject({ pickupDate: '2030-06-01', pickupTime: '12:15', dropDate: '2030-06-02' });
  });

  it('keeps SPEC.md "now" when there is no lead time', () => {
    expect(bookingFormDefaults(now, 0)).toMatchObject({ pickupDate: '2030-06-01', pickupTime: '10:07' });
  });

  it('sets the inputs minimum to now plus the lead time, across midnight too', () => {
    expect(bookingLimits({ pickupDate: '2030-06-01' }, now, 120)).toMatchObject({ pickupDateMin: '2030-06-01', pickupTimeMin: '12:07' });
    const late = new Date('2030-06-01T17:30:00Z'); // 23:00 in Indore
    expect(bookingLimits({ pickupDate: '2030-06-02' }, late, 120)).toMatchObject({ pickupDateMin: '2030-06-02', pickupTimeMin: '01:00' });
  });

  it('an untouched pick-up is sent at least the lead time ahead of the moment of sending', () => {
    const form = bookingFormDefaults(now, 120);
    const sent = withCurrentPickup(form, true, new Date(now.getTime() + 10 * 60_000), 120);
    expect(sent).toMatchObject({ pickupDate: '2030-06-01', pickupTime: '12:30' });
  });

  it('reads the lead time from /config.js, 120 by default', () => {
    expect(readBookingSettings({}).minLeadMinutes).toBe(120);
    expect(readBookingSettings({ minLeadMinutes: 30, deliveryFee: 'x' })).toMatchObject({ minLeadMinutes: 30, deliveryFee: 500 });
  });
});
