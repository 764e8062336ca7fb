import { createHash } from 'node:crypto';
import type { Param } from './sql-params.js';

/**
 * SQL, for a simple-protocol message of several statements (one round trip), that runs `text` (placeholders $1…$n:
 * numberedSqlParams) with `args` as a statement prepared once per connection and planned once (a generic plan).
 * PostgreSQL plans every statement of such a message each time it runs: the booking's (bookings/booking-insert.ts)
 * spent 0.85 ms planning for 0.29 ms of execution, most of the database's work per booking (issue 33).
 *
 * The statement is named after its text, so every variant of it is prepared apart; a plpgsql block prepares it on
 * the connection that runs the message if it is not there yet (PREPARE has no IF NOT EXISTS), so the message is the
 * same on a connection new to it and on one that has it. `plan_cache_mode` holds only for this message's
 * transaction: the other queries of the connection keep PostgreSQL's own choice. A prepared statement is re-planned
 * when a table it reads changes, but a migration that changes the type of a column it returns fails it (on the
 * connections that prepared it before): the caller sends the message again with `renew`, which prepares it anew.
 */
export function executePreparedSql(text: string, args: readonly unknown[], p: Param, { renew = false } = {}): string {
  if (text.includes('$prepare$')) throw new Error('a prepared statement cannot contain $prepare$');
  const name = `prepared_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  const there = `exists (select 1 from pg_prepared_statements where name = '${name}')`;
  const prepare = `execute $prepare$prepare ${name} as ${text}$prepare$;`;
  const ensure = renew
    ? `if ${there} then execute 'deallocate ${name}'; end if;\n  ${prepare}`
    : `if not ${there} then\n    ${prepare}\n  end if;`;
  return `set local plan_cache_mode = force_generic_plan;
do $do$ begin
  ${ensure}
end $do$;
execute ${name}(${args.map((value) => p(value)).join(', ')})`;
}

/** The failure of a prepared statement whose returned columns changed type since it was prepared (a migration). */
export function isStalePreparedStatement(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  return code === '0A000' && /cached plan must not change result type/.test(message ?? '');
}
