import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetLanguageMutation } from '../../mutations/useSetLanguageMutation';

/**
 * For a signed-in customer: each switch of language is saved on their profile, so their mails follow it. (Signing
 * in sends the device's language with the code request, and the account adopts it.) Renders nothing.
 */
export function ProfileLanguage() {
  const { i18n } = useTranslation('shell');
  const [save] = useSetLanguageMutation();
  const language = i18n.language;
  const seen = useRef(language);

  useEffect(() => {
    if (seen.current === language) return;
    seen.current = language;
    save({ variables: { language } }).catch((error: unknown) => console.error('Could not save the language on the profile:', error));
  }, [language, save]);
  return null;
}
