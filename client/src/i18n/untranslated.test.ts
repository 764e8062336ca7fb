// Issue 24: no customer-facing text outside the catalogues. Parses every customer screen (client/src/routes but
// the admin's routes/admin and routes/wp-admin, which stay English) and the shared components, and reports JSX text
// and the text attributes people read or hear (aria-label, placeholder, title, alt, label) written as literals.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const ADMIN_ONLY = [/^routes\/(admin|wp-admin)\//, /^components\/(Pagination|DeliveryLegs)\.tsx$/];
/** Attributes whose literal value is read or heard by a person. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'label',
  'aria-roledescription',
  'aria-valuetext',
  // SectionHeading's words
  'eyebrow',
  'intro',
]);
/** Not language: symbols, the currency sign, separators, the brand and the languages' own names. */
const NOT_LANGUAGE = /^(?:[\s\d₹%×•·:;,./|()\-–—+*#@&!?'"“”‘’…❚▶◀★☆✓✔✕✖❌✅←→↑↓]|⚠️)*$/u;
/** Names that are the same in every language: brands and services. */
const NAMES = new Set(['WhatsApp', 'SMS', 'Google Play', 'App Store', 'UPI', 'Razorpay']);

/** Customer files not yet moved to the catalogues (issue 24, in progress): this list only shrinks. */
const NOT_YET: string[] = [];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return files(file);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [file] : [];
  });
}

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (text && !NOT_LANGUAGE.test(text) && !NAMES.has(text)) found.push(text);
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression.text
            : null;
      if (literal && !NOT_LANGUAGE.test(literal) && !NAMES.has(literal)) found.push(`${node.name.getText()}="${literal}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('customer screens', () => {
  const customerFiles = [...files(path.join(SRC, 'routes')), ...files(path.join(SRC, 'components'))]
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
    .filter((file) => !ADMIN_ONLY.some((pattern) => pattern.test(file)));

  it('have no text outside the catalogues', () => {
    const left = customerFiles
      .filter((file) => !NOT_YET.includes(file))
      .flatMap((file) => literalTexts(path.join(SRC, file)).map((text) => `${file}: ${text}`));
    expect(left).toEqual([]);
  });

  it('the list of files not yet moved names only files that still have such text', () => {
    expect(NOT_YET.filter((file) => literalTexts(path.join(SRC, file)).length === 0)).toEqual([]);
  });
});
