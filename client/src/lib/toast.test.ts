import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('react-toastify loads with the first toast (issue 33)', () => {
  it('is imported at run time only by lib/toast.ts, the admin area (which mounts the toast area with its chunk) and test kits', () => {
    const importers = files(SRC)
      .filter((path) => /^import (?!type\b)[^;]*from 'react-toastify'/m.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path).split('\\').join('/'))
      .filter((path) => !path.startsWith('routes/admin/') && !path.startsWith('test/'));
    expect(importers).toEqual([]);
    expect(readFileSync(join(SRC, 'routes/admin/AdminApp.tsx'), 'utf8')).toMatch(/^void loadToastify\(\);$/m);
  });
});
