import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionContext';
import { useSetLanguageMutation } from './useSetLanguageMutation';

/**
 * For a signed-in customer: the site's language is kept on their profile, so their mails follow it. Signing in
 * sends the device's language with the code request (the account adopts it); a later switch differs from the
 * session's copy of the profile and is saved here. Renders nothing.
 */
export function ProfileLanguage() {
  const { i18n } = useTranslation('shell');
  const { user, setUser } = useSession();
  const [save] = useSetLanguageMutation();
  const language = i18n.language;

  useEffect(() => {
    if (!user || user.language === language) return;
    save({ variables: { language } })
      .then(() => setUser({ ...user, language }))
      .catch((error: unknown) => console.error('Could not save the language on the profile:', error));
  }, [language, user, save, setUser]);
  return null;
}
