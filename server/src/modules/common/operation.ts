import type { Request, Response } from 'express';
import { z, type ZodType } from 'zod';
import { Message } from './rest-schemas.js';
import type { IdempotencyKey } from './idempotency-key.js';

/**
 * A REST operation, declared once in its module's `<area>.operations.ts`: the registry (http/contract/operations.ts) derives
 * from these declarations the Express routes with their access check, the input validation, the OpenAPI document,
 * the partner allow-list and the authorization matrix's rows. Modules import this file, never http/.
 */

/** Who may call: public; a customer or admin token; a partner API key (`catalogue`: public, and keys with catalogue:read). */
export type Access = 'public' | 'catalogue' | 'customer' | 'admin' | 'partner';

/** A partner API key's scope (the values of partners' ApiKeyScope). */
export type Scope = 'catalogue:read' | 'bookings:read' | 'bookings:write';

/** A multipart body: the form's text fields, and the one image file read into `req.file` after the access check. */
export interface MultipartBody<T extends ZodType = ZodType> {
  kind: 'multipart';
  schema: T;
  /** As JsonBody's. */
  wordsAll?: boolean;
  /**
   * The form field that carries the image: not a field of `schema` (multer reads it into `req.file`); the OpenAPI
   * document adds it as a binary field, required unless `fileOptional` (an edit keeps the old image).
   */
  file: string;
  fileOptional?: boolean;
  /** Anonymous uploads (no token): counted per address before the body is read. */
  anonymous?: boolean;
}

/** A success answer with headers beside its body (X-Total-Count, Cache-Control, a CSV's Content-Disposition). */
export class Reply {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const reply = (body: unknown, headers: Record<string, string>) => new Reply(body, headers);

/** A JSON body: parsed with its schema at the edge before `run` (issue 30). */
export interface JsonBody<T extends ZodType = ZodType> {
  kind: 'json';
  schema: T;
  /**
   * The schema words every refusal, "… is required." included (issue 30), so the handler always receives its parsed
   * value. Without it (only Razorpay's webhook, which checks a signature over the raw body) a field absent, blank or
   * of a loose type is left to the handler (common/parse-input.ts, leaveToService), which then receives the body as
   * it came.
   */
  wordsAll?: boolean;
}

/** What an operation's body may be: JSON or a multipart form, each with its one schema. */
export type Body = JsonBody | MultipartBody;

/** The handler's input: the body as its schema parsed it (zod's output: trimmed text, defaults filled in). */
export type InputOf<B> = B extends { schema: infer T extends ZodType } ? z.output<T> : undefined;

/** The handler's query: the query string as the operation's `query` schema parsed it (defaults filled in). */
export type QueryOf<Q> = Q extends ZodType ? z.output<Q> : undefined;

/**
 * The request `run` and `raw` receive (http/contract/validate-input.ts): `input` is the body its schema parsed,
 * `queryInput` the query its schema parsed, each once, after the access check; `idempotency`, the Idempotency-Key
 * sent to an operation that keeps it itself (`idempotent.handlesKey`).
 */
export type OperationRequest<B, Q = undefined> = Request & {
  input: InputOf<B>;
  queryInput: QueryOf<Q>;
  idempotency?: IdempotencyKey;
};

export interface Operation<
  S = unknown,
  B extends Body | undefined = Body | undefined,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
> {
  /** The operation's name: OpenAPI's operationId. */
  operationId: string;
  method: 'get' | 'post' | 'put' | 'delete';
  /** Under /api, OpenAPI style: /v1/cars/{id}. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /** The partner scope a key needs, for `catalogue` and `partner` routes. */
  scope?: Scope;
  /** The query's one schema: the edge parses the query string with it and `run` receives the value as `req.queryInput`. */
  query?: Q;
  /** The body's one schema: the edge parses the body with it and `run` receives the parsed value as `req.input`. */
  body?: B;
  /** Success answers (status → body schema; null: no body), JSON unless `mediaType` says otherwise. */
  ok: Record<number, { description: string; schema: ZodType | null; mediaType?: string }>;
  /** Failures beyond those every route of its kind can answer (see errorStatuses in http/contract/operations.ts). */
  errors?: number[];
  /**
   * The service call, once the access check and the input validation passed: answers the body, sent as JSON (text or
   * bytes as they are) with the first success status of `ok`; a `Reply` adds headers.
   */
  run?: (req: OperationRequest<B, Q>, services: S) => Promise<unknown>;
  /**
   * Retries are safe (issue 29): an `Idempotency-Key` header runs it once per key and replays its first answer for
   * 24 hours (pipeline/idempotency.ts, docs/integrating.md). `mutation` names the GraphQL mutation that does the same
   * thing, which takes the header over HTTP too. `handlesKey`: the operation keeps the key itself, in its own statement
   * (issue 33: a booking's): the edge hands it the key (`req.idempotency`, GraphQL's `context.idempotency`) instead of
   * running it under pipeline/idempotency.ts, and says `Idempotent-Replayed` when the operation set `replayed`.
   */
  idempotent?: { mutation?: string; handlesKey?: boolean };
  /** The escape hatch, for an answer `run` cannot give (a file or a 404 of its own): writes the response itself. */
  raw?: (req: OperationRequest<B, Q>, res: Response, services: S) => Promise<void>;
}

/**
 * A module's list of operations, typed against the services its handlers call. An entry with a body is written
 * `op({ …, body: { kind: 'json', schema }, run })`, so that `run` sees `req.input` as the schema's type.
 */
// biome-ignore lint/suspicious/noExplicitAny: each entry keeps its own body and query types; the registry sees them all as Operation<S>.
export function defineOperations<S>(operations: Operation<S, any, any>[]): Operation<S>[] {
  return operations;
}

/**
 * One operation with its body's and query's types inferred: `run`'s `req.input` is `z.output` of the body's schema,
 * `req.queryInput` that of the query's.
 */
export function op<S, const B extends Body | undefined = undefined, const Q extends z.ZodObject | undefined = undefined>(
  operation: Operation<S, B, Q>,
): Operation<S, B, Q> {
  return operation;
}

/** The path parameter `name` of a route (Express decodes it). */
export const param = (req: Request, name = 'id') => String(req.params[name]);

// Shorthands for the declarations.
export const array = (item: ZodType) => z.array(item);
export const withMessage = <T extends Record<string, ZodType>>(shape: T) => z.strictObject({ message: z.string(), ...shape });
export const one = (description: string, schema: ZodType | null) => ({ 200: { description, schema } });
export const created = (description: string, schema: ZodType | null) => ({ 201: { description, schema } });
/** A file answer (e.g. application/pdf): declared with its media type and a binary string. */
export const file = (description: string, mediaType: string) => ({
  200: { description, schema: z.string().openapi({ format: 'binary' }), mediaType },
});

/** The staff's DELETE of one record by its id, answering `{ message }`: the commonest operation, in one entry. */
export function deleteById<S>(
  spec: Pick<Operation<S>, 'operationId' | 'path' | 'tag' | 'summary' | 'errors'> & {
    /** The answer's message, e.g. 'Block deleted.' */
    message: string;
    remove: (req: Request, services: S) => Promise<unknown>;
  },
): Operation<S> {
  const { message, remove, ...declared } = spec;
  return {
    ...declared,
    method: 'delete',
    access: 'admin',
    ok: one('Deleted', Message),
    run: async (req, services) => {
      await remove(req, services);
      return { message };
    },
  };
}
