import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Param } from './sql-params.js';
import { remembered } from './remembered.js';

/*
 * Statements prepared once per connection and planned once (a generic plan), run inside a simple-protocol message of
 * several statements (one round trip). PostgreSQL plans every statement of such a message each time it runs: the
 * booking's (bookings/booking-insert.ts) spent 0.85 ms planning for 0.29 ms of execution, most of the database's
 * work per booking (issue 33).
 *
 * A statement is named after its text, so every variant of it is prepared apart. The first message on a connection
 * carries a plpgsql block that prepares the statement if it is not there yet (PREPARE has no IF NOT EXISTS); this
 * process then remembers that the connection holds it, and later messages on it carry only the EXECUTE: the block
 * (compiled on every run, with its lookup of pg_prepared_statements and the statement's whole text) cost about a
 * fifth of the database's CPU per booking. `plan_cache_mode` holds only for the message's transaction: the other
 * queries of the connection keep PostgreSQL's own choice.
 *
 * A prepared statement is re-planned when a table it reads changes, but a migration that changes the type of a
 * column it returns fails it; and a statement this process believes prepared may be gone (a DISCARD ALL, a pooler
 * that hands the session's statements to no one). Either way the message wrote nothing: it is sent once more, on the
 * same connection, with a block that prepares the statement anew.
 */

/** Writes the SQL that executes `text` (placeholders $1…$n: numberedSqlParams) with `args`, as a prepared statement. */
export type PreparedSql = (text: string, args: readonly unknown[], p: Param) => string;

/** The statements each pooled connection holds, as far as this process knows (a connection made anew holds none). */
const preparedOn = new WeakMap<object, Set<string>>();

/** A statement's name, from its text (hashing the booking's statement was 0.7% of a booking; its variants are few). */
const preparedName = remembered((text) => `prepared_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`, 1_000);

/** How a message executes a prepared statement: its EXECUTE alone, or after a block that prepares it if missing, or anew. */
type Preparing = 'held' | 'ensure' | 'renew';

function preparedSql(text: string, name: string, args: readonly unknown[], p: Param, preparing: Preparing): string {
  if (text.includes('$prepare$')) throw new Error('a prepared statement cannot contain $prepare$');
  const execute = `set local plan_cache_mode = force_generic_plan;
execute ${name}(${args.map((value) => p(value)).join(', ')})`;
  if (preparing === 'held') return execute;
  const there = `exists (select 1 from pg_prepared_statements where name = '${name}')`;
  const prepare = `execute $prepare$prepare ${name} as ${text}$prepare$;`;
  const ensure =
    preparing === 'renew'
      ? `if ${there} then execute 'deallocate ${name}'; end if;\n  ${prepare}`
      : `if not ${there} then\n    ${prepare}\n  end if;`;
  return `do $do$ begin
  ${ensure}
end $do$;
${execute}`;
}

/** A pooled node-postgres client: a message of several statements answers a result for each (one alone, just it). */
interface PooledClient {
  query(sql: string): Promise<{ rows: unknown[] } | { rows: unknown[] }[]>;
}

interface PooledKnex {
  client: { acquireConnection(): Promise<PooledClient>; releaseConnection(client: PooledClient): Promise<unknown> };
}

/**
 * Sends the message `build` writes (its `?` placeholders filled with its values, as em.execute does) on one pooled
 * connection, where `prepared` writes each prepared statement's execution as that connection needs it. Answers the
 * rows of each statement of the message, in order.
 */
export async function executeWithPrepared(
  em: EntityManager,
  build: (prepared: PreparedSql) => { sql: string; values: unknown[] },
): Promise<unknown[][]> {
  const connection = em.getConnection();
  const knex = connection.getKnex() as unknown as PooledKnex;
  const client = await knex.client.acquireConnection();
  try {
    const held = preparedOn.get(client) ?? new Set<string>();
    preparedOn.set(client, held);
    const send = async (anew: boolean) => {
      const used: string[] = [];
      const { sql, values } = build((text, args, p) => {
        const name = preparedName(text);
        used.push(name);
        return preparedSql(text, name, args, p, anew ? 'renew' : held.has(name) ? 'held' : 'ensure');
      });
      // Straight to the connection: knex's raw query would only add its own bookkeeping (the values are in the text).
      const results = await client.query(connection.getPlatform().formatQuery(sql, values));
      for (const name of used) held.add(name);
      return (Array.isArray(results) ? results : [results]).map((result) => result.rows);
    };
    return await send(false).catch((err: unknown) => {
      if (isStalePreparedStatement(err) || isMissingPreparedStatement(err)) return send(true);
      throw err;
    });
  } finally {
    await knex.client.releaseConnection(client);
  }
}

/** The failure of a prepared statement whose returned columns changed type since it was prepared (a migration). */
function isStalePreparedStatement(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  return code === '0A000' && /cached plan must not change result type/.test(message ?? '');
}

/** An EXECUTE of a statement the connection does not hold (invalid_sql_statement_name). */
function isMissingPreparedStatement(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === '26000';
}
