import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { bookingInput, bookingWorld, createCustomer, type BookingWorld, type Customer } from '../../../test/support/booking-fixtures.js';
import { CustomerDocument } from './document.entity.js';
import { DocumentKind, DocumentStatus } from './document.enums.js';
import { addYears, documentIssues, ISSUES, licenceRefusal } from './document-rules.js';
import type { DocumentService } from './document.service.js';
import { documentUpload } from './document.schemas.js';
import { parseInput } from '../common/parse-input.js';
import { OutboxMessage } from '../outbox/outbox.entity.js';
import { Booking } from '../bookings/booking.entity.js';

let { server, asha, ravi, admin, car } = {} as BookingWorld;
let documents: DocumentService;
const em = () => server.orm.em.fork();
const ADMIN_ID = '00000000-0000-4000-8000-00000000a001';
let png: Buffer;

beforeAll(async () => {
  ({ server, asha, ravi, admin, car } = await bookingWorld());
  documents = server.app.services.documents;
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS secret place' } } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await server?.close();
});

const licence = (overrides: Record<string, unknown> = {}) => ({
  kind: 'DRIVING_LICENCE',
  number: 'MP09 20190012345',
  dateOfBirth: '1995-06-15',
  issuedOn: '2015-01-10',
  expiresOn: '2035-01-09',
  ...overrides,
});
const aadhaar = (number = '2345 6789 0123') => ({ kind: 'ID_PROOF', idType: 'AADHAAR', number, aadhaarMasked: true });
/** An upload's fields as the resolver gives them to the service: parsed by the module's schema. */
const parsed = (input: Record<string, unknown>) => parseInput(documentUpload, input);

/** A verified licence and ID proof for `who`, with the licence's fields overridden. */
async function verifiedDocuments(who: Customer, licenceFields: Record<string, unknown> = {}, uploadedAt?: Date): Promise<void> {
  const l = await documents.upload(em(), who.id, parsed(licence(licenceFields)), png, png, uploadedAt);
  const i = await documents.upload(em(), who.id, parsed(aadhaar()), png, null);
  await documents.review(em(), ADMIN_ID, l.id, 'VERIFIED', null);
  await documents.review(em(), ADMIN_ID, i.id, 'VERIFIED', null);
}
const issues = (who: Customer, pickupDate: string, dropDate: string) =>
  documents.issuesFor(em(), { customerId: who.id, pickupDate, dropDate });

describe('the rental rules, judged on the pick-up day', () => {
  it('refuses a customer of 20 years 364 days on pick-up and accepts one who turns 21 that day', async () => {
    const c = await createCustomer(server, 'Young Driver');
    await verifiedDocuments(c, { dateOfBirth: '2005-03-11', issuedOn: '2023-04-01' });
    expect(await issues(c, '2026-03-10', '2026-03-12')).toEqual([ISSUES.underAge]);
    expect(await issues(c, '2026-03-11', '2026-03-12')).toEqual([]);
  });

  it('refuses a licence issued 364 days before pick-up and accepts one issued a year (365 days) before', async () => {
    const c = await createCustomer(server, 'New Licence');
    await verifiedDocuments(c, { issuedOn: '2025-03-11' });
    expect(await issues(c, '2026-03-10', '2026-03-12')).toEqual([ISSUES.licenceTooNew]);
    expect(await issues(c, '2026-03-11', '2026-03-12')).toEqual([]);
  });

  it('refuses a licence expiring the day before drop-off and accepts one expiring on the drop-off day', async () => {
    const c = await createCustomer(server, 'Expiring Licence');
    // Uploaded before it expired (an expired licence is refused at upload).
    await verifiedDocuments(c, { expiresOn: '2026-03-14' }, new Date('2026-03-01T06:00:00Z'));
    expect(await issues(c, '2026-03-10', '2026-03-15')).toEqual([ISSUES.licenceExpires]);
    expect(await issues(c, '2026-03-10', '2026-03-14')).toEqual([]);
  });

  it('names missing and unverified documents', async () => {
    const c = await createCustomer(server, 'No Papers');
    expect(await issues(c, '2026-03-10', '2026-03-12')).toEqual([ISSUES.noLicence, ISSUES.noIdProof]);
    await documents.upload(em(), c.id, parsed(licence()), png, png);
    await documents.upload(em(), c.id, parsed(aadhaar()), png, null);
    expect(await issues(c, '2026-03-10', '2026-03-12')).toEqual([ISSUES.licencePending, ISSUES.idPending]);
    expect(ISSUES.licencePending).toBe('Licence not verified yet');
    expect(ISSUES.idPending).toBe('ID proof not verified yet');
  });

  it('turns 29 February birthdays on 1 March in common years', () => {
    expect(addYears('2004-02-29', 21)).toBe('2025-03-01');
    expect(
      documentIssues(
        [
          {
            kind: DocumentKind.DRIVING_LICENCE,
            status: DocumentStatus.VERIFIED,
            dateOfBirth: '2004-02-29',
            issuedOn: '2020-01-01',
            expiresOn: '2040-01-01',
          },
          { kind: DocumentKind.ID_PROOF, status: DocumentStatus.VERIFIED, dateOfBirth: null, issuedOn: null, expiresOn: null },
        ],
        { pickupDate: '2025-02-28', dropDate: '2025-03-02' },
      ),
    ).toEqual([ISSUES.underAge]);
    const leapling = { dateOfBirth: '2004-02-29', issuedOn: '2023-01-01', expiresOn: '2043-01-01' };
    expect(licenceRefusal(leapling, { pickupDate: '2025-02-28', dropDate: '2025-02-28' }, 'upload')).toBe(
      'You must be 21 or older to rent: by this licence you can rent from 1 Mar 2025.',
    );
    expect(licenceRefusal(leapling, { pickupDate: '2025-03-01', dropDate: '2025-03-03' }, 'booking')).toBeNull();
  });
});

const UPLOAD = `mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) { id kind status numberLast4 expiresOn reason } }`;
async function uploadOverHttp(token: string, input: Record<string, unknown>, files: Record<string, Buffer>) {
  const form = new FormData();
  const variables = { input: { ...input, ...Object.fromEntries(Object.keys(files).map((k) => [k, null])) } };
  form.append('operations', JSON.stringify({ query: UPLOAD, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(Object.keys(files).map((k, i) => [String(i), [`variables.input.${k}`]]))));
  Object.values(files).forEach((bytes, i) => form.append(String(i), new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${i}.png`));
  const res = await server.fetch('/graphql', {
    method: 'POST',
    body: form,
    headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
  });
  return res.json() as Promise<{
    data?: { uploadDocument: { id: string; status: string; numberLast4: string } };
    errors?: { message: string }[];
  }>;
}

describe('Aadhaar', () => {
  it('keeps only the last 4 digits: never in the row, never in the log', async () => {
    const c = await createCustomer(server, 'Aadhaar Holder');
    const logged: string[] = [];
    const spies = (['log', 'info', 'warn', 'error'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      }),
    );
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      logged.push(String(chunk));
      return true;
    });
    try {
      const doc = await documents.upload(em(), c.id, parsed(aadhaar('9876 5432 1098')), png, null);
      expect(doc.numberLast4).toBe('1098');
      // A wrong length is refused without repeating the number.
      expect(() => parsed(aadhaar('9876 5432 109'))).toThrow(/^Aadhaar number: enter the 12 digits/);
      // Over HTTP too: a refused one and an accepted one leave nothing of the number in any log line.
      const refused = await uploadOverHttp(c.token, aadhaar('9876 5432 10987'), { front: png });
      expect(refused.errors![0]!.message).toBe('Aadhaar number: enter the 12 digits or only the last 4 (only the last 4 are kept).');
      const accepted = await uploadOverHttp(c.token, aadhaar('9876 5432 1098'), { front: png });
      expect(accepted.data!.uploadDocument.numberLast4).toBe('1098');
    } finally {
      spies.forEach((s) => s.mockRestore());
      stdout.mockRestore();
    }
    const rows = await em().getConnection().execute(`select to_jsonb(d)::text as row from documents d where owner_id = ?`, [c.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].row).not.toMatch(/98765432|9876 5432/);
    expect(rows[0].row).toContain('"number": null');
    expect(logged.join('\n')).not.toMatch(/98765432|9876 5432/);
    // The database refuses a full number even from elsewhere.
    await expect(em().getConnection().execute(`update documents set number = '987654321098' where owner_id = ?`, [c.id])).rejects.toThrow(
      /documents_aadhaar_number_never_kept/,
    );
  });
});

describe('uploading, reviewing and reading images', () => {
  const IMAGE = `query($id: ID!, $side: String!) { documentImage(id: $id, side: $side) }`;

  it('a licence uploaded over GraphQL is private: owner and staff read it, another customer and anonymous callers get NOT_FOUND, /uploads refuses it', async () => {
    const up = await uploadOverHttp(asha.token, licence(), { front: png, back: png });
    expect(up.errors).toBeUndefined();
    expect(up.data!.uploadDocument).toMatchObject({ status: 'PENDING', numberLast4: '2345' });
    const id = up.data!.uploadDocument.id;
    const owner = await server.gql<{ documentImage: string }>(IMAGE, { id, side: 'back' }, asha.token);
    expect(owner.data!.documentImage).toMatch(/^data:image\/png;base64,/);
    const bytes = Buffer.from(owner.data!.documentImage.split(',')[1]!, 'base64');
    const meta = await sharp(bytes).metadata();
    expect(meta.width).toBe(40);
    expect(meta.exif).toBeUndefined();
    expect((await server.gql(IMAGE, { id, side: 'front' }, admin)).data).toMatchObject({
      documentImage: expect.stringMatching(/^data:image\/png/),
    });
    for (const token of [ravi.token, undefined]) {
      const denied = await server.gql(IMAGE, { id, side: 'front' }, token);
      expect(denied.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    }
    const row = await em().findOneOrFail(CustomerDocument, { id });
    expect(row.frontKey).toMatch(/^private-[0-9a-f]{64}\.png$/);
    expect((await server.fetch(`/uploads/${row.frontKey}`)).status).toBe(404);
    expect((await server.fetch(`/uploads/${encodeURIComponent(row.frontKey!)}`)).status).toBe(404);
  });

  it('refuses a licence without its back or with a non-image, writing nothing', async () => {
    const c = await createCustomer(server, 'Careless Uploader');
    const before = await em().count(CustomerDocument, { owner: c.id });
    const noBack = await uploadOverHttp(c.token, licence(), { front: png });
    expect(noBack.errors![0]!.message).toBe('Please add a photo of the back of the licence.');
    const notImage = await uploadOverHttp(c.token, aadhaar(), { front: Buffer.from('not an image at all') });
    expect(notImage.errors![0]!.message).toMatch(/valid image/);
    const badDate = await uploadOverHttp(c.token, licence({ expiresOn: '2035-02-30' }), { front: png, back: png });
    expect(badDate.errors![0]!.message).toBe('Expiry date must be a date written yyyy-MM-dd.');
    expect(await em().count(CustomerDocument, { owner: c.id })).toBe(before);
  });

  it('a new upload of a kind replaces the previous one and its images', async () => {
    const c = await createCustomer(server, 'Re Uploader');
    const first = await documents.upload(em(), c.id, parsed(licence()), png, png);
    const second = await documents.upload(em(), c.id, parsed(licence({ number: 'MP09 20190099999' })), png, png);
    const mine = await documents.mine(em(), c.id);
    expect(mine.map((d) => d.id)).toEqual([second.id]);
    expect(await server.app.services.privateFiles.store.has(first.frontKey!)).toBe(false);
    expect(await server.app.services.privateFiles.store.has(second.frontKey!)).toBe(true);
    // Two at once: one document stays; a loser is told to try again (409), never a 500.
    const both = await Promise.allSettled([
      documents.upload(em(), c.id, parsed(licence()), png, png),
      documents.upload(em(), c.id, parsed(licence()), png, png),
    ]);
    for (const r of both)
      if (r.status === 'rejected') expect((r.reason as { extensions?: { code?: string } }).extensions?.code).toBe('CONFLICT');
    expect(await em().count(CustomerDocument, { owner: c.id })).toBe(1);
  });

  it('staff see the queue oldest first; a rejection needs a reason and mails the customer with a link to upload again', async () => {
    const queue = await server.gql<{ documents: { items: { id: string; customerName: string; number: string | null }[]; total: number } }>(
      `{ documents { items { id customerName number createdAt } total } }`,
      {},
      admin,
    );
    expect(queue.errors).toBeUndefined();
    const items = queue.data!.documents.items;
    expect(items.length).toBeGreaterThan(0);
    const customerQueue = await server.gql(`{ documents { total } }`, {}, asha.token);
    expect(customerQueue.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const c = await createCustomer(server, 'Blurry Photo');
    const doc = await documents.upload(em(), c.id, parsed(aadhaar()), png, null);
    const REVIEW = `mutation($id: ID!, $decision: DocumentDecision!, $reason: String) { reviewDocument(id: $id, decision: $decision, reason: $reason) { id status reason } }`;
    const noReason = await server.gql(REVIEW, { id: doc.id, decision: 'REJECTED' }, admin);
    expect(noReason.errors![0]!.message).toBe('Please give the customer a reason for the rejection.');
    const rejected = await server.gql(REVIEW, { id: doc.id, decision: 'REJECTED', reason: 'The photo is blurred.' }, admin);
    expect(rejected.data).toEqual({ reviewDocument: { id: doc.id, status: 'REJECTED', reason: 'The photo is blurred.' } });
    const mails = await em().find(OutboxMessage, { kind: 'mail' });
    const mail = mails.map((m) => m.payload as { subject: string; text: string }).find((p) => p.text.includes('The photo is blurred.'));
    expect(mail?.subject).toBe('Please upload your ID proof again');
    expect(mail?.text).toMatch(/upload it again/);
    expect(await issues(c, '2026-03-10', '2026-03-12')).toContain(ISSUES.idRejected);
    const byCustomer = await server.gql(REVIEW, { id: doc.id, decision: 'VERIFIED' }, c.token);
    expect(byCustomer.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});

describe('Booking.documentIssues and retention', () => {
  it('lists the rules each booking fails, for the customer and the admin list', async () => {
    const c = await createCustomer(server, 'Booking Customer');
    await server.app.services.bookings.create(em(), c.id, bookingInput(car.id, 20));
    const mine = await server.gql<{ myBookings: { documentIssues: string[] }[] }>(`{ myBookings { documentIssues } }`, {}, c.token);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.myBookings[0]!.documentIssues).toEqual([ISSUES.noLicence, ISSUES.noIdProof]);
    await verifiedDocuments(c);
    const after = await server.gql<{ myBookings: { documentIssues: string[] }[] }>(`{ myBookings { documentIssues } }`, {}, c.token);
    expect(after.data!.myBookings[0]!.documentIssues).toEqual([]);
  });

  it('deletes documents and images DOCUMENT_RETENTION_DAYS after the last trip ends, and at once with the account', async () => {
    const old = await createCustomer(server, 'Long Gone');
    const doc = await documents.upload(em(), old.id, parsed(aadhaar()), png, null);
    const recent = await createCustomer(server, 'Recent Traveller');
    const kept = await documents.upload(em(), recent.id, parsed(aadhaar()), png, null);
    const booking = await server.app.services.bookings.create(em(), recent.id, bookingInput(car.id, 25));
    await em()
      .getConnection()
      .execute(`update documents set created_at = now() - interval '400 days' where id in (?, ?)`, [doc.id, kept.id]);
    expect(await em().findOne(Booking, { id: booking.id })).not.toBeNull();
    await documents.purgeExpired(em(), 180);
    expect(await em().findOne(CustomerDocument, { id: doc.id })).toBeNull();
    expect(await server.app.services.privateFiles.store.has(doc.frontKey!)).toBe(false);
    expect(await em().findOne(CustomerDocument, { id: kept.id })).not.toBeNull();

    await server.app.services.userDirectory.deleteOne(em(), recent.id);
    expect(await em().findOne(CustomerDocument, { id: kept.id })).toBeNull();
    expect(await server.app.services.privateFiles.store.has(kept.frontKey!)).toBe(false);
  });
});
