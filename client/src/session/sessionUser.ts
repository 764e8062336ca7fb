import { graphql, getFragmentData, type FragmentType } from '../gql';
import type { SessionUser } from './sessionStorageKeys';

/** What the session keeps of a customer: every field SPEC.md section 3 lists for the stored user. */
export const sessionUserFragment = graphql(`
  fragment SessionUser_user on User {
    id
    name
    phone
    email
    address
    state
    gender
    dob
    profilePic
    isVerified
    createdAt
    language
  }
`);

/** The stored user carries `_id` (SPEC.md section 3), the GraphQL type `id`. */
export function toSessionUser(fragment: FragmentType<typeof sessionUserFragment>): SessionUser {
  const user = getFragmentData(sessionUserFragment, fragment);
  return {
    _id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    address: user.address,
    state: user.state,
    gender: user.gender,
    dob: user.dob,
    profilePic: user.profilePic,
    isVerified: user.isVerified,
    createdAt: user.createdAt,
    language: user.language,
  };
}
