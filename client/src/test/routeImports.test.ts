import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '..');
const ROUTES = join(SRC, 'routes');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((match) => match[1]);
}

/** The route area (routes/<area>/) a file sits in; '' for the files of routes/ itself (the route table). */
function areaOf(path: string): string {
  const parts = relative(ROUTES, path).split(sep);
  return parts.length > 1 ? parts[0] : '';
}

/** The route table may use every area; an area may use routes/ itself and its own files, nothing beside. */
function allowed(from: string, to: string): boolean {
  return from === '' || to === '' || from === to;
}

const files = sourceFiles(ROUTES);

describe('the shape of client/src/routes', () => {
  it('has no route folder importing from a sibling route folder (shared code lives in components/ or lib/)', () => {
    const offending = files.flatMap((file) =>
      imports(file)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => ({ spec, target: resolve(dirname(file), spec) }))
        .filter(({ target }) => target.startsWith(`${ROUTES}${sep}`))
        .filter(({ target }) => !allowed(areaOf(file), areaOf(target)))
        .map(({ spec }) => `${relative(SRC, file)} -> ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it('has useMutation called only by a use<Name>Mutation.ts hook, one per file, beside its screens', () => {
    const offending = sourceFiles(SRC)
      .filter((file) => !relative(SRC, file).startsWith(`gql${sep}`) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /import\s*{[^}]*\buseMutation\b[^}]*}\s*from\s*'@apollo\/client/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file).split(sep).join('/'))
      .filter((file) => !/\/use[A-Z]\w*Mutation\.ts$/.test(file));
    expect(offending).toEqual([]);
  });

  // Not screens: a dialog's calendar query, and the catalogue page, whose CarGrid shows the cell.
  const SHOWN_ELSEWHERE = ['routes/bookcar/BookingModal.tsx', 'routes/bookcar/BookCarPage.tsx'];

  it('has every screen that fetches show its query through QueryCell (Loading, Empty, Failure, Success)', () => {
    const offending = files
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .filter((file) => /\buseQuery\(/.test(readFileSync(file, 'utf8')) && !/\bQueryCell\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file).split(sep).join('/'))
      .filter((file) => !SHOWN_ELSEWHERE.includes(file));
    expect(offending).toEqual([]);
  });
});

describe('where the mutation hooks sit (issue 30)', () => {
  const MUTATIONS = join(SRC, 'mutations');
  const hooks = sourceFiles(SRC).filter((file) => /^use[A-Z]\w*Mutation\.ts$/.test(basename(file)));
  const name = (file: string) => relative(SRC, file).split(sep).join('/');

  it('has no hook directly in client/src/mutations/ (only a folder per area there)', () => {
    const flat = existsSync(MUTATIONS) ? readdirSync(MUTATIONS, { withFileTypes: true }).filter((entry) => entry.isFile()) : [];
    expect(flat.map((entry) => entry.name)).toEqual([]);
    expect(hooks.filter((file) => dirname(file) === MUTATIONS).map(name)).toEqual([]);
  });

  it('has each hook beside the screens that use it, or in mutations/<area>/ when several folders share it', () => {
    const users = new Map<string, Set<string>>(hooks.map((hook) => [hook.replace(/\.ts$/, ''), new Set<string>()]));
    for (const file of sourceFiles(SRC).filter((path) => !/\.test\.tsx?$/.test(path))) {
      for (const spec of imports(file).filter((spec) => spec.startsWith('.'))) {
        users.get(resolve(dirname(file), spec))?.add(dirname(file));
      }
    }
    const misplaced = [...users]
      .filter(([hook, dirs]) =>
        dirname(hook).startsWith(`${MUTATIONS}${sep}`) ? dirs.size < 2 : dirs.size !== 1 || !dirs.has(dirname(hook)),
      )
      .map(([hook, dirs]) => `${name(hook)} used from ${[...dirs].map(name).join(', ') || 'nowhere'}`);
    expect(hooks.length).toBeGreaterThan(50);
    expect(misplaced).toEqual([]);
  });
});
