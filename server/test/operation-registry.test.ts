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
  // service: the edge then hands the body over as it came (checkInput's 'partial'). Every other operation declares
  // wordsAll, and every new one does.
  const RAW_WHEN_MISSING = [
    // Stays: its handler checks Razorpay's signature over the raw body (req.rawBody), which a parsed value would not carry.
    'razorpayWebhook',
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
    const webhook = OPERATIONS.find((op) => op.operationId === 'razorpayWebhook')!;
    const bare = {};
    expect(parsedBody(webhook.body!, bare)).toBe(bare);
  });

  const body = (id: string) => OPERATIONS.find((op) => op.operationId === id)!.body!;
  const refusal = (id: string, given: unknown) => {
    try {
      parsedBody(body(id), given);
    } catch (error) {
      return (error as Error).message;
    }
    return null;
  };

  // The operations converted last (issue 30): their services read the missing fields themselves before. Each missing
  // field is now the schema's refusal at the edge, in the words the service had, so the handler is never reached.
  it.each([
    ['adminLogin', {}, 'Email and password are required.'],
    ['adminLogin', { email: 'admin@example.com' }, 'Email and password are required.'],
    ['adminLogin', { email: 'admin@example.com', password: 42 }, 'Email and password are required.'],
    ['sendEmailOtp', {}, 'Name is required'],
    ['sendEmailOtp', { name: 'Asha' }, 'Valid email required'],
    ['sendEmailOtp', { name: 'Asha', email: 'asha@example.com' }, 'Valid 10-digit phone number required'],
    ['verifyEmailOtp', {}, 'Valid email required'],
    ['verifyEmailOtp', { email: 'asha@example.com' }, 'Enter 4-digit OTP'],
    ['claimUpiPayment', {}, 'Enter the 12-digit UTR (UPI reference) shown by your UPI app.'],
    ['claimUpiPayment', { utr: '412345678901' }, 'The field "purpose" must be one of ADVANCE, BALANCE.'],
    ['recordPayment', {}, 'Method must be CASH, CARD or UPI.'],
    ['recordPayment', { method: 'CASH', amount: 500 }, 'The field "purpose" must be one of ADVANCE, BALANCE.'],
    ['recordPayment', { purpose: 'ADVANCE', method: 'UPI', amount: 500 }, 'Enter the 12-digit UTR (UPI reference) shown by your UPI app.'],
    ['createApiKey', { scopes: ['catalogue:read'] }, 'Name is required.'],
    ['createApiKey', { name: 'Partner' }, 'Choose at least one scope: catalogue:read, bookings:read, bookings:write.'],
    ['createPriceRule', {}, 'Name is required.'],
    ['reorderCars', undefined, 'Send a list of 1 to 1000 items of the form { _id, order }.'],
    ['reorderCars', {}, 'Send a list of 1 to 1000 items of the form { _id, order }.'],
    ['updateProfile', {}, 'Name is required'],
  ])('%s refuses %j in its schema words: %s', (id, given, message) => {
    expect(body(id).wordsAll).toBe(true);
    expect(refusal(id, given)).toBe(message);
  });

  // Where the services judged a given field before a missing one, the schema does too (missingLast).
  it.each([
    ['adminLogin', { password: 'x'.repeat(1001) }, 'This field is too long (at most 1000 characters).'],
    ['sendEmailOtp', { email: 'not-an-email', phone: '9876543210' }, 'Valid email required'],
    ['sendEmailOtp', { email: 'asha@example.com', phone: '98765' }, 'Valid 10-digit phone number required'],
    ['verifyEmailOtp', { otp: '12' }, 'Enter 4-digit OTP'],
    [
      'createApiKey',
      { scopes: ['bookings:delete'] },
      'Unknown scope "bookings:delete"; scopes are catalogue:read, bookings:read, bookings:write.',
    ],
    ['updateProfile', { address: 'x'.repeat(301) }, 'Address is too long (at most 300 characters).'],
  ])('%s judges a given field first: %j is %s', (id, given, message) => {
    expect(refusal(id, given)).toBe(message);
  });

  it('hands the handler parsed values, never the body as it came', () => {
    expect(parsedBody(body('adminLogin'), { email: ' Admin@Example.COM ', password: 'secret' })).toEqual({
      email: 'admin@example.com',
      password: 'secret',
    });
    expect(parsedBody(body('adminLoginLink'), { signin: 42 })).toEqual({});
    expect(parsedBody(body('verifyEmailOtp'), { email: 'A@B.co', otp: 1234, phone: '98765 43210' })).toEqual({
      email: 'a@b.co',
      otp: '1234',
      phone: '+919876543210',
    });
    expect(parsedBody(body('sendEmailOtp'), { name: ' Asha ', email: 'a@b.co', phone: '9876543210', language: '' })).toEqual({
      name: 'Asha',
      email: 'a@b.co',
      phone: '+919876543210',
    });
    expect(parsedBody(body('updateProfile'), { name: 'Asha', email: 'other@example.com', gender: '' })).toEqual({
      name: 'Asha',
      gender: null,
    });
  });
});
