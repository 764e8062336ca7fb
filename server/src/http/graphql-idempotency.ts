import type { IncomingHttpHeaders } from 'node:http';
import { HeaderMap, type HTTPGraphQLResponse } from '@apollo/server';
import type { AppContext } from '../graphql/context.js';
import type { IdempotencyKey } from '../modules/common/idempotency-key.js';
import { IDEMPOTENT_MUTATIONS, KEY_HANDLING_MUTATIONS } from './contract/operations.js';
import { rootFieldsOf } from './graphql-body.js';
import { callerOf, IDEMPOTENCY_HEADER, idempotencyKeyOf, idempotently, REPLAY_HEADER, requestHash } from '../pipeline/idempotency.js';

type Execute = () => Promise<HTTPGraphQLResponse>;
/** Runs a GraphQL request under its Idempotency-Key (pipeline/idempotency.ts). */
export type IdempotentRun = (context: AppContext, execute: Execute) => Promise<HTTPGraphQLResponse>;

/**
 * GraphQL over HTTP's side of Idempotency-Key: a POST whose operation asks for a mutation declared idempotent (the
 * registry's `idempotent.mutation`, http/contract/operations.ts) and sends the header runs once per key; anything
 * else answers null and runs as usual. A GraphQL error (nothing written) frees the key, as a REST failure does. A
 * document of one mutation that keeps its key itself (`idempotent.handlesKey`) gets the key in its context instead.
 */
export function idempotentGraphql(method: string | undefined, headers: IncomingHttpHeaders, body: unknown): IdempotentRun | null {
  if (method !== 'POST' || headers[IDEMPOTENCY_HEADER] === undefined) return null;
  const fields = rootFieldsOf(body);
  if (!fields?.some((f) => IDEMPOTENT_MUTATIONS.has(f))) return null;
  const key = idempotencyKeyOf(headers[IDEMPOTENCY_HEADER]);
  const { query, variables, operationName } = body as { query?: unknown; variables?: unknown; operationName?: unknown };
  const hash = requestHash('graphql', { query, variables: variables ?? null, operationName: operationName ?? null });
  if (fields.length === 1 && KEY_HANDLING_MUTATIONS.has(fields[0]))
    return async (context, execute) => {
      const idempotency: IdempotencyKey = { caller: callerOf(context.viewer, context.partner?.key?.id), key: key!, hash };
      context.idempotency = idempotency;
      const answer = await execute();
      if (idempotency.refused) throw idempotency.refused;
      if (idempotency.replayed) answer.headers.set(REPLAY_HEADER.toLowerCase(), 'true');
      return answer;
    };
  return async (context, execute) => {
    const state: { live?: HTTPGraphQLResponse } = {};
    const kept = await idempotently(
      context.em,
      { caller: callerOf(context.viewer, context.partner?.key?.id), key: key!, hash },
      async () => {
        const live = await execute();
        state.live = live;
        const text = live.body.kind === 'complete' ? live.body.string : '';
        return {
          status: live.status ?? 200,
          body: text,
          contentType: live.headers.get('content-type') ?? 'application/json; charset=utf-8',
        };
      },
      (answer) => answer.status < 400 && answer.body !== '' && !(JSON.parse(answer.body) as { errors?: unknown }).errors,
    );
    if (state.live && !kept.replayed) return state.live;
    const headers = new HeaderMap([
      ['content-type', kept.contentType],
      [REPLAY_HEADER.toLowerCase(), 'true'],
    ]);
    return { status: kept.status, headers, body: { kind: 'complete', string: kept.body } };
  };
}
