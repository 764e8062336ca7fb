import i18next from 'i18next';
import { type Language, sayDate } from './language.js';
import { templatePattern } from './template-pattern.js';

/**
 * The server's words in the customer's language (issue 32): every sentence a customer may read from the server (a
 * refusal, a notification, a bill line, a sign-in message) is written in English where the code says it (SPEC.md's
 * texts are a contract with legacy clients), and each module declares its Hindi for those sentences in its own
 * `<area>.texts.ts`, keyed by the English text with `{{placeholders}}` where the code puts values. The composition
 * root registers every module's catalogue in one i18next instance; `say` turns an English sentence into the
 * customer's language at the edge (the error mapper, the bill's adapter) or when a notification is stored.
 *
 * Why match the English: the sentences stay where their rules are (and where tests read them), and a sentence
 * without a translation still reaches the customer, in English, rather than a key. A value inside a sentence (a
 * field's label, a status, a date) is said in the language too when the catalogue knows it.
 */
export type Translations = Readonly<Record<string, string>>;
/** A module's catalogue: its English sentences in each other language. */
export type ModuleTexts = Readonly<Partial<Record<Exclude<Language, 'en'>, Translations>>>;

const texts = i18next.createInstance();
void texts.init({
  lng: 'en',
  fallbackLng: false,
  // Keys are English sentences: their dots and colons are not separators.
  keySeparator: false,
  nsSeparator: false,
  // Plain text answers (JSON, mail text, stored notifications): nothing is HTML-escaped.
  interpolation: { escapeValue: false },
  resources: {},
  initAsync: false,
});

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}
const templates: Record<string, Template[]> = {};

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Registers a module's catalogue (the composition root calls this once per module; a key given twice keeps the last). */
export function registerTexts(catalogue: ModuleTexts): void {
  for (const [language, translations] of Object.entries(catalogue) as [Language, Translations][]) {
    texts.addResourceBundle(language, 'translation', translations, true, true);
    const list = (templates[language] ??= []);
    for (const key of Object.keys(translations)) {
      const template = templatePattern(key, PLACEHOLDER, '(.+?)', { flags: 's' });
      if (template.names.length) list.push({ key, ...template });
    }
    // The most specific template first: the one with the most fixed text.
    list.sort((a, b) => b.key.replace(PLACEHOLDER, '').length - a.key.replace(PLACEHOLDER, '').length);
  }
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DAY_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept?', 'Oct', 'Nov', 'Dec'];
/** sayDate('en', …): "1 Dec 2026" or "1 Dec 2026, 10:00 am". */
const SAID_DAY = new RegExp(`^(\\d{1,2}) (${MONTHS.join('|')}) (\\d{4})(?:, (\\d{1,2}):(\\d{2}) (am|pm))?$`, 'i');

/** An English date as ISO parts, when `value` is one (ISO, or as sayDate says it in English). */
function dateIn(value: string): { day: string; time?: string } | null {
  if (ISO_DAY.test(value)) return { day: value };
  const dayTime = ISO_DAY_TIME.exec(value);
  if (dayTime) return { day: dayTime[1], time: dayTime[2] };
  const said = SAID_DAY.exec(value);
  if (!said) return null;
  const month = MONTHS.findIndex((m) => new RegExp(`^${m}$`, 'i').test(said[2])) + 1;
  const day = `${said[3]}-${String(month).padStart(2, '0')}-${said[1].padStart(2, '0')}`;
  if (!said[4]) return { day };
  const hour = (Number(said[4]) % 12) + (said[6].toLowerCase() === 'pm' ? 12 : 0);
  return { day, time: `${String(hour).padStart(2, '0')}:${said[5]}` };
}

/** A value inside a sentence: a date as people say it, a text the catalogue knows, else as it is (a name, a number). */
function sayValue(language: Language, value: string): string {
  const date = dateIn(value);
  if (date) return sayDate(language, date.day, date.time);
  const said = saySentence(language, value);
  if (said !== null) return said;
  // A list of choices ("Accepted, Pending, Rejected"): each item the catalogue knows, said.
  if (value.includes(', '))
    return value
      .split(', ')
      .map((item) => saySentence(language, item) ?? item)
      .join(', ');
  return value;
}

/** One sentence in `language`, or null when the catalogue has none for it. */
function saySentence(language: Language, sentence: string): string | null {
  if (texts.exists(sentence, { lng: language })) return texts.t(sentence, { lng: language });
  for (const { key, pattern, names } of templates[language] ?? []) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, sayValue(language, match[i + 1])]));
    return texts.t(key, { lng: language, ...values });
  }
  return null;
}

/**
 * `text` (one or more English sentences) in `language`: as a whole when the catalogue has it, else sentence by
 * sentence; a sentence it does not know stays in English.
 */
export function say(language: Language, text: string): string {
  if (language === 'en' || !text) return text;
  const whole = saySentence(language, text);
  if (whole !== null) return whole;
  const sentences = text.split(/(?<=[.!?])\s+/);
  if (sentences.length < 2) return text;
  return sentences.map((sentence) => saySentence(language, sentence) ?? sentence).join(' ');
}

/**
 * The language a request asks its answers in: its `Accept-Language` when that starts with a language of the site
 * (the client sends the language its screens are in), else English.
 */
export function requestLanguage(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return header !== undefined && /^\s*hi\b/i.test(header) ? 'hi' : 'en';
}
