import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const setLanguageDocument = graphql(`
  mutation SetLanguage($language: String!) {
    setLanguage(language: $language) {
      id
      language
    }
  }
`);

/** Keeps the signed-in customer's language on their profile: their e-mails follow it (issue 24). */
export function useSetLanguageMutation() {
  return useMutation(setLanguageDocument);
}
