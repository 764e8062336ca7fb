// Issue 24: every key in both catalogues (English and Hindi, each namespace), no key the code never uses, the same
// {{placeholders}} on both sides, and real Hindi (Devanagari) for every text that has words.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enShell from './locales/en/shell';
import enSite from './locales/en/site';
import hiShell from './locales/hi/shell';
import hiSite from './locales/hi/site';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(at, value);
    else for (const [k, v] of flatten(value, at)) out.set(k, v);
  }
  return out;
}

const CATALOGUES = {
  shell: { en: flatten(enShell), hi: flatten(hiShell) },
  site: { en: flatten(enSite), hi: flatten(hiSite) },
};
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
/** i18next's plural forms: `key_one`, `key_other` (the code says `key` with a count). */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every source file of the client but the catalogues and tests. */
function sources(dir = path.resolve(import.meta.dirname, '..')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'gql' || name === 'locales' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the catalogues', () => {
  for (const [ns, { en, hi }] of Object.entries(CATALOGUES)) {
    it(`${ns}: every English key is in Hindi and every Hindi key in English`, () => {
      expect(
        [...hi.keys()].filter((k) => !en.has(k)),
        'in Hindi only',
      ).toEqual([]);
      expect(
        [...en.keys()].filter((k) => !hi.has(k)),
        'missing in Hindi',
      ).toEqual([]);
    });

    it(`${ns}: the Hindi texts keep the English placeholders and are written in Devanagari`, () => {
      for (const [key, english] of en) {
        const hindi = hi.get(key) ?? '';
        expect(placeholders(hindi), key).toEqual(placeholders(english));
        expect(hindi.trim(), key).not.toBe('');
        // Words, not only symbols, names or placeholders: those must read as Hindi.
        const words = english.replace(/\{\{[^}]*\}\}/g, '').replace(/[^A-Za-z]/g, '');
        if (words.length > 3 && !NOT_TRANSLATED.has(key)) expect(hindi, key).toMatch(/[\u0900-\u097F]/);
      }
    });
  }

  it('wraps words only in tags Trans can fill (a void HTML name such as <link> would render an empty link)', () => {
    const VOID = /<\/?(area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr)>/;
    for (const { en, hi } of Object.values(CATALOGUES)) {
      for (const [key, text] of [...en, ...hi]) expect(text, key).not.toMatch(VOID);
    }
  });

  it('has no key that the code never uses', () => {
    const code = sources()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const literals = new Set([...code.matchAll(/['"`]([\w.-]+)['"`]/g)].map((m) => m[1]));
    // t(`home.slides.${key}.heading`): the keys under a template's fixed start are used by it.
    const templates = [...code.matchAll(/`([\w.]+)\.\$\{/g)].map((m) => `${m[1]}.`);
    const unused = Object.values(CATALOGUES)
      .flatMap(({ en }) => [...en.keys()])
      .map((key) => key.replace(PLURAL, ''))
      .filter((key) => !literals.has(key) && !templates.some((start) => key.startsWith(start)));
    expect([...new Set(unused)]).toEqual([]);
  });
});

/** Texts that are the same in both languages on purpose (a language's own name, brand words). */
const NOT_TRANSLATED = new Set(['language.english']);
