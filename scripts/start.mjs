// npm start: build what is missing or stale, then run the compiled server (migrations and demo seed happen at its start).
import { spawn } from 'node:child_process';
import { ROOT, SERVER_MAIN, SERVER_NODE_ARGS, ensureBuilt } from './lib/build.mjs';

// The client and the server are built when their output is missing or older than a source (scripts/lib/build.mjs).
try {
  ensureBuilt();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const child = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_MAIN], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
