import type { RequestHandler } from 'express';
import type { ZodType } from 'zod';
import { BadInputError } from '../../modules/common/errors.js';
import { checkInput, parseInput } from '../../modules/common/parse-input.js';
import { OPERATIONS, type Operation } from './operations.js';
import { templatePattern } from '../../modules/common/template-pattern.js';

/**
 * REST input validation, from the same schemas that generate /api/openapi.json (operations.ts): the query, the
 * path parameters and the body of every route are checked against its operation before any route runs (multipart
 * fields once multer has read them), and the handler receives the parsed body (`input`).
 * Two passes over the body, in this order:
 * 1. the types the REST dialect reads (below): what the service cannot read is refused with 400 and a message naming
 *    the field: an object, a list or true where text or a number is expected, an item of a list of the wrong type, a
 *    body that is a list where an object is expected, a query parameter given twice, an oversized path parameter;
 * 2. the schema itself, parsed once with zod (modules/common/parse-input.ts), after the access check: every rule
 *    (issue 30), "… is required." included when the body declares `wordsAll` (every operation but Razorpay's
 *    webhook); without it a field that is absent, null or blank, or that the dialect reads loosely (a number as
 *    text), is left to the handler. The query is parsed the same way, as `queryInput`.
 *
 * How loose each declared type is, as the services read them (common/input.ts):
 * - text (string): text or a finite number (JSON clients send phones and prices as numbers);
 * - number: a number or text (multipart and some legacy clients send "4.5");
 * - one of a list (enum, literal): text;
 * - boolean: true or false; object: an object, each declared field checked (undeclared fields are left alone:
 *   legacy clients send extra ones);
 * - list (array): each item checked; something else than a list is the service's to word, as each already does.
 */

/** The longest path parameter (ids are UUIDs; a longer one is not a typo). */
const MAX_PATH_PARAM = 200;

type Kind = 'text' | 'number' | 'boolean' | 'choice' | 'list' | 'object' | 'any';

interface Def {
  type: string;
  innerType?: ZodType;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  options?: ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  in?: ZodType;
  out?: ZodType;
}
const defOf = (schema: ZodType) => (schema as unknown as { def: Def }).def;

/** The schema under optional, nullable, default and the like; a preprocessed field (a pipe from a transform) as its target. */
function unwrap(schema: ZodType): ZodType {
  let s = schema;
  for (let def = defOf(s); ; def = defOf(s)) {
    if (def.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type))
      s = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out) s = defOf(def.in).type === 'transform' ? def.out : def.in;
    else return s;
  }
}

function kindOf(schema: ZodType): Kind {
  const { type } = defOf(unwrap(schema));
  if (type === 'string') return 'text';
  if (type === 'number' || type === 'int' || type === 'bigint') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'enum' || type === 'literal') return 'choice';
  if (type === 'array') return 'list';
  if (type === 'object') return 'object';
  return 'any';
}

function choices(schema: ZodType): string[] {
  const def = defOf(unwrap(schema));
  return def.type === 'enum' ? Object.values(def.entries ?? {}).map(String) : (def.values ?? []).map(String);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with `value` for `schema` ("must be text"), or null; `field` names it in the message. */
function problem(schema: ZodType, value: unknown, field: string): string | null {
  // Absent and null are the service's to judge ("… is required.").
  if (value === undefined || value === null) return null;
  const inner = unwrap(schema);
  const def = defOf(inner);
  const at = `The field "${field}"`;
  switch (kindOf(inner)) {
    case 'text':
      return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? null : `${at} must be text.`;
    case 'number':
      return (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string' ? null : `${at} must be a number.`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `${at} must be true or false.`;
    case 'choice':
      return typeof value === 'string' ? null : `${at} must be one of ${choices(inner).join(', ')}.`;
    case 'list': {
      // Every service reading a list words its own answer to anything else ("ids must be a list of 1 to 500 …").
      if (!Array.isArray(value)) return null;
      for (let i = 0; i < value.length; i += 1) {
        const wrong = problem(def.element as ZodType, value[i], `${field}[${i}]`);
        if (wrong) return wrong;
      }
      return null;
    }
    case 'object': {
      if (!isObject(value)) return `${at} must be an object.`;
      return fieldsProblem(def.shape ?? {}, value, `${field}.`);
    }
    default:
      return null;
  }
}

function fieldsProblem(shape: Record<string, ZodType>, value: Record<string, unknown>, prefix = ''): string | null {
  for (const [name, schema] of Object.entries(shape)) {
    const wrong = Object.hasOwn(value, name) ? problem(schema, value[name], `${prefix}${name}`) : null;
    if (wrong) return wrong;
  }
  return null;
}

/** The body as the operation declares it: an object with its fields, or a list of items. */
function bodyProblem(schema: ZodType, body: unknown): string | null {
  if (body === undefined || body === null) return null;
  const def = defOf(unwrap(schema));
  if (def.type === 'array') {
    if (!Array.isArray(body)) return null;
    for (let i = 0; i < body.length; i += 1) {
      const wrong = problem(def.element as ZodType, body[i], `[${i}]`);
      if (wrong) return wrong;
    }
    return null;
  }
  if (def.type !== 'object') return null;
  if (!isObject(body)) return 'The request body must be a JSON object.';
  return fieldsProblem(def.shape ?? {}, body);
}

/** Query values are text: a parameter the operation declares may be given once (its value is the service's to judge). */
function queryProblem(op: Operation, query: Record<string, unknown>): string | null {
  for (const name of Object.keys(op.query?.shape ?? {})) {
    const value = query[name];
    if (value !== undefined && typeof value !== 'string') return `The query parameter "${name}" must be given once, as text.`;
  }
  return null;
}

/** An operation's route: its path as a RegExp capturing each path parameter, in `names`' order. */
interface Route {
  op: Operation;
  pattern: RegExp;
  names: string[];
}

/**
 * Every operation's route, literal paths first: /v1/cars/reorder is not /v1/cars/{id}. A path matches with or without
 * a trailing slash and in any letter case, as Express matched routes when it dispatched them: a legacy client's
 * /api/v1/Cars reaches its operation, and its input is checked like any other.
 */
const ROUTES: Route[] = OPERATIONS.map((op) => ({
  op,
  ...templatePattern(op.path, /\{(\w+)\}/, '([^/]+)', { suffix: '/?', flags: 'i' }),
})).sort((a, b) => Number(a.names.length > 0) - Number(b.names.length > 0));

const routeFor = (method: string, path: string): Route | undefined => {
  const m = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  return ROUTES.find((r) => r.op.method === m && r.pattern.test(path));
};

/** The operation a request under /api is for (`path` without /api). */
export function operationFor(method: string, path: string): Operation | undefined {
  return routeFor(method, path)?.op;
}

const METHOD_ORDER = ['get', 'post', 'put', 'delete'];

/** The methods the contract declares for a path (without /api), for 405's Allow; none: nobody declared the path. */
export function allowedMethods(path: string): string[] {
  const declared = new Set(ROUTES.filter((r) => r.pattern.test(path)).map((r) => r.op.method));
  return METHOD_ORDER.filter((m) => declared.has(m as Operation['method'])).map((m) => m.toUpperCase());
}

/** A route's path parameters, decoded as Express decoded them; a parameter too long or not valid percent-encoding is a 400. */
function pathParams({ pattern, names }: Route, path: string): Record<string, string> {
  const match = pattern.exec(path);
  return Object.fromEntries(
    names.map((name, i) => {
      const raw = match?.[i + 1] ?? '';
      if (raw.length > MAX_PATH_PARAM)
        throw new BadInputError(`The path parameter "${name}" is too long (at most ${MAX_PATH_PARAM} characters).`);
      try {
        return [name, decodeURIComponent(raw)];
      } catch {
        throw new BadInputError(`The path parameter "${name}" is not valid percent-encoding.`);
      }
    }),
  );
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The REST operation (contract/operations.ts) this request is for. */
      operation?: Operation;
      /** Its path parameters, decoded (api-routes.ts hands them to the operation as `req.params`). */
      operationParams?: Record<string, string>;
      /** The body as the operation's schema parsed it (the raw body when only what the service words is missing). */
      input?: unknown;
      /** The query as the operation's `query` schema parsed it. */
      queryInput?: unknown;
    }
  }
}

/**
 * Under /api, before the routes: finds the request's operation and checks its path parameters, query and the JSON
 * body's types; the schema itself is parsed after the access check (`parseJsonBody`). Multipart bodies are checked
 * by `checkMultipartFields` once multer has read them.
 */
export const validateInput: RequestHandler = (req, _res, next) => {
  const route = routeFor(req.method, req.path);
  req.operation = route?.op;
  if (!route) {
    next();
    return;
  }
  const { op } = route;
  req.operationParams = pathParams(route, req.path);
  const wrong =
    queryProblem(op, req.query as Record<string, unknown>) ?? (op.body?.kind === 'json' ? bodyProblem(op.body.schema, req.body) : null);
  if (wrong) throw new BadInputError(wrong);
  next();
};

/**
 * After the access check (api-routes.ts): the JSON body through its operation's schema, as `req.input`. A caller
 * the route refuses learns nothing of its schema, and a request without a body is the access check's first.
 */
export const parseJsonBody: RequestHandler = (req, _res, next) => {
  const op = req.operation;
  if (op?.body?.kind === 'json') req.input = parsedBody(op.body, req.body);
  next();
};

/**
 * After the access check (api-routes.ts): the query through its operation's schema, once, as `req.queryInput`; its
 * first broken rule answers 400 in the schema's words, as the handlers' own parse did.
 */
export const parseQuery: RequestHandler = (req, _res, next) => {
  const op = req.operation;
  if (op?.query) req.queryInput = parseInput(op.query, req.query);
  next();
};

/**
 * The body through its schema, once: a broken rule is a 400; what the service words is left to it. No body is an
 * object without fields when the schema is an object (its "… is required." messages answer).
 */
export function parsedBody({ schema, wordsAll }: { schema: ZodType; wordsAll?: boolean }, given: unknown): unknown {
  const body = given === undefined || given === null ? (defOf(unwrap(schema)).type === 'object' ? {} : given) : given;
  // With wordsAll the schema words a missing body too (a list's "Send a list of …").
  if ((body === undefined || body === null) && !wordsAll) return body;
  const result = checkInput(schema, body, { leaveToService: !wordsAll });
  if (result.ok === false) throw new BadInputError(result.message);
  return result.value;
}

/**
 * The same query check for a route answered before Express (GET /api/v1/cars, hot-routes.ts), from the raw query
 * string: a 400 BadInputError when a declared parameter is given twice.
 */
export function assertQueryString(op: Operation, queryString: string): void {
  const params = new URLSearchParams(queryString);
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const all = params.getAll(name);
    query[name] = all.length === 1 ? all[0] : all;
  }
  const wrong = queryProblem(op, query);
  if (wrong) throw new BadInputError(wrong);
}

/** After multer: the text fields of a multipart body against the operation's form schema. */
export function checkMultipartFields(req: { operation?: Operation; body?: unknown; input?: unknown }): void {
  const op = req.operation;
  if (op?.body?.kind !== 'multipart') return;
  const wrong = bodyProblem(op.body.schema, req.body ?? {});
  if (wrong) throw new BadInputError(wrong);
  req.input = parsedBody(op.body, req.body ?? {});
}
