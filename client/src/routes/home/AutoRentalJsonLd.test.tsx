import { describe, expect, it } from 'vitest';
import { autoRental } from './AutoRentalJsonLd';
import { DEFAULT_SITE } from '../../site/siteSettings';

describe('the AutoRental structured data of the home page', () => {
  it('describes the configured operator: its city, phone and e-mail, open every day around the clock', () => {
    const site = { siteName: 'Pune Wheels', contactPhone: '98765 43210', contactEmail: 'hi@pune.example', city: 'Pune' };
    const data = autoRental(site, 'https://pune.example');
    expect(data).toMatchObject({
      '@type': 'AutoRental',
      name: 'Pune Wheels',
      url: 'https://pune.example/',
      telephone: '+919876543210',
      email: 'hi@pune.example',
      areaServed: 'Pune',
    });
    // Only what the configuration says: no region of another city.
    expect(data.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Pune', addressCountry: 'IN' });
    expect(JSON.stringify(autoRental(DEFAULT_SITE, 'https://x.example'))).not.toMatch(/Madhya Pradesh/);
    expect(data.openingHoursSpecification[0]).toMatchObject({ opens: '00:00', closes: '23:59' });
    expect(data.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
  });
});
