import { UniqueConstraintViolationException, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import { CustomerDocument } from './document.entity.js';
import { DocumentDecision, DocumentKind, DocumentRejectionCode, DocumentSide, DocumentStatus, IdProofType } from './document.enums.js';
import { documentIssues, licenceRefusal } from './document-rules.js';
import { licenceOnFileSql } from './licence-on-file.sql.js';
import type { LicenceCheck, LicenceDates, LicenceOnFileSql } from '../bookings/licence-check.js';
import { User } from '../users/user.entity.js';
import { BadInputError, ConflictError, NotFoundError } from '../common/errors.js';
import { cityNow } from '../common/city-time.js';
import { optionalText, requiredText } from '../common/input.js';
import { isUuid } from '../common/ids.js';
import type { StoredFile } from '../common/uploads.js';
import type { PrivateFiles } from '../common/private-files.js';
import type { Page } from '../common/paging.js';
import { MAIL } from '../outbox/mail.kind.js';
import { mailText } from './document.mail-texts.js';
import type { Outbox } from '../outbox/outbox.js';
import { Role } from '../common/enums.js';
import type { Viewer } from '../common/access.js';
import { personLine } from '../common/person-text.js';
import { type Clock, sqlCityNow, sqlNow, systemClock } from '../common/clock.js';
import { appLink } from '../common/app-links.js';
import { AADHAAR_MASK_NEEDED, type DocumentUpload } from './document.schemas.js';

/** The rejection reason staff choose for an unmasked Aadhaar; the image is deleted at once. */
export const AADHAAR_NOT_MASKED = 'Aadhaar not masked';

/** The earliest birth date a document may show, and how far ahead a licence may expire. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';
export const MAX_LICENCE_YEARS_AHEAD = 30;

/**
 * Dates a real document can show (issue 28: 0001-01-01 and 9999-12-31 were accepted): born in 1900 or later and not
 * after today, issued not after today, a licence's expiry not past and at most 30 years ahead. `today` is yyyy-MM-dd.
 */
export function checkDocumentDates(
  dates: { dateOfBirth: string | null; issuedOn: string | null; expiresOn: string | null },
  today: string,
): void {
  const { dateOfBirth, issuedOn, expiresOn } = dates;
  if (dateOfBirth && (dateOfBirth < EARLIEST_BIRTH_DATE || dateOfBirth > today))
    throw new BadInputError(`Date of birth must be between ${EARLIEST_BIRTH_DATE} and today.`);
  if (issuedOn && (issuedOn < EARLIEST_BIRTH_DATE || issuedOn > today)) throw new BadInputError('Issue date cannot be in the future.');
  if (!expiresOn) return;
  if (expiresOn < today) throw new BadInputError('This licence has expired: upload a valid one.');
  const latest = `${Number(today.slice(0, 4)) + MAX_LICENCE_YEARS_AHEAD}${today.slice(4)}`;
  if (expiresOn > latest) throw new BadInputError(`Expiry date must be within ${MAX_LICENCE_YEARS_AHEAD} years from today.`);
}

export const DOCUMENT_NOT_FOUND = 'Document not found.';
const MAX_REASON = 500;

function readEnum<E extends Record<string, string>>(values: E, value: unknown, label: string): E[keyof E] {
  if (typeof value !== 'string' || !Object.values(values).includes(value)) {
    throw new BadInputError(`${label} must be one of ${Object.values(values).join(', ')}.`);
  }
  return value as E[keyof E];
}

/** The booking's driver beside the customer's verified licence (issue 28: the driver is the licence holder). */
export interface DriverCheck {
  bookingName: string;
  bookingLicence: string;
  /** The verified licence's number and holder (the account's name), or null without a verified licence. */
  licenceNumber: string | null;
  licenceHolder: string | null;
  matches: boolean;
}

const licenceKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
const nameKey = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** The handover's refusal when the driver does not match: both sides, and what staff do about it. */
export function driverMismatchMessage(check: DriverCheck): string {
  return (
    `The booking's driver (${check.bookingName}, licence ${check.bookingLicence}) does not match the verified licence ` +
    `(${check.licenceHolder ?? 'none'}, ${check.licenceNumber ?? 'none'}). Check the driver's original licence, then confirm with a reason.`
  );
}

const isStaff = (viewer: Viewer | null) => viewer?.role === Role.Admin;

/**
 * Customer documents (KYC): the customer uploads, staff verify or reject (a rejection is mailed), the images are
 * private, and the rental rules (document-rules.ts) are judged here for any booking through `issuesFor`; the
 * licence's rules also at upload, and for a new booking or a move through the bookings module's LicenceCheck.
 */
export class DocumentService implements LicenceCheck {
  constructor(
    private readonly files: PrivateFiles,
    private readonly outbox: Outbox,
    private readonly publicUrl: string | null,
    private readonly clock: Clock = systemClock,
  ) {}

  private async removeFiles(keys: (string | null)[]): Promise<void> {
    await this.files.remove(keys);
  }

  /** A customer's upload; it replaces their previous document of that kind (row and images) and waits for staff. */
  async upload(
    em: EntityManager,
    ownerId: string,
    input: DocumentUpload,
    front: Buffer | null,
    back: Buffer | null,
    now = this.clock.now(),
  ): Promise<CustomerDocument> {
    // UIDAI's rules: only a masked Aadhaar (first 8 digits hidden) is kept (document.schemas.ts). No OCR reads the
    // photo: the customer confirms it, and staff reject an unmasked one with AADHAAR_NOT_MASKED, which deletes it at
    // once (review).
    const { kind, idType, number, last4, dateOfBirth, issuedOn, expiresOn } = input;
    const licence = kind === DocumentKind.DRIVING_LICENCE;
    const today = cityNow(now).date;
    checkDocumentDates({ dateOfBirth, issuedOn, expiresOn: licence ? expiresOn : null }, today);
    if (issuedOn && expiresOn && expiresOn <= issuedOn) throw new BadInputError('Expiry date must be after the issue date.');
    if (dateOfBirth && issuedOn && issuedOn <= dateOfBirth) throw new BadInputError('Issue date must be after the date of birth.');
    // A licence that cannot rent today is refused here, with the day it can (issue 32), before any booking asks.
    const refusal = licence ? licenceRefusal({ dateOfBirth, issuedOn, expiresOn }, { pickupDate: today, dropDate: today }, 'upload') : null;
    if (refusal) throw new BadInputError(refusal);
    if (!front?.length) throw new BadInputError('Please add a photo of the front.');
    if (licence && !back?.length) throw new BadInputError('Please add a photo of the back of the licence.');
    const frontFile = await this.files.saveImage(front);
    const frontKey = frontFile.name;
    let backKey: string | null = null;
    let replaced: CustomerDocument | null = null;
    try {
      const backFile = back?.length ? await this.files.saveImage(back) : null;
      backKey = backFile?.name ?? null;
      const fileKeys = { [frontFile.name]: frontFile.key, ...(backFile ? { [backFile.name]: backFile.key } : {}) };
      const saved = await em.transactional(async (tx) => {
        replaced = await tx.findOne(CustomerDocument, { owner: ownerId, kind });
        if (replaced) await tx.remove(replaced).flush();
        const doc = tx.create(CustomerDocument, {
          owner: tx.getReference(User, ownerId),
          kind,
          idType,
          number,
          numberLast4: last4,
          dateOfBirth,
          issuedOn,
          expiresOn,
          frontKey,
          backKey,
          fileKeys,
        });
        await tx.flush();
        return doc;
      });
      const old = replaced as CustomerDocument | null;
      if (old) await this.removeFiles([old.frontKey, old.backKey]);
      return saved;
    } catch (err) {
      await this.removeFiles([frontKey, backKey]);
      // Two uploads of one kind at once: the unique (owner, kind) index lets one win.
      if (err instanceof UniqueConstraintViolationException)
        throw new ConflictError('Another upload of this document was saved at the same moment. Please try again.');
      throw err;
    }
  }

  async mine(em: EntityManager, ownerId: string): Promise<CustomerDocument[]> {
    return em.find(CustomerDocument, { owner: ownerId }, { orderBy: { kind: 'asc' } });
  }

  /** Staff's queue: oldest first, Pending unless another status is asked for. */
  async queue(
    em: EntityManager,
    status: DocumentStatus | null | undefined,
    page: Page,
  ): Promise<{ items: CustomerDocument[]; total: number }> {
    const where = { status: status ? readEnum(DocumentStatus, status, 'Status') : DocumentStatus.PENDING };
    const [items, total] = await em.findAndCount(CustomerDocument, where, {
      orderBy: { createdAt: 'asc', id: 'asc' },
      limit: page.pageSize,
      offset: page.offset,
      populate: ['owner'],
    });
    return { items, total };
  }

  /**
   * Verify, or reject with a reason; a rejection is mailed to the customer with a link to upload again. A rejected
   * Aadhaar's images are deleted at once (file and key: nothing unmasked stays after review); AADHAAR_NOT_MASKED is
   * the reason for that case, with how to get a masked one.
   */
  async review(
    em: EntityManager,
    adminId: string,
    id: string,
    decision: unknown,
    reason: unknown,
    code?: unknown,
  ): Promise<CustomerDocument> {
    const status = readEnum(DocumentDecision, decision, 'Decision');
    const unmasked =
      code !== undefined &&
      code !== null &&
      readEnum(DocumentRejectionCode, code, 'Reason code') === DocumentRejectionCode.AADHAAR_NOT_MASKED;
    if (unmasked && status !== DocumentDecision.REJECTED) throw new BadInputError(`"${AADHAAR_NOT_MASKED}" is a reason to reject.`);
    const why = unmasked
      ? `${AADHAAR_NOT_MASKED}. ${AADHAAR_MASK_NEEDED}`
      : status === DocumentDecision.REJECTED
        ? personLine(requiredText(reason, 'Reason', MAX_REASON, 'Please give the customer a reason for the rejection.'), 'Reason')
        : personLine(optionalText(reason, 'Reason', MAX_REASON), 'Reason');
    let shredded: (string | null)[] = [];
    const doc = await em.transactional(async (tx) => {
      const found = isUuid(id) ? await tx.findOne(CustomerDocument, { id }, { populate: ['owner'] }) : null;
      if (!found) throw new NotFoundError(DOCUMENT_NOT_FOUND);
      if (unmasked && found.idType !== IdProofType.AADHAAR) throw new BadInputError(`"${AADHAAR_NOT_MASKED}" applies to an Aadhaar only.`);
      found.status = status === DocumentDecision.VERIFIED ? DocumentStatus.VERIFIED : DocumentStatus.REJECTED;
      found.reason = why;
      found.reviewedBy = adminId;
      found.reviewedAt = this.clock.now();
      if (found.status === DocumentStatus.REJECTED && found.idType === IdProofType.AADHAAR) {
        // The keys go with this commit (shredding every copy, backups included); the files right after it.
        shredded = [found.frontKey, found.backKey];
        found.frontKey = null;
        found.backKey = null;
        found.fileKeys = {};
      }
      if (found.status === DocumentStatus.REJECTED) this.enqueueRejection(tx, found);
      await tx.flush();
      return found;
    });
    await this.removeFiles(shredded);
    this.outbox.wake();
    return doc;
  }

  /** The rejection, mailed in the customer's language (issue 24) with the reason and where to upload again. */
  private enqueueRejection(em: EntityManager, doc: CustomerDocument): void {
    const language = doc.owner.language;
    const what = mailText(language, doc.kind === DocumentKind.DRIVING_LICENCE ? 'document.licence' : 'document.idProof');
    const where = appLink(this.publicUrl, '/profile') ?? mailText(language, 'document.where');
    this.outbox.enqueue(em, MAIL, {
      to: doc.owner.email,
      subject: mailText(language, 'document.rejected.subject', { what }),
      text: mailText(language, 'document.rejected.body', {
        name: doc.owner.name,
        what,
        last4: doc.numberLast4,
        reason: doc.reason ?? '',
        where,
        site: 'Indore Drive',
      }),
    });
  }

  /** An image of a document, for its owner and staff only: anyone else gets the same 404 as for a missing one. */
  async image(em: EntityManager, viewer: Viewer | null, id: string, side: string): Promise<StoredFile> {
    const doc = viewer && isUuid(id) ? await em.findOne(CustomerDocument, { id }) : null;
    if (!doc || (!isStaff(viewer) && doc.owner.id !== viewer!.id)) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    const key = side === DocumentSide.front ? doc.frontKey : side === DocumentSide.back ? doc.backKey : null;
    const file = await this.files.open(key, doc.fileKeys);
    if (!file) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    return file;
  }

  /** The booking's name and licence number against the customer's verified licence (names compared without case or extra spaces). */
  async driverCheck(em: EntityManager, booking: { customerId: string; name: string; license: string }): Promise<DriverCheck> {
    const licence = await em.findOne(
      CustomerDocument,
      { owner: booking.customerId, kind: DocumentKind.DRIVING_LICENCE, status: DocumentStatus.VERIFIED },
      { populate: ['owner'] },
    );
    const licenceNumber = licence?.number ?? null;
    const licenceHolder = licence ? licence.owner.name : null;
    return {
      bookingName: booking.name,
      bookingLicence: booking.license,
      licenceNumber,
      licenceHolder,
      matches:
        licenceNumber !== null &&
        licenceHolder !== null &&
        licenceKey(licenceNumber) === licenceKey(booking.license) &&
        nameKey(licenceHolder) === nameKey(booking.name),
    };
  }

  /** The rules a booking of this customer still fails on its pick-up day (see document-rules.ts); none: ready. */
  async issuesFor(em: EntityManager, booking: { customerId: string; pickupDate: string; dropDate: string }): Promise<string[]> {
    const docs = await em.find(CustomerDocument, { owner: booking.customerId });
    return documentIssues(docs, booking);
  }

  /**
   * Why the customer's licence on file (not rejected) cannot rent for these dates, in the customer's words, or null:
   * none on file (documents are asked for later) or every licence rule met. A booking's move asks this.
   */
  async bookingRefusal(em: EntityManager, booking: { customerId: string; pickupDate: string; dropDate: string }): Promise<string | null> {
    const licence = await em.findOne(
      CustomerDocument,
      { owner: booking.customerId, kind: DocumentKind.DRIVING_LICENCE, status: { $ne: DocumentStatus.REJECTED } },
      { fields: ['dateOfBirth', 'issuedOn', 'expiresOn'] },
    );
    return licence ? this.licenceRefusal(licence, booking) : null;
  }

  /** The same for licence dates already read (by the booking's statement, through `licenceOnFileSql`); none on file: null. */
  licenceRefusal(licence: LicenceDates | null, booking: { pickupDate: string; dropDate: string }): string | null {
    return licence ? licenceRefusal(licence, booking, 'booking') : null;
  }

  /** The licence on file as pieces of a new booking's one statement, which books only while it is still `judged`. */
  licenceOnFileSql(customerId: string, judged: LicenceDates | null): LicenceOnFileSql {
    return licenceOnFileSql(customerId, judged);
  }

  /** The same for many bookings with one query (Booking.documentIssues over a list). */
  async issuesForMany(
    em: EntityManager,
    bookings: readonly { customerId: string; pickupDate: string; dropDate: string }[],
  ): Promise<string[][]> {
    const owners = [...new Set(bookings.map((b) => b.customerId))];
    const docs = owners.length ? await em.find(CustomerDocument, { owner: { $in: owners } }) : [];
    return bookings.map((b) =>
      documentIssues(
        docs.filter((d) => d.owner.id === b.customerId),
        b,
      ),
    );
  }

  /**
   * Retention: a customer's documents (rows and images) go `days` after their last trip ended: no booking that
   * is not Rejected or Canceled drops off within the last `days` days or later, and the upload itself is older.
   * Answers how many documents were deleted.
   */
  async purgeExpired(em: EntityManager, days: number): Promise<number> {
    const rows = await em.getConnection().execute<{ front_key: string; back_key: string | null }[]>(
      `delete from documents d
        where d.created_at < ${sqlNow(this.clock)} - (? * interval '1 day')
          and not exists (select 1 from bookings b where b.user_id = d.owner_id and b.status not in ('Rejected', 'Canceled')
                          and b.drop_date >= (${sqlCityNow(this.clock)})::date - ?::int)
        returning d.front_key, d.back_key`,
      [days, days],
    );
    await this.removeFiles(rows.flatMap((r) => [r.front_key, r.back_key]));
    return rows.length;
  }

  /** The image keys of these customers' documents (their rows go with the account by the foreign key). */
  async filesOf(em: EntityManager, ownerIds: string[]): Promise<string[]> {
    const docs = await em.find(CustomerDocument, { owner: { $in: ownerIds } }, { fields: ['frontKey', 'backKey'] });
    return docs.flatMap((d) => [d.frontKey, d.backKey]).filter((k): k is string => Boolean(k));
  }
}

/** A purge the retention job runs with the documents' (trip photos and signatures: trips module); answers how many it deleted. */
export type RetentionPurge = (em: EntityManager, days: number) => Promise<number>;

/** Runs the retention purge (documents, then every purge added) at start and then once a day. */
export class DocumentRetention {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private readonly purges: RetentionPurge[];

  constructor(
    private readonly orm: MikroORM,
    documents: DocumentService,
    private readonly days: number,
    private readonly log: (msg: string) => void = console.log,
  ) {
    this.purges = [(em, days) => documents.purgeExpired(em, days)];
  }

  /** Another module's private files under the same retention (issue 28: trip photos and signatures). */
  add(purge: RetentionPurge): void {
    this.purges.push(purge);
  }

  /** Runs every purge; answers how many documents, trips' file sets and so on were deleted in all. */
  runOnce(): Promise<number> {
    const run = (async () => {
      let deleted = 0;
      for (const purge of this.purges) deleted += await purge(this.orm.em.fork(), this.days);
      return deleted;
    })();
    this.running = run.catch((err: Error) => this.log(`documents: the retention purge failed: ${err.message}`));
    return run;
  }

  start(firstRunMs = 60_000): void {
    const tick = () => {
      void this.runOnce().catch(() => {});
      this.timer = setTimeout(tick, 86_400_000);
      this.timer.unref();
    };
    this.timer = setTimeout(tick, firstRunMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
