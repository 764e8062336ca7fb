// npm run fuzz: the contract fuzzer of the server suite (server/test/contract-fuzz.test.ts) and the lifecycle model
// (server/test/lifecycle-model.test.ts, issue 29) for longer than npm test runs them: FUZZ_RUNS samples per operation
// and role (default 200), MODEL_RUNS command sequences (default 60, about ten minutes), FUZZ_SEED for both (default:
// a new one, printed, so a failure can be replayed with FUZZ_SEED=<it>).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = process.env.FUZZ_RUNS || '200';
const modelRuns = process.env.MODEL_RUNS || '60';
const seed = process.env.FUZZ_SEED || String(Math.floor(Math.random() * 2 ** 31));
console.log(
  `fuzz: ${runs} samples per operation and role, ${modelRuns} lifecycle sequences, seed ${seed} (replay: FUZZ_SEED=${seed} npm run fuzz)`,
);
const tests = ['test/contract-fuzz.test.ts', 'test/lifecycle-model.test.ts'];
const child = spawn(process.execPath, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...tests], {
  cwd: path.join(root, 'server'),
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed, MODEL_SEED: seed, MODEL_RUNS: modelRuns },
});
child.on('exit', (code) => process.exit(code ?? 1));
