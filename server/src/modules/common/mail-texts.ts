import type { Language } from './language.js';
import { printable } from './person-text.js';
import { registerTexts } from './server-texts.js';

/** A customer message in every language, rendered now; the mail picks the customer's when it is sent. */
export type LocalizedMail = Record<Language, { subject: string; text: string }>;

type Vars = Record<string, string | number>;

/**
 * A module's customer e-mail words in each language (issue 24), keyed by the customer's `language`: each module keeps
 * its own catalogue beside the code that mails (`<area>.mail-texts.ts`); this file only renders them. English is what
 * the mails always said. Translators: add the same keys under a new language; {placeholders} keep their names.
 */
export function mailCatalogue<const E extends Record<string, string>>(
  texts: { en: E } & Record<Exclude<Language, 'en'>, Record<keyof E, string>>,
) {
  type Key = keyof E & string;
  const catalogues = texts as Record<Language, Record<string, string>>;
  // The same words serve the server's other answers (a payment's notification quotes its mail): one catalogue.
  const asServerKey = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}');
  registerTexts({
    hi: Object.fromEntries(Object.entries(texts.en).map(([key, en]) => [asServerKey(en), asServerKey(texts.hi[key as Key])])),
  });

  /** The text of `key` in `language` with its {placeholders} filled, each printable (an unknown placeholder stays as written). */
  function mailText(language: Language, key: Key, vars: Vars = {}): string {
    const text: string = catalogues[language]?.[key] ?? catalogues.en[key];
    // Values are printed one line each (person-text.ts): a name or reason cannot add a line the operator did not write.
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? printable(vars[name]) : whole));
  }

  /**
   * `subject` and the text's lines (each a key with its values) in every language. Money values given as numbers
   * under `amount` are written as each language writes rupees.
   */
  function localizedMail(
    subject: Key,
    lines: readonly [Key, Record<string, string | number | ((language: Language) => string)>][],
    money: (language: Language, amount: number) => string,
  ): LocalizedMail {
    const render = (language: Language) => ({
      subject: mailText(language, subject),
      text: lines
        .map(([key, vars]) =>
          mailText(
            language,
            key,
            Object.fromEntries(
              Object.entries(vars).map(([name, value]) => [
                name,
                typeof value === 'function'
                  ? value(language)
                  : name === 'amount' && typeof value === 'number'
                    ? money(language, value)
                    : value,
              ]),
            ),
          ),
        )
        .join('\n'),
    });
    return { en: render('en'), hi: render('hi') };
  }

  return { texts, mailText, localizedMail };
}
