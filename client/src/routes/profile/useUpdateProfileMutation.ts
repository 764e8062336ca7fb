import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const updateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!, $profilePic: Upload) {
    updateProfile(input: $input, profilePic: $profilePic) {
      ...SessionUser_user
    }
  }
`);

/** Saves the Account Settings form; the picture travels as a multipart upload. */
export function useUpdateProfileMutation() {
  return useMutation(updateProfileDocument);
}
