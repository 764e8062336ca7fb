import { UniqueConstraintViolationException, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import { CustomerDocument } from './document.entity.js';
import { DocumentDecision, DocumentKind, DocumentSide, DocumentStatus, IdProofType } from './document.enums.js';
import { documentIssues } from './document-rules.js';
import { User } from '../users/user.entity.js';
import { BadInputError, ConflictError, NotFoundError } from '../common/errors.js';
import { readDate } from '../common/dates.js';
import { optionalText, requiredText } from '../common/input.js';
import { isUuid } from '../common/ids.js';
import { savePrivateImage, type ImageStorage, type StoredFile } from '../common/uploads.js';
import type { Page } from '../common/paging.js';
import { MAIL } from '../outbox/mail.kind.js';
import { mailText } from './document.mail-texts.js';
import type { Outbox } from '../outbox/outbox.js';
import { Role } from '../common/enums.js';
import type { Viewer } from '../common/access.js';

export interface DocumentUploadInput {
  kind?: unknown;
  idType?: unknown;
  number?: unknown;
  dateOfBirth?: unknown;
  issuedOn?: unknown;
  expiresOn?: unknown;
}

export const DOCUMENT_NOT_FOUND = 'Document not found.';
const MAX_REASON = 500;

/** The document's number, checked; for Aadhaar only its last 4 digits ever leave this function. */
export function readDocumentNumber(
  kind: DocumentKind,
  idType: IdProofType | null,
  value: unknown,
): { number: string | null; last4: string } {
  if (idType === IdProofType.AADHAAR) {
    // Digits only: spaces and a masked part (XXXX XXXX 1234) are allowed. The message never repeats the number.
    const text = typeof value === 'string' ? value.slice(0, 40) : '';
    const digits = text.replace(/[^0-9]/g, '');
    if (!/^[0-9Xx*\s-]*$/.test(text) || (digits.length !== 12 && digits.length !== 4)) {
      throw new BadInputError('Aadhaar number: enter the 12 digits or only the last 4 (only the last 4 are kept).');
    }
    return { number: null, last4: digits.slice(-4) };
  }
  const label = kind === DocumentKind.DRIVING_LICENCE ? 'Licence number' : 'Document number';
  const number = requiredText(value, label, 30).toUpperCase().replace(/\s+/g, ' ');
  if (!/^[A-Z0-9][A-Z0-9 /-]{3,29}$/.test(number)) throw new BadInputError(`${label} must be 4 to 30 letters, digits, spaces, / or -.`);
  const alnum = number.replace(/[^A-Z0-9]/g, '');
  return { number, last4: alnum.slice(-4) };
}

function readEnum<E extends Record<string, string>>(values: E, value: unknown, label: string): E[keyof E] {
  if (typeof value !== 'string' || !Object.values(values).includes(value)) {
    throw new BadInputError(`${label} must be one of ${Object.values(values).join(', ')}.`);
  }
  return value as E[keyof E];
}

const isStaff = (viewer: Viewer | null) => viewer?.role === Role.Admin;

/**
 * Customer documents (KYC): the customer uploads, staff verify or reject (a rejection is mailed), the images are
 * private, and the rental rules (document-rules.ts) are judged here for any booking through `issuesFor`.
 */
export class DocumentService {
  constructor(
    private readonly storage: ImageStorage,
    private readonly outbox: Outbox,
    private readonly publicUrl: string | null,
  ) {}

  private savePrivate(bytes: Buffer): Promise<string> {
    return savePrivateImage(this.storage, bytes);
  }

  private async removeFiles(keys: (string | null)[]): Promise<void> {
    await Promise.all(keys.filter((k): k is string => Boolean(k)).map((k) => this.storage.remove(k)));
  }

  /** A customer's upload; it replaces their previous document of that kind (row and images) and waits for staff. */
  async upload(
    em: EntityManager,
    ownerId: string,
    input: DocumentUploadInput,
    front: Buffer | null,
    back: Buffer | null,
  ): Promise<CustomerDocument> {
    const kind = readEnum(DocumentKind, input.kind, 'Kind');
    const idType = kind === DocumentKind.ID_PROOF ? readEnum(IdProofType, input.idType, 'ID proof type') : null;
    const { number, last4 } = readDocumentNumber(kind, idType, input.number);
    const licence = kind === DocumentKind.DRIVING_LICENCE;
    const dateOfBirth = licence
      ? readDate(input.dateOfBirth, 'Date of birth')
      : input.dateOfBirth
        ? readDate(input.dateOfBirth, 'Date of birth')
        : null;
    const issuedOn = licence ? readDate(input.issuedOn, 'Issue date') : null;
    const expiresOn = licence
      ? readDate(input.expiresOn, 'Expiry date')
      : input.expiresOn
        ? readDate(input.expiresOn, 'Expiry date')
        : null;
    if (issuedOn && expiresOn && expiresOn <= issuedOn) throw new BadInputError('Expiry date must be after the issue date.');
    if (dateOfBirth && issuedOn && issuedOn <= dateOfBirth) throw new BadInputError('Issue date must be after the date of birth.');
    if (!front?.length) throw new BadInputError('Please add a photo of the front.');
    if (licence && !back?.length) throw new BadInputError('Please add a photo of the back of the licence.');
    const frontKey = await this.savePrivate(front);
    let backKey: string | null = null;
    let replaced: CustomerDocument | null = null;
    try {
      backKey = back?.length ? await this.savePrivate(back) : null;
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

  /** Verify, or reject with a reason; a rejection is mailed to the customer with a link to upload again. */
  async review(em: EntityManager, adminId: string, id: string, decision: unknown, reason: unknown): Promise<CustomerDocument> {
    const status = readEnum(DocumentDecision, decision, 'Decision');
    const why =
      status === DocumentDecision.REJECTED
        ? requiredText(reason, 'Reason', MAX_REASON, 'Please give the customer a reason for the rejection.')
        : optionalText(reason, 'Reason', MAX_REASON);
    const doc = await em.transactional(async (tx) => {
      const found = isUuid(id) ? await tx.findOne(CustomerDocument, { id }, { populate: ['owner'] }) : null;
      if (!found) throw new NotFoundError(DOCUMENT_NOT_FOUND);
      found.status = status === DocumentDecision.VERIFIED ? DocumentStatus.VERIFIED : DocumentStatus.REJECTED;
      found.reason = why;
      found.reviewedBy = adminId;
      found.reviewedAt = new Date();
      if (found.status === DocumentStatus.REJECTED) this.enqueueRejection(tx, found);
      await tx.flush();
      return found;
    });
    this.outbox.wake();
    return doc;
  }

  /** The rejection, mailed in the customer's language (issue 24) with the reason and where to upload again. */
  private enqueueRejection(em: EntityManager, doc: CustomerDocument): void {
    const language = doc.owner.language;
    const what = mailText(language, doc.kind === DocumentKind.DRIVING_LICENCE ? 'document.licence' : 'document.idProof');
    const where = this.publicUrl ? `${this.publicUrl}/#/profile` : mailText(language, 'document.where');
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
    const file = key ? await this.storage.open(key) : null;
    if (!file) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    return file;
  }

  /** The rules a booking of this customer still fails on its pick-up day (see document-rules.ts); none: ready. */
  async issuesFor(em: EntityManager, booking: { customerId: string; pickupDate: string; dropDate: string }): Promise<string[]> {
    const docs = await em.find(CustomerDocument, { owner: booking.customerId });
    return documentIssues(docs, booking);
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
        where d.created_at < now() - (? * interval '1 day')
          and not exists (select 1 from bookings b where b.user_id = d.owner_id and b.status not in ('Rejected', 'Canceled')
                          and b.drop_date >= current_date - ?::int)
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

/** Runs the retention purge at start and then once a day. */
export class DocumentRetention {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly orm: MikroORM,
    private readonly documents: DocumentService,
    private readonly days: number,
    private readonly log: (msg: string) => void = console.log,
  ) {}

  runOnce(): Promise<number> {
    const run = this.documents.purgeExpired(this.orm.em.fork(), this.days);
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
