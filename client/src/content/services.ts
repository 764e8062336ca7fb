import { i18n } from '../i18n/i18n';

export interface ServiceOffering {
  title: string;
  description: string;
  link?: { to: string; label: string };
}

const OFFERINGS = [
  { key: 'selfDrive', to: '/services/bookcar' },
  { key: 'taxi', to: '/services/bookcar' },
  { key: 'delivery' },
  { key: 'outstation' },
  { key: 'monthly' },
  { key: 'earn', to: '/services/registercar' },
] as const;

/** What the business offers, in the active language (services.* in the catalogues); home and, in full, /service. */
export function serviceOfferings(city: string): ServiceOffering[] {
  return OFFERINGS.map((offering) => ({
    title: i18n.t(`services.${offering.key}.title`),
    description: i18n.t(`services.${offering.key}.description`, { city }),
    ...('to' in offering ? { link: { to: offering.to, label: i18n.t(`services.${offering.key}.link`) } } : {}),
  }));
}
