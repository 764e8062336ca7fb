// npm start: build what is missing or stale, then run the compiled server (migrations and demo seed happen at its start).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_MAIN, SERVER_NODE_ARGS } from './lib/build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIfStale(name, outputMarker, sources) {
  const built = existsSync(outputMarker) ? statSync(outputMarker).mtimeMs : 0;
  const changed = Math.max(
    ...sources.map((s) =>
      statSync(s, { throwIfNoEntry: false })?.isDirectory() ? newestMtime(s) : (statSync(s, { throwIfNoEntry: false })?.mtimeMs ?? 0),
    ),
  );
  if (built >= changed) return;
  console.log(`building ${name}...`);
  const result = spawnSync(npm, ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale('client', path.join(root, 'client/dist/index.html'), [
  path.join(root, 'client/src'),
  path.join(root, 'client/index.html'),
  path.join(root, 'client/public'),
  path.join(root, 'client/build'),
  path.join(root, 'client/vite.config.ts'),
]);
buildIfStale('server', path.join(root, 'server/dist/server/src/main.js'), [path.join(root, 'server/src'), path.join(root, 'migrations')]);

const child = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_MAIN], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
