import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { isSafePattern } from 'redos-detector';
import { describe, expect, it } from 'vitest';

/*
 * Every regular expression of the server and the client (literals, and RegExp(...) with a literal pattern) can only
 * match a string one way, or a few: no pattern backtracks super-linearly (redos-detector), so no input can stall the
 * event loop or a browser tab the way the e-mail check once did. redos-detector counts every start position of an
 * unanchored pattern, so it refuses `\{\w+\}` too; the few such patterns that only ever read this repository's own
 * text are listed in ONLY_OWN_TEXT. A pattern built at run time cannot be checked here: each is listed in
 * BUILT_AT_RUN_TIME with why it is safe. A new entry of either kind fails until someone looks at it.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['server/src', 'client/src'];
const ONLY_OWN_TEXT: Record<string, string> = {
  'server/src/modules/common/server-texts.ts /\\{\\{(\\w+)\\}\\}/g': "the catalogue's own keys, once as each registers",
  'server/src/http/client-files.ts /(<[^>]*\\bdata-site-name\\b[^>]*>)[^<]*/g': 'the built index.html, once at start',
  'server/src/http/client-files.ts /\\{\\{city((?:\\|[a-z0-9]+=[^|{}<>"]*)+)\\}\\}/g': 'the built index.hi.html, once at start',
  'server/src/http/contract/validate-input.ts /\\{(\\w+)\\}/': 'the paths of OPERATIONS, once at start',
  'server/src/http/openapi.ts /\\{(\\w+)\\}/g': 'the paths of OPERATIONS, once at start',
  'server/src/modules/common/mail-texts.ts /\\{(\\w+)\\}/g': "this repository's mail catalogues",
};
const BUILT_AT_RUN_TIME: Record<string, string> = {
  // sayDate's own English shapes: its month names between fixed text.
  'server/src/modules/common/server-texts.ts': "sayDate's month names",
  // Only this repository's own templates, their fixed text escaped: `^/literal/([^/]+)/literal/?$` from the contract's
  // paths (segments that cannot overlap), and `^literal(.+?)literal…$` from the catalogue's keys (fixed text between
  // lazy groups), tried on the server's own sentences (error messages and bill lines of a few hundred characters).
  'server/src/modules/common/template-pattern.ts': "route patterns from OPERATIONS paths, the catalogue's sentence templates",
};

interface Found {
  where: string;
  pattern: string | null;
  flags: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

function regexesIn(file: string): Found[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Found[] = [];
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const end = node.text.lastIndexOf('/');
      found.push({ where: where(node), pattern: node.text.slice(1, end), flags: node.text.slice(end + 1) });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [pattern, flags] = node.arguments ?? [];
      const literal = (arg: ts.Expression | undefined) =>
        arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) ? arg.text : null;
      found.push({ where: where(node), pattern: literal(pattern), flags: literal(flags) ?? '' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const all = SOURCES.flatMap(sourceFiles).flatMap(regexesIn);

describe('regular expressions (ReDoS)', () => {
  it('finds the patterns of both workspaces', () => {
    expect(all.filter((r) => r.where.startsWith('server/')).length).toBeGreaterThan(20);
    expect(all.filter((r) => r.where.startsWith('client/')).length).toBeGreaterThan(5);
  });

  it('no literal pattern can backtrack super-linearly', () => {
    const checked = all.filter((r) => r.pattern !== null && !(`${r.where.replace(/:\d+$/, '')} /${r.pattern}/${r.flags}` in ONLY_OWN_TEXT));
    const unsafe = checked.flatMap(({ where, pattern, flags }) => {
      const result = isSafePattern(pattern!, {
        caseInsensitive: flags.includes('i'),
        dotAll: flags.includes('s'),
        multiLine: flags.includes('m'),
        unicode: /[uv]/.test(flags),
      });
      return result.safe
        ? []
        : [`${where} /${pattern}/${flags}: ${result.error}, score ${result.score.infinite ? 'infinite' : result.score.value}`];
    });
    expect(unsafe).toEqual([]);
    const listed = all.map((r) => `${r.where.replace(/:\d+$/, '')} /${r.pattern}/${r.flags}`);
    expect(Object.keys(ONLY_OWN_TEXT).filter((key) => !listed.includes(key))).toEqual([]);
  });

  it('every pattern built at run time is one that was looked at', () => {
    const dynamic = all.filter((r) => r.pattern === null).map((r) => r.where.replace(/:\d+$/, ''));
    expect([...new Set(dynamic)].filter((file) => !(file in BUILT_AT_RUN_TIME))).toEqual([]);
  });

  it('would catch the e-mail pattern the review found', () => {
    expect(isSafePattern('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$').safe).toBe(false);
  });
});
