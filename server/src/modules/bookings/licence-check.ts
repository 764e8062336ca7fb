import type { EntityManager } from '@mikro-orm/postgresql';
import type { Param } from '../common/sql-params.js';

/*
 * What a booking asks of the customer's licence on file (issue 32), declared here by the bookings module and
 * implemented by the documents module with its rules (documents/document-rules.ts). The documents module already
 * reads bookings, so bookings never import documents/ (no cycle between the folders).
 */

/** What the licence rules read of a licence: its holder's birth date, its issue and expiry dates (yyyy-MM-dd). */
export interface LicenceDates {
  dateOfBirth: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
}

/**
 * The licence on file as pieces of a new booking's one statement (bookings/booking-insert.ts): the booking is judged
 * against the dates last read, and the statement books only while the licence on file is still that one.
 */
export interface LicenceOnFileSql {
  /** A select of the licence on file: "dateOfBirth", "issuedOn" and "expiresOn" as yyyy-MM-dd text; no row: none. */
  onFile(p: Param): string;
  /** True while the licence on file is the one judged (none, or the same three dates). */
  asJudged(p: Param): string;
}

export interface LicenceCheck {
  /** Why the customer's licence on file cannot rent for these dates, in the customer's words; null: it can, or none. */
  bookingRefusal(em: EntityManager, booking: { customerId: string; pickupDate: string; dropDate: string }): Promise<string | null>;
  /** The same for licence dates already read (null: none on file). */
  licenceRefusal(licence: LicenceDates | null, period: { pickupDate: string; dropDate: string }): string | null;
  /** The licence on file for a new booking's statement, which books only while it is still `judged`. */
  licenceOnFileSql(customerId: string, judged: LicenceDates | null): LicenceOnFileSql;
}
