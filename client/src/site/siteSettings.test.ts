import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE, readSiteSettings } from './siteSettings';

describe('site settings', () => {
  it('falls back to the defaults without /config.js', () => {
    expect(readSiteSettings(undefined)).toEqual({
      siteName: 'Indore Drive',
      contactPhone: '9876543210',
      contactEmail: 'hello@indoredrive.example',
      city: 'Indore',
    });
  });

  it('uses what /config.js provides, field by field', () => {
    expect(readSiteSettings({ siteName: 'Bhopal Wheels', city: ' ' })).toEqual({ ...DEFAULT_SITE, siteName: 'Bhopal Wheels' });
  });
});
