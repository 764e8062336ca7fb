import { defineModule } from '../module.js';
import { Trip } from './trip.entity.js';
import { TripService } from './trip.service.js';
import { TripResolver } from './trip.resolver.js';

declare module '../common/services.js' {
  interface Services {
    trips: TripService;
  }
}

/** The trip beside an Accepted booking: handover, return, the bill and its settlement (issue 20). */
export const tripsModule = defineModule({
  name: 'trips',
  needs: ['config', 'storage', 'bookings', 'documents', 'invoices', 'payments', 'userDirectory'],
  provides: ['trips'],
  entities: [Trip],
  services: ({ config, storage, bookings, documents, invoices, payments, userDirectory }) => {
    const trips = new TripService(storage, config.billing, bookings, documents, invoices, payments, (em, id) => payments.staff(em, id));
    // An account's trip photos and signatures go with it (the rows go by the bookings' foreign keys).
    userDirectory.onRemove((em, ids) => trips.filesOf(em, ids));
    // Money received before the invoice gets its receipt voucher in the same transaction (Rule 50, issue 31).
    payments.onMoneyRecorded(async (tx, row) => {
      await invoices.issueReceiptVoucher(tx, row);
    });
    return { trips };
  },
  resolvers: [TripResolver],
});
