import { defineModule } from '../module.js';
import { Trip } from './trip.entity.js';
import { TripService } from './trip.service.js';
import { CarOdometerResolver, TripResolver } from './trip.resolver.js';
import { OverdueWatch } from './overdue-watch.js';
import { movePrivateFiles } from '../common/private-files-move.js';
import { tripTexts } from './trip.texts.js';

declare module '../common/services.js' {
  interface Services {
    trips: TripService;
    /** The overdue rule's job: flags the next bookings of a car that is not back, tells the next customer (issue 29). */
    overdueWatch: OverdueWatch;
  }
}

/** The trip beside an Accepted booking: handover, return, the bill and its settlement (issue 20). */
export const tripsModule = defineModule({
  name: 'trips',
  texts: tripTexts,
  needs: [
    'config',
    'clock',
    'orm',
    'outbox',
    'privateFiles',
    'bookings',
    'documents',
    'invoices',
    'payments',
    'userDirectory',
    'documentRetention',
  ],
  provides: ['trips', 'overdueWatch'],
  entities: [Trip],
  services: ({ config, clock, orm, outbox, privateFiles, bookings, documents, invoices, payments, userDirectory, documentRetention }) => {
    const trips = new TripService(
      privateFiles,
      config.billing,
      bookings,
      documents,
      invoices,
      payments,
      (em, id) => payments.staff(em, id),
      clock,
      config.trips,
    );
    // An account's trip photos and signatures go with it (the rows go by the bookings' foreign keys).
    // Money received before the invoice gets its receipt voucher in the same transaction (Rule 50, issue 31), and
    // an advance returned before it its refund voucher (Rule 51).
    payments.onMoneyRecorded(async (tx, row) => {
      await invoices.issueReceiptVoucher(tx, row);
      await invoices.issueRefundVoucher(tx, row);
    });
    userDirectory.onRemove(
      (em, ids) => trips.filesOf(em, ids),
      (names) => privateFiles.remove(names),
    );
    // Trip photos and signatures follow the documents' retention (DOCUMENT_RETENTION_DAYS after settlement).
    documentRetention.add((em, days) => trips.purgeFiles(em, days));
    const overdueWatch = new OverdueWatch(orm, clock, config.trips, outbox, payments, config.operatorEmail);
    overdueWatch.start();
    return { trips, overdueWatch };
  },
  resolvers: [TripResolver, CarOdometerResolver],
  // Documents' and trips' private files of before issue 28 move out of the public storage, sealed.
  startup: [movePrivateFiles],
  stop: ({ overdueWatch }) => overdueWatch.stop(),
});
