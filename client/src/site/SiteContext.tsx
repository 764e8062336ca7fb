import { createContext, useContext, useMemo, type ReactNode } from 'react';
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
