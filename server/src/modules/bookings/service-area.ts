import { CITY_NAMES, CITY_PIN, INDORE_LOCALITIES, NEARBY_PIN, OTHER_TOWNS, ROAD_WORDS, type Locality } from './indore-places.js';

/**
 * Where an address typed without a pin lies, read from the places it names (indore-places.ts), in Latin or
 * Devanagari. An address names a place when some run of its words, joined, is the place's name joined: spaces and
 * punctuation never matter ("Vijaynagar", "Vijay Nagar", "विजय-नगर"). Longer names are read first and keep their
 * words ("Dewas Naka" is an Indore square, not Dewas). The last place named is the town (addresses end with it), so
 * "Vijay Nagar, Delhi" is in Delhi and "Delhi Public School, Nipania" in Indore.
 */
export type AddressPlace =
  /** The address names a known Indore locality (the first it names). */
  | { kind: 'locality'; locality: Locality }
  /** The last place it names is another town (or a PIN code outside Indore's): `place` says which. */
  | { kind: 'elsewhere'; place: string }
  /** Nothing known: perhaps Indore itself, or a colony the list lacks. */
  | { kind: 'unknown' };

const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;
// A nasal consonant with a virama before a consonant is written either way: इन्दौर / इंदौर.
const HALF_NASAL = /[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0939])/g;
const FOLDS: [RegExp, string][] = [
  [/\u200C|\u200D|\u093C/g, ''], // zero-width joiners and the nukta (ड़ / ड)
  [/\u0901/g, '\u0902'], // chandrabindu as anusvara
  [HALF_NASAL, '\u0902'],
  [/\u0940/g, '\u093F'], // ी as ि
  [/\u0942/g, '\u0941'], // ू as ु
  [/\u0908/g, '\u0907'], // ई as इ
  [/\u090A/g, '\u0909'], // ऊ as उ
  [/aa/g, 'a'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/ksh/g, 'x'],
  [/w/g, 'v'],
];

/** The words of `text`, each folded the way spellings vary: case, vowel length, nasals, nukta, digits. */
export function wordsOf(text: string): string[] {
  let folded = text.normalize('NFC').toLowerCase();
  folded = folded.replace(DEVANAGARI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0966));
  for (const [from, to] of FOLDS) folded = folded.replace(from, to);
  return folded.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
}

type Kind = { locality: Locality } | { town: string } | { city: true };
const SPELLINGS: { key: string; kind: Kind }[] = [
  ...INDORE_LOCALITIES.flatMap((locality) =>
    [locality.name, locality.hi, ...(locality.also ?? [])].map((s) => ({ key: wordsOf(s).join(''), kind: { locality } })),
  ),
  ...OTHER_TOWNS.flatMap(({ name, spellings }) => spellings.map((s) => ({ key: wordsOf(s).join(''), kind: { town: name } }))),
  ...CITY_NAMES.map((s) => ({ key: wordsOf(s).join(''), kind: { city: true as const } })),
].sort((a, b) => b.key.length - a.key.length);
const ROADS = new Set(ROAD_WORDS.flatMap(wordsOf));

/** The words from `start` that, joined, are `key`: the index after them, or -1. */
function spans(words: string[], start: number, key: string, taken: boolean[]): number {
  let joined = '';
  for (let i = start; i < words.length && !taken[i]; i += 1) {
    joined += words[i];
    if (joined === key) return i + 1;
    if (!key.startsWith(joined)) return -1;
  }
  return -1;
}

/** The places `address` names, and so where it lies. */
export function placeAddress(address: string): AddressPlace {
  const words = wordsOf(address);
  const taken = words.map(() => false);
  const named: { at: number; kind: Kind }[] = [];
  for (const { key, kind } of SPELLINGS) {
    for (let start = 0; start < words.length; start += 1) {
      const end = spans(words, start, key, taken);
      if (end < 0) continue;
      for (let i = start; i < end; i += 1) taken[i] = true;
      // "Ujjain Road", "Indore Road": a road of the city, not the town.
      if (!('locality' in kind) && ROADS.has(words[end] ?? '')) continue;
      named.push({ at: start, kind });
    }
  }
  words.forEach((word, at) => {
    if (CITY_PIN.test(word)) named.push({ at, kind: { city: true } });
    else if (/^\d{6}$/.test(word) && !NEARBY_PIN.test(word)) named.push({ at, kind: { town: `PIN code ${word}` } });
  });
  if (!named.length) return { kind: 'unknown' };
  const last = named.reduce((a, b) => (b.at > a.at ? b : a));
  if ('town' in last.kind) return { kind: 'elsewhere', place: last.kind.town };
  const first = named.filter((n) => 'locality' in n.kind).sort((a, b) => a.at - b.at)[0];
  return first && 'locality' in first.kind ? { kind: 'locality', locality: first.kind.locality } : { kind: 'unknown' };
}
