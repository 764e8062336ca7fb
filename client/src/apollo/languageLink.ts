import { SetContextLink } from '@apollo/client/link/context';
import { currentLanguage } from '../i18n/i18n';

/**
 * Asks the server for its sentences (refusals, notifications, bill lines) in the language the screens are in
 * (server: common/server-texts.ts). English needs no header: it is what the server says without one.
 */
export const languageLink = new SetContextLink((prevContext) => {
  const language = currentLanguage();
  if (language === 'en') return {};
  return { headers: { ...((prevContext.headers ?? {}) as Record<string, string>), 'accept-language': language } };
});
