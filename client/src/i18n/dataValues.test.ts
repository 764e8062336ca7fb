import { beforeAll, describe, expect, it } from 'vitest';
import { type CarDataField, carValue, cityName, i18n } from './i18n';

/** field, the value as the operator typed it, the Hindi page's words */
const SAID_IN_HINDI: [CarDataField, string, string][] = [
  ['fuel', 'Diesel', 'डीज़ल'],
  ['fuel', 'Petrol', 'पेट्रोल'],
  ['clock', 'Manual', 'मैनुअल'],
  ['clock', 'Automatic', 'ऑटोमैटिक'],
  ['selfdrive', 'Self Drive', 'सेल्फ़-ड्राइव'],
  ['selfdrive', 'With Driver', 'ड्राइवर के साथ'],
  ['cartype', 'Hatchback', 'हैचबैक'],
  ['cooling', 'Non-AC', 'बिना AC'],
  // However the operator spaced or cased it.
  ['selfdrive', 'self-drive', 'सेल्फ़-ड्राइव'],
  ['fuel', ' DIESEL ', 'डीज़ल'],
  ['cooling', 'Non AC', 'बिना AC'],
  // Values it does not know, as typed: a new one, an abbreviation (read as written), one typed in Hindi, none.
  ['fuel', 'Hydrogen', 'Hydrogen'],
  ['fuel', 'CNG', 'CNG'],
  ['cartype', 'SUV', 'SUV'],
  ['fuel', 'डीज़ल', 'डीज़ल'],
  ['clock', 'Auto. (AMT)', 'Auto. (AMT)'],
  ['fuel', '', ''],
  // One field's value is not another's.
  ['fuel', 'Manual', 'Manual'],
];

describe("a car's data and the city in the reader's language", () => {
  beforeAll(async () => {
    await i18n.loadLanguages('hi');
  });

  it.each(SAID_IN_HINDI)('%s %j reads %j in Hindi', (field, typed, hindi) => {
    expect(carValue(field, typed, 'hi')).toBe(hindi);
  });

  it('names the known cities in Hindi and shows any other as configured', () => {
    expect(cityName('Indore', 'hi')).toBe('इंदौर');
    expect(cityName('indore', 'hi')).toBe('इंदौर');
    expect(cityName('Bhopal', 'hi')).toBe('भोपाल');
    expect(cityName('Goa', 'hi')).toBe('Goa');
    // The quick booking's destinations beyond the shell's cities: in the site catalogue.
    expect(cityName('Mhow', 'hi')).toBe('महू');
    expect(cityName('Omkareshwar', 'hi')).toBe('ओंकारेश्वर');
    expect(cityName('Mhow', 'en')).toBe('Mhow');
  });

  it('leaves English exactly as the operator typed it', () => {
    for (const [field, typed] of SAID_IN_HINDI) expect(carValue(field, typed, 'en')).toBe(typed);
    expect(cityName('Indore', 'en')).toBe('Indore');
    expect(cityName('indore', 'en')).toBe('indore');
  });

  it('follows the active language when none is named', async () => {
    expect(carValue('fuel', 'Diesel')).toBe('Diesel');
    await i18n.changeLanguage('hi');
    expect(carValue('fuel', 'Diesel')).toBe('डीज़ल');
    expect(cityName('Indore')).toBe('इंदौर');
  });
});
