// npm run fuzz: the contract fuzzer of the server suite (server/test/contract-fuzz.test.ts) for longer than npm
// test runs it: FUZZ_RUNS samples per operation and role (default 200), FUZZ_SEED (default: a new one, printed, so a
// failure can be replayed with FUZZ_SEED=<it>).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = process.env.FUZZ_RUNS || '200';
const seed = process.env.FUZZ_SEED || String(Math.floor(Math.random() * 2 ** 31));
console.log(`fuzz: ${runs} samples per operation and role, seed ${seed} (replay: FUZZ_SEED=${seed} npm run fuzz)`);
const child = spawn(process.execPath, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', 'test/contract-fuzz.test.ts'], {
  cwd: path.join(root, 'server'),
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
});
child.on('exit', (code) => process.exit(code ?? 1));
