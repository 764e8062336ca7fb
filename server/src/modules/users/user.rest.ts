import type { User } from './user.entity.js';
import { isoDate } from '../common/rest.js';

/** A customer in the REST dialect of the legacy clients (SPEC.md section 3). */
export function userToRest(user: User) {
  return {
    _id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    address: user.address ?? null,
    state: user.state ?? null,
    gstin: user.gstin ?? null,
    businessName: user.businessName ?? null,
    gender: user.gender ?? null,
    dob: user.dob ?? null,
    profilePic: user.profilePic ?? null,
    isVerified: user.isVerified,
    createdAt: isoDate(user.createdAt),
    language: user.language,
  };
}
