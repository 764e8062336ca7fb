import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CHILD = path.join(import.meta.dirname, 'fixtures', 'process-safety-child.ts');

describe('the process-failure policy (issue 18 finding 11)', () => {
  it('logs and counts an unhandled rejection and goes on; logs and counts an uncaught exception, drains and exits 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: path.join(import.meta.dirname, '..'),
      env: { ...process.env, LOG_LEVEL: 'info' },
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
    });
    child.stderr.on('data', (d) => {
      out += String(d);
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    const lines = out.split('\n').filter(Boolean);
    const rejection = lines.findIndex((l) => l.includes('unhandled promise rejection'));
    const alive = lines.findIndex((l) => l.startsWith('STILL ALIVE'));
    const fatal = lines.findIndex((l) => l.includes('uncaught exception: draining'));
    expect(rejection, out).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(lines[rejection]).err.message).toBe('nobody awaited this');
    expect(alive).toBeGreaterThan(rejection);
    expect(lines[alive]).toContain('unhandled_rejection=1');
    expect(fatal).toBeGreaterThan(alive);
    expect(JSON.parse(lines[fatal]).err.message).toBe('thrown out of the event loop');
    expect(lines).toContain('DRAIN 1');
    expect(code).toBe(1);
  }, 30_000);
});
