import { defineModule } from '../module.js';
import { Trip } from './trip.entity.js';
import { TripService } from './trip.service.js';
import { TripResolver } from './trip.resolver.js';
import { movePrivateFiles } from '../common/private-files-move.js';

declare module '../common/services.js' {
  interface Services {
    trips: TripService;
  }
}

/** The trip beside an Accepted booking: handover, return, the bill and its settlement (issue 20). */
export const tripsModule = defineModule({
  name: 'trips',
  needs: ['config', 'privateFiles', 'bookings', 'documents', 'invoices', 'payments', 'userDirectory', 'documentRetention'],
  provides: ['trips'],
  entities: [Trip],
  services: ({ config, privateFiles, bookings, documents, invoices, payments, userDirectory, documentRetention }) => {
    const trips = new TripService(privateFiles, config.billing, bookings, documents, invoices, payments, (em, id) =>
      payments.staff(em, id),
    );
    // An account's trip photos and signatures go with it (the rows go by the bookings' foreign keys).
    // Money received before the invoice gets its receipt voucher in the same transaction (Rule 50, issue 31).
    payments.onMoneyRecorded(async (tx, row) => {
      await invoices.issueReceiptVoucher(tx, row);
    });
    userDirectory.onRemove(
      (em, ids) => trips.filesOf(em, ids),
      (names) => privateFiles.remove(names),
    );
    // Trip photos and signatures follow the documents' retention (DOCUMENT_RETENTION_DAYS after settlement).
    documentRetention.add((em, days) => trips.purgeFiles(em, days));
    return { trips };
  },
  resolvers: [TripResolver],
  // Documents' and trips' private files of before issue 28 move out of the public storage, sealed.
  startup: [movePrivateFiles],
});
