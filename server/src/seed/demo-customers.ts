import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { User } from '../modules/users/user.entity.js';
import { CustomerDocument } from '../modules/documents/document.entity.js';
import { DocumentKind, DocumentStatus, IdProofType } from '../modules/documents/document.enums.js';
import { PRIVATE_PREFIX, type ImageStorage } from '../modules/common/uploads.js';

/** Two demo customers for the trip (issue 20): one with a verified licence and ID proof, one with no documents. */
export const DEMO_VERIFIED_CUSTOMER = { name: 'Priya Sharma', email: 'priya.kyc@indoredrive.example', phone: '919876500001' };
export const DEMO_UNVERIFIED_CUSTOMER = { name: 'Rohan Mehta', email: 'rohan.nokyc@indoredrive.example', phone: '919876500002' };

/** A small plain card standing in for a document photo, stored under a private key like a real upload. */
async function demoCard(storage: ImageStorage, label: string, color: string): Promise<string> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" rx="14" fill="${color}"/>` +
    `<text x="20" y="60" font-family="sans-serif" font-size="22" fill="#fff">${label}</text>` +
    '<text x="20" y="170" font-family="sans-serif" font-size="14" fill="#fff">DEMO - NOT A REAL DOCUMENT</text></svg>';
  const key = `${PRIVATE_PREFIX}${randomBytes(32).toString('hex')}.png`;
  await storage.put(key, await sharp(Buffer.from(svg)).png().toBuffer());
  return key;
}

/** Adds the two customers when no account has their e-mail (running it again changes nothing). */
export async function seedDemoCustomers(em: EntityManager, storage: ImageStorage): Promise<string[]> {
  const seeded: string[] = [];
  if (!(await em.count(User, { email: DEMO_UNVERIFIED_CUSTOMER.email }))) {
    em.create(User, { ...DEMO_UNVERIFIED_CUSTOMER, isVerified: true });
    seeded.push(DEMO_UNVERIFIED_CUSTOMER.email);
  }
  if (!(await em.count(User, { email: DEMO_VERIFIED_CUSTOMER.email }))) {
    const owner = em.create(User, { ...DEMO_VERIFIED_CUSTOMER, isVerified: true, dob: '1994-08-21' });
    const reviewedAt = new Date();
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
      frontKey: await demoCard(storage, 'Driving licence (front)', '#1f4e79'),
      backKey: await demoCard(storage, 'Driving licence (back)', '#1f4e79'),
    });
    em.create(CustomerDocument, {
      owner,
      kind: DocumentKind.ID_PROOF,
      idType: IdProofType.PASSPORT,
      number: 'Z1234567',
      numberLast4: '4567',
      status: DocumentStatus.VERIFIED,
      reviewedAt,
      frontKey: await demoCard(storage, 'Passport', '#6b2c5a'),
    });
    seeded.push(DEMO_VERIFIED_CUSTOMER.email);
  }
  await em.flush();
  return seeded;
}
