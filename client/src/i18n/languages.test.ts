import { describe, expect, it } from 'vitest';
import { languageFromUrl, pickLanguage } from './languages';

const visit = (over: Partial<Parameters<typeof pickLanguage>[0]>) =>
  pickLanguage({ search: '', hash: '#/', stored: null, browserLanguages: ['en-US'], ...over });

describe('the language of a visit', () => {
  it('is English on a first visit unless the browser prefers Hindi to English', () => {
    expect(visit({})).toBe('en');
    expect(visit({ browserLanguages: [] })).toBe('en');
    expect(visit({ browserLanguages: ['hi-IN', 'en-IN'] })).toBe('hi');
    expect(visit({ browserLanguages: ['hi'] })).toBe('hi');
    expect(visit({ browserLanguages: ['en-IN', 'hi-IN'] })).toBe('en');
    expect(visit({ browserLanguages: ['fr-FR', 'hi-IN'] })).toBe('hi');
    expect(visit({ browserLanguages: ['mr-IN', 'ta-IN'] })).toBe('en');
  });

  it('the choice kept on the device wins over the browser, and ?lang= in a shared link over both', () => {
    expect(visit({ stored: 'en', browserLanguages: ['hi-IN'] })).toBe('en');
    expect(visit({ stored: 'hi' })).toBe('hi');
    expect(visit({ stored: 'hi', search: '?lang=en' })).toBe('en');
    expect(visit({ search: '?lang=hi' })).toBe('hi');
    expect(visit({ hash: '#/services/bookcar?search=swift&lang=hi' })).toBe('hi');
    expect(visit({ stored: 'xx', search: '?lang=fr' })).toBe('en');
  });

  it('reads ?lang= before the hash and inside it', () => {
    expect(languageFromUrl('?lang=hi', '#/about')).toBe('hi');
    expect(languageFromUrl('', '#/about?lang=hi')).toBe('hi');
    expect(languageFromUrl('', '#/about')).toBeNull();
  });
});
