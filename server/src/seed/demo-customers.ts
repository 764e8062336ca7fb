import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { User } from '../modules/users/user.entity.js';
import { CustomerDocument } from '../modules/documents/document.entity.js';
import { DocumentKind, DocumentStatus, IdProofType } from '../modules/documents/document.enums.js';
import { PRIVATE_PREFIX } from '../modules/common/uploads.js';
import type { FileKeys, PrivateFiles } from '../modules/common/private-files.js';
import { Car } from '../modules/cars/car.entity.js';
import { Booking } from '../modules/bookings/booking.entity.js';
import { cityNow } from '../modules/common/city-time.js';
import { quote } from '../modules/bookings/pricing.js';
import { periodOf, type PeriodFields } from '../modules/availability/periods.js';
import { BookFor, BookingStatus } from '../modules/common/enums.js';
import { Trip } from '../modules/trips/trip.entity.js';
import { holdDeposit } from '../modules/payments/ledger.js';

/** Two demo customers for the trip (issue 20): one with a verified licence and ID proof, one with no documents. */
export const DEMO_VERIFIED_CUSTOMER = { name: 'Priya Sharma', email: 'priya.kyc@indoredrive.example', phone: '919876500001' };
export const DEMO_UNVERIFIED_CUSTOMER = { name: 'Rohan Mehta', email: 'rohan.nokyc@indoredrive.example', phone: '919876500002' };

/** A small plain card standing in for a document photo, sealed as a private file like a real upload (its key into `keys`). */
async function demoCard(files: PrivateFiles, keys: FileKeys, label: string, color: string): Promise<string> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" rx="14" fill="${color}"/>` +
    `<text x="20" y="60" font-family="sans-serif" font-size="22" fill="#fff">${label}</text>` +
    '<text x="20" y="170" font-family="sans-serif" font-size="14" fill="#fff">DEMO - NOT A REAL DOCUMENT</text></svg>';
  const key = `${PRIVATE_PREFIX}${randomBytes(32).toString('hex')}.png`;
  keys[key] = await files.sealAs(key, await sharp(Buffer.from(svg)).png().toBuffer());
  return key;
}

/** The city's date `days` from today. */
const dayFromToday = (days: number) => cityNow(new Date(Date.now() + days * 86_400_000)).date;

/** A doorstep delivery at pick-up: where, and the fee per leg (DELIVERY_FEE). */
interface DemoDelivery {
  address: string;
  landmark: string;
  /** Accepted on its landmark, its locality unknown: staff confirm the area (the Trips card's "Area to confirm"). */
  areaToConfirm: boolean;
  fee: number;
}

/** An Accepted demo booking of a demo car (absent when the operator removed it), priced by today's quote. */
async function demoAcceptedBooking(
  em: EntityManager,
  user: User,
  carName: string,
  fields: PeriodFields,
  delivery?: DemoDelivery,
): Promise<Booking | null> {
  const car = await em.findOne(Car, { name: carName });
  if (!car) return null;
  const price = quote(
    car.price,
    periodOf(fields),
    BookFor.Daily,
    delivery ? { deliveryLegs: { pickup: true, return: false }, deliveryFee: delivery.fee } : {},
  );
  const booking = em.create(Booking, {
    car,
    user,
    name: user.name,
    phone: user.phone,
    license: 'MP09 20120045678',
    ...fields,
    ...(delivery && {
      pickupAddress: delivery.address,
      pickupLandmark: delivery.landmark,
      pickupAreaToConfirm: delivery.areaToConfirm,
      deliveryFee: price.deliveryFee,
    }),
    bookFor: price.pricedAs,
    amount: price.total,
    advance: price.advance,
    status: BookingStatus.Accepted,
    acceptedAt: new Date(Date.now() - 2 * 86_400_000),
  });
  await em.flush();
  return booking;
}

/**
 * The verified customer's trip in progress (issue 20): the XUV 700, picked up yesterday at 10:00 and due back
 * tomorrow at 10:00, keys handed over with readings, four photos and a signature, and the deposit held in the ledger.
 * Staff see it on the Trips screen (Record return) and the customer sees "On trip" on /bookings.
 */
async function seedTripInProgress(em: EntityManager, files: PrivateFiles, user: User, deposit: number): Promise<void> {
  const fields = { pickupDate: dayFromToday(-1), pickupTime: '10:00', dropDate: dayFromToday(1), dropTime: '10:00' };
  const booking = await demoAcceptedBooking(em, user, 'XUV 700', fields);
  if (!booking) return;
  const car = booking.car;
  // The trip row names the booking by id only (no ORM relation): the booking was written first.
  const photos = [];
  const fileKeys: FileKeys = {};
  for (const side of ['Front', 'Back', 'Left side', 'Right side'])
    photos.push(await demoCard(files, fileKeys, `${car.name}: ${side}`, '#374151'));
  em.create(Trip, {
    bookingId: booking.id,
    startedAt: new Date(Date.now() - 86_400_000),
    startedBy: 'demo',
    handoverOdometerKm: 24_310,
    handoverFuelEighths: 8,
    handoverPhotos: photos,
    signatureKey: await demoCard(files, fileKeys, `Signed: ${user.name}`, '#111827'),
    fileKeys,
    originalsSeen: true,
    depositHeld: deposit,
    depositMethod: 'CASH',
    depositReference: 'DEMO-RECEIPT-1',
  });
  await em.flush();
  await holdDeposit(em, booking.id, deposit, 'demo');
}

/** Adds the two customers when no account has their e-mail (running it again changes nothing). */
export async function seedDemoCustomers(
  em: EntityManager,
  files: PrivateFiles,
  { deposit, deliveryFee }: { deposit: number; deliveryFee: number },
): Promise<string[]> {
  const seeded: string[] = [];
  if (!(await em.count(User, { email: DEMO_UNVERIFIED_CUSTOMER.email }))) {
    const rohan = em.create(User, { ...DEMO_UNVERIFIED_CUSTOMER, isVerified: true });
    // Accepted for this evening, with no documents yet: the Trips screen shows the pick-up and why it cannot start.
    // Seeded after 19:00, it is tomorrow evening's: a pick-up that has not come yet, never a car out right now.
    // Delivered to his door, in a locality the site does not know: staff see "Area to confirm" and confirm it.
    const first = Number(cityNow().time.slice(0, 2)) < 19 ? 0 : 1;
    await demoAcceptedBooking(
      em,
      rohan,
      'Scorpio',
      { pickupDate: dayFromToday(first), pickupTime: '20:00', dropDate: dayFromToday(first + 1), dropTime: '20:00' },
      { address: '14, Shri Ram Nagar, Indore', landmark: 'behind the water tank', areaToConfirm: true, fee: deliveryFee },
    );
    seeded.push(`${DEMO_UNVERIFIED_CUSTOMER.email} (a pick-up today, delivered, area to confirm, documents missing)`);
  }
  if (!(await em.count(User, { email: DEMO_VERIFIED_CUSTOMER.email }))) {
    const owner = em.create(User, { ...DEMO_VERIFIED_CUSTOMER, isVerified: true, dob: '1994-08-21' });
    const reviewedAt = new Date();
    const licenceKeys: FileKeys = {};
    const passportKeys: FileKeys = {};
    em.create(CustomerDocument, {
      owner,
      kind: DocumentKind.DRIVING_LICENCE,
      number: 'MP09 20120045678',
      numberLast4: '5678',
      dateOfBirth: '1994-08-21',
      issuedOn: '2012-09-01',
      expiresOn: '2034-08-20',
      status: DocumentStatus.VERIFIED,
      reviewedAt,
      frontKey: await demoCard(files, licenceKeys, 'Driving licence (front)', '#1f4e79'),
      backKey: await demoCard(files, licenceKeys, 'Driving licence (back)', '#1f4e79'),
      fileKeys: licenceKeys,
    });
    em.create(CustomerDocument, {
      owner,
      kind: DocumentKind.ID_PROOF,
      idType: IdProofType.PASSPORT,
      number: 'Z1234567',
      numberLast4: '4567',
      status: DocumentStatus.VERIFIED,
      reviewedAt,
      frontKey: await demoCard(files, passportKeys, 'Passport', '#6b2c5a'),
      fileKeys: passportKeys,
    });
    await em.flush();
    await seedTripInProgress(em, files, owner, deposit);
    seeded.push(`${DEMO_VERIFIED_CUSTOMER.email} (on a trip)`);
  }
  await em.flush();
  return seeded;
}
