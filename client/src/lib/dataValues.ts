// Issue 32: a car's data (fuel, transmission, drive, body type, cooling) and the site's city come from the server as
// the operator typed them, in English. English shows them as typed; another language says the values its catalogue
// knows in its own words, and shows any other value (an operator may type a new one) as typed.
import { currentLanguage, i18n } from '../i18n/i18n';
import type { Language } from '../i18n/languages';

/** The car's fields whose values come from a short list (carData.* in the site catalogues). */
export type CarDataField = 'cartype' | 'clock' | 'fuel' | 'selfdrive' | 'cooling';

/** A catalogue key names a value by its letters and digits in lower case: 'Self Drive', 'self-drive' → selfdrive. */
const keyOf = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The catalogue's words for a key in a language other than English; none for English or a key it lacks. */
function wordsFor(language: Language, namespace: 'shell' | 'site', key: string): string | undefined {
  if (language === 'en') return undefined;
  const words: unknown = i18n.getResource(language, namespace, key);
  return typeof words === 'string' ? words : undefined;
}

/** A car's value as the reader's language says it: 'Diesel' is 'डीज़ल' in Hindi; 'Diesel' in English. */
export function carValue(field: CarDataField, value: string, language: Language = currentLanguage()): string {
  return wordsFor(language, 'site', `carData.${field}.${keyOf(value)}`) ?? value;
}

/** The site's configured city as the reader's language names it: 'Indore' is 'इंदौर' in Hindi. */
export function cityName(city: string, language: Language = currentLanguage()): string {
  return wordsFor(language, 'shell', `cityName.${keyOf(city)}`) ?? city;
}
