import { useEffect } from 'react';
import { useSite } from '../../site/SiteContext';
import { internationalPhone } from '../../site/siteSettings';

/**
 * schema.org AutoRental of the home page: the city, the phone and the opening hours (24/7), for search engines.
 * The address names the configured city (CITY) and the country only: a state written here would be wrong for an
 * operator elsewhere, and schema.org does not need it.
 */
export function autoRental(site: ReturnType<typeof useSite>, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRental',
    name: site.siteName,
    url: `${origin}/`,
    telephone: `+${internationalPhone(site.contactPhone)}`,
    email: site.contactEmail,
    image: `${origin}/icon-512.png`,
    address: { '@type': 'PostalAddress', addressLocality: site.city, addressCountry: 'IN' },
    areaServed: site.city,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ],
  };
}

export function AutoRentalJsonLd() {
  const site = useSite();
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = 'auto-rental-jsonld';
    script.textContent = JSON.stringify(autoRental(site, window.location.origin));
    document.head.appendChild(script);
    return () => script.remove();
  }, [site]);
  return null;
}
