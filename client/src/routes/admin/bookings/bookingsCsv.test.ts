import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../components/csv';
import { BOOKINGS_CSV_HEADER, bookingCsvRow } from './bookingsCsv';

const booking = (extra: Record<string, unknown> = {}) => ({
  __typename: 'Booking' as const,
  id: 'b1',
  name: 'Asha Verma',
  phone: '919876543210',
  license: 'MP09, 2020',
  pickupDate: '2026-12-01',
  pickupTime: '10:00',
  dropDate: '2026-12-02',
  dropTime: '18:00',
  pickupAddress: null,
  pickupLat: null,
  pickupLng: null,
  pickupLandmark: null,
  pickupAreaToConfirm: false,
  returnAddress: null,
  returnLat: null,
  returnLng: null,
  returnLandmark: null,
  returnAreaToConfirm: false,
  status: 'Pending' as const,
  cancelReason: null,
  amount: 10998,
  cancellationCharge: null,
  refundAmount: null,
  paid: 0,
  due: 0,
  refunded: 0,
  createdAt: '2026-03-09T20:00:00Z',
  documentIssues: [] as string[],
  tripStage: 'NOT_STARTED' as const,
  bill: null,
  invoice: null,
  car: { __typename: 'Car' as const, id: 'c1', name: 'XUV 700' },
  ...extra,
});

describe('bookings.csv', () => {
  it('has the columns Name, Phone, License, Car, Status, Date, the date in Indore time, then Amount, Cancellation charge, Refund', () => {
    expect(toCsv(BOOKINGS_CSV_HEADER, [bookingCsvRow(booking())])).toBe(
      'Name,Phone,License,Car,Status,Date,Amount,Cancellation charge,Refund\r\nAsha Verma,919876543210,"MP09, 2020",XUV 700,Pending,2026-03-10 01:30,10998,,',
    );
    expect(bookingCsvRow(booking({ status: 'Canceled', cancellationCharge: 2750, refundAmount: 2749 })).slice(6)).toEqual([
      '10998',
      '2750',
      '2749',
    ]);
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    const line = toCsv(BOOKINGS_CSV_HEADER, [bookingCsvRow(booking({ name: '=HYPERLINK("x")', license: '+1-2' }))]).split('\r\n')[1];
    expect(line).toBe(`"'=HYPERLINK(""x"")",919876543210,'+1-2,XUV 700,Pending,2026-03-10 01:30,10998,,`);
  });
});
