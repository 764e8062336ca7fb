import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n/languages';
import { cityName } from '../i18n/i18n';
import { readSiteSettings, type SiteSettings } from './siteSettings';

const SiteContext = createContext<SiteSettings>(readSiteSettings(undefined));

export function SiteProvider({ settings, children }: { settings?: SiteSettings; children: ReactNode }) {
  const value = useMemo(() => settings ?? readSiteSettings(), [settings]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** Product name, contact phone and e-mail, city: {product} in SPEC.md's texts is `siteName`. */
export function useSite(): SiteSettings {
  return useContext(SiteContext);
}

/**
 * The configured city as the page's language names it ('इंदौर' on a Hindi page), for the words people read; the
 * city as data (a booking's from-city, the map's search, structured data) stays `useSite().city`.
 */
export function useCityName(): string {
  const { city } = useSite();
  const { i18n } = useTranslation('shell');
  return cityName(city, isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en');
}
