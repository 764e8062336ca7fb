export interface SiteSettings {
  siteName: string;
  contactPhone: string;
  contactEmail: string;
  city: string;
}

declare global {
  interface Window {
    /** Set by /config.js, which the server renders from its environment at runtime. */
    __SITE__?: Partial<SiteSettings>;
  }
}

export const DEFAULT_SITE: SiteSettings = {
  siteName: 'Indore Drive',
  contactPhone: '9876543210',
  contactEmail: 'hello@indoredrive.example',
  city: 'Indore',
};

/** Runtime settings, each field falling back to the demo default when /config.js is missing or partial. */
export function readSiteSettings(source: Partial<SiteSettings> | undefined = window.__SITE__): SiteSettings {
  const pick = (key: keyof SiteSettings) => {
    const value = source?.[key];
    return typeof value === 'string' && value.trim() ? value.trim() : DEFAULT_SITE[key];
  };
  return { siteName: pick('siteName'), contactPhone: pick('contactPhone'), contactEmail: pick('contactEmail'), city: pick('city') };
}

/** Digits of the contact phone with the Indian country code, for wa.me, tel: and sms: links. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}
