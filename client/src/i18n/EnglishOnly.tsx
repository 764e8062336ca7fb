import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { i18n } from './i18n';

let english: I18n | undefined;

/**
 * The admin area stays English (issue 24, README): its screens and the shared components inside them (dialogs,
 * status pills, Retry) read the English catalogue whatever the visitor chose for the customer site, and the area is
 * marked lang="en" for screen readers.
 */
export function EnglishOnly({ children }: { children: ReactNode }) {
  english ??= i18n.cloneInstance({ lng: 'en' });
  return (
    <I18nextProvider i18n={english}>
      <div lang="en" style={{ display: 'contents' }}>
        {children}
      </div>
    </I18nextProvider>
  );
}
