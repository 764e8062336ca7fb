import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { cancellationSentence } from './cancellationSentence';

const SERVER_POLICY = path.resolve(import.meta.dirname, '../../../../server/src/modules/bookings/cancellation.ts');
const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 2, 10, 8, 30);

interface ServerTerms {
  rule: string;
  advance: number;
  charge: number;
  refund: number;
  sentence: string;
}
type ServerPolicy = (status: string, advance: number, pickupMs: number, nowMs: number) => ServerTerms;

/**
 * The server's own policy code (cancellation.ts, read as text and run here), with its PLATFORM_FEE set to `fee`:
 * today's fee is 0, so the sentence of a refund less the fee is only seen with another value.
 */
function serverPolicy(fee = 0): ServerPolicy {
  const source = readFileSync(SERVER_POLICY, 'utf8');
  const withFee = source.replace(/export const PLATFORM_FEE = \d+;/, `export const PLATFORM_FEE = ${fee};`);
  expect(withFee, 'cancellation.ts declares PLATFORM_FEE').toContain(`PLATFORM_FEE = ${fee};`);
  const js = ts.transpileModule(withFee, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const stubs: Record<string, unknown> = { '../common/enums.js': { BookingStatus: { Pending: 'Pending', Accepted: 'Accepted' } } };
  const require = (name: string) => {
    if (!(name in stubs)) throw new Error(`cancellation.ts now imports ${name}: stub it here`);
    return stubs[name];
  };
  const exports: { cancellationTerms?: ServerPolicy } = {};
  new Function('exports', 'require', js.outputText)(exports, require);
  return exports.cancellationTerms!;
}

describe('what cancelling costs, worded on the client', () => {
  beforeAll(async () => {
    await i18n.loadLanguages('hi');
  });

  it.each([
    ['unconfirmed', 'Pending', 5499, 48],
    ['free', 'Accepted', 5499, 48],
    ['half', 'Accepted', 5499, 12],
    ['full', 'Accepted', 5499, 3],
    ['started', 'Accepted', 125000, -2],
  ])("reads in English exactly as the server's '%s' sentence", (rule, status, advance, hoursAhead) => {
    const server = serverPolicy()(status, advance, NOW + hoursAhead * HOUR, NOW);
    expect(server.rule).toBe(rule);
    expect(cancellationSentence(server, 'en')).toBe(server.sentence);
  });

  it("reads in English exactly as the server's sentence of a refund less the platform fee", () => {
    const server = serverPolicy(150)('Accepted', 5499, NOW + 48 * HOUR, NOW);
    expect(server.refund).toBe(5349);
    expect(server.sentence).toContain('less the platform fee');
    expect(cancellationSentence(server, 'en')).toBe(server.sentence);
  });

  it('reads in Hindi, with the same amounts', () => {
    const half = serverPolicy()('Accepted', 5499, NOW + 12 * HOUR, NOW);
    expect(cancellationSentence(half, 'hi')).toBe(
      'पिक-अप से 6 से 24 घंटे पहले, अभी रद्द करने पर ₹2,750 लगेगा (आपके एडवांस ₹5,499 का 50%); ₹2,749 रिफ़ंड होगा।',
    );
  });

  it('has no words for a rule it does not know', () => {
    expect(cancellationSentence({ rule: 'waived', advance: 100, charge: 0, refund: 100 }, 'en')).toBeNull();
  });
});
