// CPU time spent by the app and by PostgreSQL during a measurement, from /proc (Linux; elsewhere nothing is
// reported). On a shared machine the rate depends on the neighbours, but CPU time per operation hardly does:
// it shows what an optimisation saves.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ on Linux

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / TICKS };
  } catch {
    return null;
  }
}

/** Seconds of CPU used so far by `pid` and by the children of `parentPid` (PostgreSQL's backends), or null. */
export function cpuSnapshot({ app, postmaster }) {
  const own = app ? (stat(app)?.cpu ?? null) : null;
  if (own === null) return null;
  let db = 0;
  if (postmaster) {
    db += stat(postmaster)?.cpu ?? 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const s = stat(entry);
      if (s && s.ppid === postmaster) db += s.cpu;
    }
  }
  const { user, system } = process.cpuUsage();
  return { app: own, db, load: (user + system) / 1e6 };
}

/** "app 3.1 ms, PostgreSQL 1.2 ms CPU per booking" between two snapshots, or ''. */
export function cpuPer(before, after, count, unit) {
  if (!before || !after || !count) return '';
  const ms = (s) => ((s * 1000) / count).toFixed(1);
  // Backends that ended during the run take their time with them: the PostgreSQL figure is a floor.
  return `app ${ms(after.app - before.app)} ms, PostgreSQL ${ms(Math.max(0, after.db - before.db))} ms, the load generator ${ms(after.load - before.load)} ms CPU per ${unit}`;
}

/** "app 210 µs CPU per request" (with PostgreSQL's when it worked) between two snapshots, or ''. */
export function cpuMicros(before, after, count) {
  if (!before || !after || !count) return '';
  const us = (s) => Math.round((s * 1e6) / count);
  const db = Math.max(0, after.db - before.db);
  return `app ${us(after.app - before.app)} µs${db > 0.05 ? `, PostgreSQL ${us(db)} µs` : ''} CPU per request`;
}

/** Resident memory of `pid` in bytes (VmRSS), or null. */
export function rssBytes(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Number(kb[1]) * 1024 : null;
  } catch {
    return null;
  }
}
