import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity.js';
import type { ProfileChanges } from './user.schemas.js';
import { BadInputError, UnauthenticatedError } from '../common/errors.js';
import { findById } from '../common/find-by-id.js';
import type { Language } from '../common/language.js';
import { withStoredImage, type ImageStorage } from '../common/uploads.js';

/** The name and phone of the sign-in request whose code or link was verified (whoever typed them). */
export interface VerifiedPerson {
  name: string;
  email: string;
  phone: string;
  /** The language the sign-in was asked in; null keeps the account's. */
  language?: Language | null;
}

/** A customer's own account: sign-in creates it, the profile screen changes it. */
export class UserService {
  constructor(private readonly storage: ImageStorage) {}

  /**
   * The account a verified e-mail signs in to. The first sign-in creates it with the request's name and phone
   * (`ownerPhone` first, when given). Later sign-ins keep the profile's name, and the phone changes only to
   * `ownerPhone`: the phone sent with the verified code itself, by whoever read the mail. A code request alone
   * (which anyone may make for any address) never changes an existing account's phone.
   */
  async signInVerified(em: EntityManager, person: VerifiedPerson, ownerPhone: string | null): Promise<User> {
    const [row] = await em.execute<Record<string, unknown>[]>(
      `insert into users (id, name, email, phone, is_verified, language) values (?, ?, ?, ?, true, coalesce(?, 'en'))
         on conflict (email) do update set is_verified = true, phone = coalesce(?, users.phone),
           language = coalesce(?, users.language)
         returning *`,
      [randomUUID(), person.name, person.email, ownerPhone ?? person.phone, person.language ?? null, ownerPhone, person.language ?? null],
    );
    return em.map(User, row);
  }

  /** The signed-in customer; a token whose account is gone is a lapsed session (401). */
  async current(em: EntityManager, userId: string): Promise<User> {
    return findById(em, User, userId, () => new UnauthenticatedError('Your account no longer exists. Please log in again.'));
  }

  /** The language of the site and of the customer's mails, kept on their profile (issue 24). */
  async setLanguage(em: EntityManager, userId: string, chosen: Language): Promise<User> {
    const user = await this.current(em, userId);
    user.language = chosen;
    await em.flush();
    return user;
  }

  /**
   * Changes already checked (user.schemas.ts); a GSTIN needs a business name, sent or kept, before the picture is
   * stored. The old picture goes only once the new one is saved.
   */
  async updateProfile(em: EntityManager, userId: string, changes: ProfileChanges, picture?: Buffer | null): Promise<User> {
    const user = await this.current(em, userId);
    const after = (field: 'gstin' | 'businessName') => (changes[field] === undefined ? user[field] : changes[field]);
    if (after('gstin') && !after('businessName'))
      throw new BadInputError("A GSTIN needs the business's legal name (businessName), as the GST registration gives it.");
    return withStoredImage(
      this.storage,
      picture,
      async (file) => {
        em.assign(user, { ...changes, ...(file ? { profilePic: file } : {}) });
        await em.flush();
        return user;
      },
      user.profilePic,
    );
  }
}
