import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const registerCarDocument = graphql(`
  mutation RegisterCar($input: RegisterCarInput!, $image: Upload) {
    registerCar(input: $input, image: $image) {
      id
      carName
    }
  }
`);

/** Register & Earn: public, the photo travels as a multipart upload. */
export function useRegisterCarMutation() {
  return useMutation(registerCarDocument);
}
