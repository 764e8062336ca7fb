import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import '../src/modules/index.js';
import { OPERATIONS } from '../src/http/contract/operations.js';
import { parsedBody } from '../src/http/contract/validate-input.js';

/*
 * The registry (issue 19): every REST operation is declared once, in its module's <area>.operations.ts, and the
 * routes, access checks, validation, OpenAPI document, partner allow-list and authorization matrix are read from it.
 */
const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

describe('the operation registry', () => {
  it('names each operation once, and each method and path once', () => {
    expect(OPERATIONS.length).toBeGreaterThan(50);
    const twice = (keys: string[]) => keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(twice(OPERATIONS.map((op) => op.operationId))).toEqual([]);
    expect(twice(OPERATIONS.map((op) => `${op.method} ${op.path}`))).toEqual([]);
  });

  it('gives every operation one handler, a success status and a scope exactly where a key may call it', () => {
    const wrong = OPERATIONS.filter(
      (op) =>
        Number(Boolean(op.run)) + Number(Boolean(op.raw)) !== 1 ||
        !Object.keys(op.ok).some((status) => status !== '304') ||
        Boolean(op.scope) !== (op.access === 'catalogue' || op.access === 'partner'),
    );
    expect(wrong.map((op) => op.operationId)).toEqual([]);
  });

  it('keeps modules off the HTTP edge: no file under src/modules imports from src/http', () => {
    const offenders = sourceFiles(MODULES).filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].some(([, spec]) =>
        path.resolve(path.dirname(file), spec).startsWith(path.resolve(MODULES, '../http')),
      ),
    );
    expect(offenders.map((file) => path.relative(MODULES, file))).toEqual([]);
  });
});

describe('the handler sees the body its schema parsed (issue 30)', () => {
  // Operations whose body schema still leaves an absent, blank or loosely typed field to a second schema or the
  // service: the edge then hands the body over as it came (checkInput's 'partial'). The list only shrinks; every new
  // operation declares wordsAll.
  const RAW_WHEN_MISSING = [
    'adminLogin',
    'adminLoginLink',
    'claimUpiPayment',
    'createApiKey',
    'createPriceRule',
    // Stays: its handler checks Razorpay's signature over the raw body (req.rawBody), which a parsed value would not carry.
    'razorpayWebhook',
    'recordPayment',
    'reorderCars',
    'sendEmailOtp',
    'updateProfile',
    'verifyEmailOtp',
  ];

  it('every operation with a body declares wordsAll, but the listed few', () => {
    const raw = OPERATIONS.filter((op) => op.body && !op.body.wordsAll).map((op) => op.operationId);
    expect(raw.sort()).toEqual([...RAW_WHEN_MISSING].sort());
  });

  it('with wordsAll, a body without its fields is refused in the schema words, never handed over as it came', () => {
    const worded = OPERATIONS.filter((op) => op.body?.wordsAll);
    expect(worded.length).toBeGreaterThan(10);
    for (const op of worded) {
      const body = {};
      let handed: unknown;
      try {
        handed = parsedBody(op.body!, body);
      } catch (error) {
        expect((error as Error).message, op.operationId).not.toBe('');
        continue;
      }
      expect(handed, op.operationId).not.toBe(body);
    }
    // Without it (the list above), what the schema leaves to the service is handed over as it came: the check.
    const login = OPERATIONS.find((op) => op.operationId === 'adminLogin')!;
    const bare = {};
    expect(parsedBody(login.body!, bare)).toBe(bare);
  });
});
