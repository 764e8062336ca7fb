import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { modules } from '../src/modules/index.js';
import { registerTexts, say } from '../src/modules/common/server-texts.js';
import { latinWords } from './support/latin-words.js';

/*
 * Issue 32, "Hindi all the way through": every English sentence a customer can be answered with has its Hindi. The
 * sentences are read from the sources of the modules customers reach, not listed by hand, so a refusal added
 * without its Hindi fails here:
 * - the text of every `new XxxError(…)` (a DomainError: the error mapper says it in the request's language), a
 *   literal, a template (`${…}` stands for a value: the catalogue needs the same sentence with {{placeholders}}), a
 *   constant it names (declared anywhere under src/), or each branch of a `?:`;
 * - every `error:` and `message:` worded in those modules (a schema's refusal, a REST answer's message).
 * A text made by a function call (or read from a variable) is not seen here: the sentences those functions make
 * are checked where they are said (hindi-answers.test.ts, hindi-refusals.test.ts).
 *
 * Staff-only sentences stay English (the admin panel is English, client/src/i18n/EnglishOnly.tsx) and are left out
 * by two explicit rules: STAFF_FILES, whose every sentence only a staff operation (or a payment provider) can meet,
 * and STAFF_SENTENCES, the staff's sentences in a file customers also reach. An entry of either that no longer
 * matches anything fails, so the lists cannot go stale.
 */

const SRC = join(import.meta.dirname, '../src');

/** The modules a customer's request reaches (the others serve staff, partners or the operator: admin, backups, …). */
const CUSTOMER_MODULES = [
  'auth',
  'availability',
  'bookings',
  'cars',
  'common',
  'contacts',
  'documents',
  'notifications',
  'payments',
  'pricing',
  'registrations',
  'reviews',
  'trips',
  'users',
];

/** Files (relative to src/modules) only staff operations, or a payment provider, reach: with the reason. */
const STAFF_FILES: Record<string, string> = {
  'availability/block.operations.ts': "staff take a car out of service (access: 'admin')",
  'availability/block.schemas.ts': 'the block above',
  'availability/block.service.ts': 'the block above',
  'cars/car-admin.service.ts': 'staff add, edit, delete and order cars',
  'cars/car.schemas.ts': "the cars' order, set by staff",
  'common/parse-input.ts': "zod's own sentences, each said in Hindi by hindi-refusals.test.ts",
  'common/s3-storage.ts': 'a file name the server makes, never a customer',
  'payments/ledger.ts': "staff's ledger and its ranges",
  'payments/razorpay-webhook.ts': "Razorpay's webhook calls, not a customer",
  'pricing/price-rule.operations.ts': "staff's price rules (access: 'admin')",
  'pricing/price-rule.schemas.ts': 'the price rules above',
  'pricing/price-rule.service.ts': 'the price rules above',
  'trips/bill.ts': "the counter's return readings (the bill's lines customers read are in trip.texts.ts)",
  'trips/trip-rules.ts': 'the handover at the counter',
  'trips/trip.schemas.ts': 'the handover, return and settlement at the counter',
  'trips/trip.service.ts': 'the handover, return and settlement at the counter',
  'users/user-directory.service.ts': "staff's list of users",
};

/** Staff's sentences in files customers also reach ({} stands for a value), by what staff do. */
const STAFF_SENTENCES: string[] = [
  // A car's settings, its list and the booking decisions (the admin panel).
  'Turnaround must be a whole number of minutes from 0 to {}.',
  'Car added!',
  'Car updated!',
  'Car deleted!',
  'Car order saved!',
  'This booking was canceled by the customer; its status can no longer be changed.',
  'Only an Accepted booking can be completed; this one is {}.',
  'Area confirmed.',
  // A stored file's name, which the server makes.
  'Not a plain file name: {}',
  // Reviewing a customer's document.
  '"{}" is a reason to reject.',
  '"{}" applies to an Aadhaar only.',
  // Money taken, confirmed and refunded at the counter, and the ledger's filters.
  'The amount must be a whole number of rupees from 1 to {}.',
  'The amount must be a whole number of rupees.',
  'Reference is too long (at most {} characters).',
  'Reference must be one line of plain text (no line breaks, tabs or other control characters).',
  'Give the Razorpay payment id (pay_…).',
  'Method must be CASH, CARD or UPI.',
  'Method must be one of {}.',
  'This reference has already been recorded for a payment.',
  'Only a claimed payment can be confirmed or rejected; this one is {}.',
  'This claim is for {} but only {} is due now. Reject it and record what was received instead.',
  'This payment is not a refund.',
  'The amount refunded does not match the refund due.',
  'Only a refund due can be closed; this one is {}.',
  'Razorpay is making this refund; it closes by itself when Razorpay confirms it.',
  'Unknown payment status.',
  // Moderating reviews and registered cars, managing users.
  'Registered car deleted.',
  'Review {}.',
  'Review updated.',
  'Review deleted.',
  'Status must be Accepted or Rejected.',
  'User deleted.',
  '{} {} deleted.',
  'ids must be a list of 1 to {} user ids.',
];

const ERROR_CLASS =
  /^(BadInput|Unauthenticated|Forbidden|NotFound|Conflict|Unprocessable|TooLarge|RateLimited|ServiceUnavailable|BadRequest|DeliveryArea)Error$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}
const parsed = sourceFiles(SRC).map((path) => ({
  path,
  file: relative(join(SRC, 'modules'), path),
  source: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true),
}));

/** Every `const NAME = <text>` under src/, to read the constants a refusal names (CAR_TAKEN, DOCUMENT_NOT_FOUND). */
const constants = new Map<string, ts.Expression>();
for (const { source } of parsed) {
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** The texts an expression can be, `{}` for each value; none when it is made at run time. */
function textsOf(node: ts.Expression, seen = new Set<string>()): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('')];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return textsOf(node.expression, seen);
  if (ts.isConditionalExpression(node)) return [...textsOf(node.whenTrue, seen), ...textsOf(node.whenFalse, seen)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [textsOf(node.left, seen), textsOf(node.right, seen)];
    return left.length === 1 && right.length === 1 ? [left[0] + right[0]] : [];
  }
  if (ts.isIdentifier(node) && constants.has(node.text) && !seen.has(node.text))
    return textsOf(constants.get(node.text)!, new Set(seen).add(node.text));
  return [];
}

interface Sentence {
  file: string;
  line: number;
  text: string;
}
function sentencesOf({ file, source }: (typeof parsed)[number]): Sentence[] {
  const found: Sentence[] = [];
  const add = (node: ts.Expression) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const text of textsOf(node)) if (/[A-Za-z]{2,}/.test(text)) found.push({ file, line, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && ERROR_CLASS.test(node.expression.text) && node.arguments?.length)
      add(node.arguments[0]);
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ['error', 'message'].includes(node.name.text)) add(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const customerFiles = parsed.filter(
  ({ file, path }) =>
    CUSTOMER_MODULES.includes(file.split('/')[0]) &&
    !path.endsWith('.texts.ts') &&
    !path.endsWith('.mail-texts.ts') &&
    !(file in STAFF_FILES),
);
const sentences = customerFiles.flatMap(sentencesOf);

for (const module of modules) if (module.texts) registerTexts(module.texts);

/**
 * The Hindi of a sentence from the code, or null. A template is said with each value a number (a value that is a
 * word, a status or a label, is said by the catalogue too when the sentence is); a template that starts with a value
 * and a space puts a sentence of its own there ("{} It is Pending until …"), said on its own.
 */
function hindiOf(text: string): string | null {
  const english = text.replace(/^\{\} (?=[A-Z])/, '').replaceAll('{}', '7');
  const hindi = say('hi', english);
  return hindi === english ? null : hindi;
}

describe('every English sentence a customer can be answered with has its Hindi', () => {
  it('finds the sentences (the scan reads what it should)', () => {
    expect(sentences.length).toBeGreaterThan(100);
    expect(sentences.some((s) => s.text === 'The pick-up date and time cannot be in the past.')).toBe(true);
    expect(sentences.some((s) => s.text === 'Invalid OTP. {} tries left.')).toBe(true);
  });

  it('has a Hindi entry, with no Latin word left, for each one outside the staff rules', () => {
    const missing = sentences
      .filter((s) => !STAFF_SENTENCES.includes(s.text))
      .filter((s) => {
        const hindi = hindiOf(s.text);
        return hindi === null || latinWords(hindi).length > 0;
      })
      .map((s) => `${s.file}:${s.line}  ${s.text}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('keeps no stale exclusion', () => {
    for (const file of Object.keys(STAFF_FILES))
      expect(
        parsed.some((p) => p.file === file),
        file,
      ).toBe(true);
    for (const text of STAFF_SENTENCES)
      expect(
        sentences.some((s) => s.text === text),
        text,
      ).toBe(true);
  });
});
