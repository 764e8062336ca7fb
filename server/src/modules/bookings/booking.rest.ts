import type { Booking } from './booking.entity.js';
import type { QuickBooking } from './quick-booking.entity.js';
import { normalizedBill } from '../common/bill.types.js';
import { carToRest } from '../cars/car.rest.js';
import { isoDate } from '../common/rest.js';
import { TripStage } from '../common/enums.js';

/** A booking in the legacy REST dialect: `_id`, SPEC.md section 3 names, carId the populated car (with `type`). */
export function bookingToRest(booking: Booking) {
  // isBooked is not computed for a car seen through a booking: leave it out rather than say false.
  const { isBooked: _omitted, ...car } = carToRest(booking.car);
  return {
    _id: booking.id,
    carId: { ...car, type: booking.car.cartype },
    name: booking.name,
    phone: booking.phone,
    license: booking.license,
    pickupDate: booking.pickupDate,
    pickupTime: booking.pickupTime,
    dropDate: booking.dropDate,
    dropTime: booking.dropTime,
    bookFor: booking.bookFor,
    status: booking.status,
    adminRemarks: booking.adminRemarks ?? null,
    cancelReason: booking.cancelReason ?? null,
    amount: booking.amount,
    cancellationCharge: booking.cancellationCharge ?? null,
    refundAmount: booking.refundAmount ?? null,
    paid: booking.paid ?? 0,
    due: booking.due,
    refunded: booking.refunded ?? 0,
    // A booking just written is mapped from its insert's row: no formula was read, and it has no trip yet.
    tripStage: booking.tripStage ?? TripStage.NOT_STARTED,
    bill: booking.tripBill ? normalizedBill(booking.tripBill) : null,
    createdAt: isoDate(booking.createdAt),
    updatedAt: isoDate(booking.updatedAt),
  };
}

export function quickBookingToRest(q: QuickBooking) {
  return {
    _id: q.id,
    fromCity: q.fromCity,
    toCity: q.toCity,
    bookAt: q.bookAt,
    carName: q.carName,
    mobile: q.mobile,
    pickDate: q.pickDate,
    pickTime: q.pickTime,
    dropDate: q.dropDate,
    dropTime: q.dropTime,
    createdAt: isoDate(q.createdAt),
  };
}
