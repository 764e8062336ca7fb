// node scripts/bench/heap-summary.mjs FILE.heapsnapshot [rows] [sockets] [BEFORE.heapsnapshot]: a V8 heap snapshot's
// objects grouped by constructor (type and name), largest total self size first, with counts (default 40 rows).
// Given the fan-out row's two snapshots (BENCH_HEAP) and the number of sockets, it shows what each socket costs:
// the growth from BEFORE, divided by the sockets.
import { readFileSync } from 'node:fs';

const [file, rows = '40', per = '0', baseline] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/bench/heap-summary.mjs FILE.heapsnapshot [rows] [sockets]');
  process.exit(2);
}
/** Total self size and count per "type name" of a snapshot's objects. */
function groupsOf(path) {
  const snapshot = JSON.parse(readFileSync(path, 'utf8'));
  const {
    node_fields: fields,
    node_types: [types],
  } = snapshot.snapshot.meta;
  const width = fields.length;
  const at = Object.fromEntries(fields.map((f, i) => [f, i]));
  const { nodes, strings } = snapshot;
  const groups = new Map();
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + at.type]];
    const name = type === 'object' || type === 'native' || type === 'closure' ? strings[nodes[i + at.name]] : '';
    const key = `${type} ${name.slice(0, 60)}`;
    const g = groups.get(key) ?? { count: 0, size: 0 };
    g.count += 1;
    g.size += nodes[i + at.self_size];
    groups.set(key, g);
  }
  return groups;
}

const groups = groupsOf(file);
if (baseline) {
  for (const [key, g] of groupsOf(baseline)) {
    const now = groups.get(key) ?? { count: 0, size: 0 };
    groups.set(key, { count: now.count - g.count, size: now.size - g.size });
  }
}
let total = 0;
let objects = 0;
for (const g of groups.values()) {
  total += g.size;
  objects += g.count;
}
const sockets = Number(per);
console.log(
  `${baseline ? 'growth: ' : ''}${(total / 1048576).toFixed(1)} MB in ${objects} objects${sockets ? `, ${(total / sockets).toFixed(0)} bytes per socket` : ''}`,
);
for (const [key, g] of [...groups].sort((a, b) => b[1].size - a[1].size).slice(0, Number(rows))) {
  const each = sockets
    ? `  ${(g.size / sockets).toFixed(0).padStart(6)} B/socket ${(g.count / sockets).toFixed(2).padStart(6)}/socket`
    : '';
  console.log(`${(g.size / 1024).toFixed(0).padStart(9)} kB ${String(g.count).padStart(8)}${each}  ${key}`);
}
