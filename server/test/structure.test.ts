import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Structural facts of the source tree (issue 19, "Modules that say what they need" and "Boundaries"), read from the
 * files themselves: no server is started. Every import counts, type-only ones and re-exports too.
 */

const SRC = path.resolve(import.meta.dirname, '..', 'src');
const MODULES = path.join(SRC, 'modules');
const SERVICES = path.join(SRC, 'services.ts');
const MODULE_LIST = path.join(MODULES, 'index.ts');
const HTTP = path.join(SRC, 'http');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return e.name.endsWith('.ts') ? [file] : [];
  });
}

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** The files a source imports by a relative path (import, import type, export … from, import()), resolved. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(
    /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm,
  )) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec.startsWith('.')) found.push(path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts'));
  }
  return found;
}

/** The module folder a file under modules/ belongs to (`bookings` for modules/bookings/booking.service.ts). */
function folderOf(file: string): string | null {
  const inside = path.relative(MODULES, file).split(path.sep);
  return inside.length > 1 && inside[0] !== '..' ? inside[0] : null;
}

const moduleFiles = sources(MODULES);

describe('the source tree keeps its boundaries', () => {
  it('no module imports the composition root (services.ts) or the list of all modules (modules/index.ts)', () => {
    const offenders = moduleFiles
      .filter((file) => file !== MODULE_LIST)
      .flatMap((file) =>
        importsOf(file)
          .filter((t) => t === SERVICES || t === MODULE_LIST)
          .map((t) => `${rel(file)} -> ${rel(t)}`),
      );
    expect(offenders).toEqual([]);
    // Nor do the files outside modules/ that modules import (graphql/context.ts, config.ts, …): no circle through them.
    const outside = new Set(
      moduleFiles
        .filter((file) => !file.endsWith('.test.ts'))
        .flatMap(importsOf)
        .filter((t) => !t.startsWith(MODULES + path.sep) && t.startsWith(SRC + path.sep)),
    );
    expect(outside.size).toBeGreaterThan(0);
    const through = [...outside].flatMap((file) =>
      importsOf(file)
        .filter((t) => t === SERVICES || t === MODULE_LIST)
        .map((t) => `${rel(file)} -> ${rel(t)}`),
    );
    expect(through).toEqual([]);
  });

  it('has no cycle between module folders (strongly connected components of the folder graph)', () => {
    const edges = new Map<string, Set<string>>();
    const why = new Map<string, string>();
    for (const file of moduleFiles) {
      const from = folderOf(file);
      if (!from) continue;
      for (const target of importsOf(file)) {
        const to = folderOf(target);
        if (!to || to === from) continue;
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from)?.add(to);
        if (!why.has(`${from}->${to}`)) why.set(`${from}->${to}`, `${rel(file)} imports ${rel(target)}`);
      }
    }
    // Tarjan's algorithm.
    let next = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const components: string[][] = [];
    const connect = (v: string): void => {
      index.set(v, next);
      low.set(v, next);
      next += 1;
      stack.push(v);
      onStack.add(v);
      for (const w of edges.get(v) ?? []) {
        if (!index.has(w)) {
          connect(w);
          low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
      }
      if (low.get(v) === index.get(v)) {
        const component: string[] = [];
        let w: string | undefined;
        do {
          w = stack.pop();
          if (w === undefined) break;
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        if (component.length > 1) components.push(component.sort());
      }
    };
    for (const v of edges.keys()) if (!index.has(v)) connect(v);
    const explained = components.map((c) => c.flatMap((a) => c.filter((b) => why.has(`${a}->${b}`)).map((b) => why.get(`${a}->${b}`))));
    expect(explained).toEqual([]);
    expect(edges.size).toBeGreaterThan(10);
  });

  it('no module imports server/src/http/', () => {
    // The route files that did are gone: each module declares its operations (<area>.operations.ts) instead.
    const offenders = moduleFiles.flatMap((file) =>
      importsOf(file)
        .filter((t) => t.startsWith(HTTP + path.sep))
        .map((t) => `${rel(file)} -> ${rel(t)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('builds the overlap rule in one place: availability/availability.sql.ts, and the in-memory index beside it', () => {
    const code = sources(SRC).filter((file) => !file.endsWith('.test.ts'));
    const having = (pattern: RegExp) => code.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map(rel);
    // Any other file that reads the occupations table does it with the builders of availability.sql.ts.
    const readers = having(/\b(from|join)\s+occupations\b/i).filter((f) => !f.startsWith('modules/availability/'));
    expect(readers.length).toBeGreaterThan(0);
    const withoutBuilder = readers.filter(
      (f) => !importsOf(path.join(SRC, f)).includes(path.join(MODULES, 'availability', 'availability.sql.ts')),
    );
    expect(withoutBuilder).toEqual([]);
    // Every overlap of periods is written by occupiesSql (the dashboard's share of the next days booked included).
    expect(having(/\bperiod\s*&&/).filter((f) => !f.startsWith('modules/availability/'))).toEqual([]);
    expect(having(/class AvailabilityIndex\b/)).toEqual(['modules/availability/periods.ts']);
    expect(having(/\bfunction\s+overlaps\b/)).toEqual(['modules/availability/periods.ts']);
  });

  it('gives each table with several writers one: notifications (the notifications module), outbox rows (the outbox)', () => {
    const code = sources(SRC).filter((file) => !file.endsWith('.test.ts') && !rel(file).startsWith('seed/'));
    const having = (pattern: RegExp) => code.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map(rel);
    expect(having(/insert\s+into\s+notifications\b/i)).toEqual(['modules/notifications/notification.service.ts']);
    expect(having(/insert\s+into\s+outbox\b/i)).toEqual(['modules/outbox/outbox.ts']);
    expect(having(/create\(\s*Notification\b/)).toEqual(['modules/notifications/notification.service.ts']);
    // Booking mails: one SQL builder (booking-mail.ts), which the single-statement insert and the transitions both run.
    expect(having(/BOOKING_MAIL\s*,/)).toEqual(['modules/bookings/booking-mail.ts']);
    // The partner link is written by the booking's own statement, so the two commit together.
    expect(having(/insert\s+into\s+partner_bookings\b/i)).toEqual(['modules/bookings/booking-insert.ts']);
  });
});

describe('modules own their schemas and texts; common keeps what two or more share (issue 30)', () => {
  const COMMON = path.join(MODULES, 'common');
  const REST_SCHEMAS = path.join(COMMON, 'rest-schemas.ts');

  it("common/rest-schemas.ts exports only pieces two or more module folders import (the Error body: every route's)", () => {
    const text = readFileSync(REST_SCHEMAS, 'utf8');
    const exported = [...text.matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
    expect(exported.length).toBeGreaterThan(3);
    const importers = new Map<string, Set<string>>(exported.map((name) => [name, new Set()]));
    for (const file of moduleFiles.filter((f) => folderOf(f) !== 'common' && importsOf(f).includes(REST_SCHEMAS))) {
      const names = [...readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '[^']*common\/rest-schemas\.js'/g)].flatMap((m) =>
        m[1].split(',').map((n) => n.trim()),
      );
      for (const name of names) importers.get(name)?.add(folderOf(file) ?? '');
    }
    const lonely = exported.filter((name) => name !== 'ErrorBody' && (importers.get(name)?.size ?? 0) < 2);
    expect(lonely).toEqual([]);
    // No module's document or request body sits in common: only the shared Error and Message are named there.
    expect([...text.matchAll(/\.openapi\('(\w+)'/g)].map((m) => m[1]).sort()).toEqual(['Error', 'Message']);
    expect(text).not.toMatch(/export const requests\b/);
  });

  it('the hand readers that became input schemas stay gone: no module exports one again', () => {
    // Each took `unknown` request values and threw BadInputError; the module's zod schema states its rules now.
    const GONE = [
      'readUtr',
      'readRupees',
      'readCounterReference',
      'readCounterPayment',
      'readRange',
      'readMethod',
      'readDocumentNumber',
      'readRegistration',
      'readMonth',
      'parseCarFields',
      'parseRegistration',
      'parseRating',
      'clampRating',
      'parseStatusFilter',
      'parseDecision',
      'parseCarPositions',
      'parseProfile',
      'readTurnaround',
      'readDelivery',
      'readSubset',
      'checkWebhookUrl',
    ];
    const back = moduleFiles.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return GONE.filter((name) => new RegExp(`export\\s+(?:async\\s+)?(?:function|const|let)\\s+${name}\\b`).test(text)).map(
        (name) => `${rel(file)}: ${name}`,
      );
    });
    expect(back).toEqual([]);
  });

  it('each module keeps its mail texts; common/mail-texts.ts only renders them', () => {
    const catalogues = moduleFiles.filter((f) => /mailCatalogue\(\{/.test(readFileSync(f, 'utf8'))).map(rel);
    expect(catalogues.length).toBeGreaterThan(4);
    expect(catalogues.filter((f) => f.startsWith('modules/common/'))).toEqual([]);
    expect(readFileSync(path.join(COMMON, 'mail-texts.ts'), 'utf8')).not.toMatch(/'\w+\.\w+(\.\w+)?':\s/);
  });
});

describe('one input contract, enforced (issue 30)', () => {
  it('bookings and availability read their input with zod schemas: no `export function read<Upper>` hand reader is added', () => {
    const readers = moduleFiles
      .filter((f) => ['bookings', 'availability'].includes(folderOf(f) ?? '') && !f.endsWith('.test.ts'))
      .flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/^export (?:async )?function (read[A-Z]\w*)/gm)].map((m) => `${rel(f)} ${m[1]}`),
      );
    expect(readers).toEqual([]);
  });

  it('a REST handler reads its body as req.input, parsed by its schema at the edge: no *.operations.ts reads the raw body', () => {
    const operations = moduleFiles.filter((f) => f.endsWith('.operations.ts'));
    expect(operations.length).toBeGreaterThan(10);
    const raw = operations.filter((f) => /\bbodyOf\b|\breq\.body\b/.test(readFileSync(f, 'utf8'))).map(rel);
    expect(raw).toEqual([]);
  });

  it('one schema per input: the body an operation declares is the one its handler uses, never parsed a second time', () => {
    const twice = moduleFiles
      .filter((f) => f.endsWith('.operations.ts'))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/parseInput\(\s*[\w.]+,\s*req\.input\b/g)].map((m) => `${rel(f)} ${m[0]}`));
    expect(twice).toEqual([]);
  });

  it('a REST handler reads its query as req.queryInput, parsed by the declared schema at the edge: never req.query, never parsed again', () => {
    const operations = moduleFiles.filter((f) => f.endsWith('.operations.ts'));
    const raw = operations.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/\breq\.query\b(?!Input)|parseInput\([^)]*req\.queryInput/g)].map((m) => `${rel(f)} ${m[0]}`),
    );
    expect(raw).toEqual([]);
  });

  it("a person's name, e-mail and phone arrive parsed by their schemas: no module calls parseName, parseEmail or parsePhone", () => {
    const calls = moduleFiles
      .filter((f) => !f.endsWith('.test.ts') && !f.endsWith('common/person-details.ts'))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\bparse(?:Name|Email|Phone)\s*\(/g)].map((m) => `${rel(f)} ${m[0]}`));
    expect(calls).toEqual([]);
  });
});

describe('GraphQL fields are described once', () => {
  it("a field a @FieldResolver defines is not also an entity's @Field with the same description (Notification.message)", () => {
    const texts = moduleFiles.map((f) => readFileSync(f, 'utf8'));
    const resolved = texts.flatMap((t) =>
      [...t.matchAll(/@FieldResolver\([^{]*\{\s*description:\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]),
    );
    expect(resolved.length).toBeGreaterThan(0);
    const twice = resolved.filter((d) => texts.some((t) => t.includes(`@Field(() => String, { description: '${d}'`)));
    expect(twice).toEqual([]);
  });
});
