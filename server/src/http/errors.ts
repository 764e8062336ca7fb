import type { ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import multer from 'multer';
import { allowedMethods } from './contract/validate-input.js';
import {
  databaseUnavailable,
  isDomainError,
  type DomainError,
  RateLimitedError,
  ServiceUnavailableError,
  type RateLimitInfo,
} from '../modules/common/errors.js';
import { MAX_TEXT_LENGTH } from '../modules/common/input.js';
import { requestLanguage, say } from '../modules/common/server-texts.js';
import type { AppContext } from '../graphql/context.js';

/** What a failure becomes on the wire: one status and code for every transport; the message is safe to show. */
export interface WireError {
  status: number;
  code: string;
  message: string;
  unexpected: boolean;
  retryAfter?: number;
  rateLimit?: RateLimitInfo;
  /** A refusal's stable reason and subject for a client that words it itself (GraphQL extensions, e.g. reason, leg). */
  details?: Record<string, string>;
}

const INTERNAL: WireError = {
  status: 500,
  code: 'INTERNAL_SERVER_ERROR',
  message: 'Something went wrong on our side. Please try again.',
  unexpected: true,
};

// graphql-js and Apollo's own request errors: their messages are about the request, so they are shown.
const GRAPHQL_REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
]);

/** busboy's own messages for a body it cannot parse (its lib/ has no others): the sender's fault, a 400. */
const MALFORMED_MULTIPART = new Set([
  'Malformed part header',
  'Malformed content type',
  'Multipart: Boundary not found',
  'Unexpected end of form',
  'Unexpected end of file',
  'Missing Content-Type',
  'Malformed urlencoded form',
]);

function wire(status: number, code: string, message: string): WireError {
  return { status, code, message, unexpected: false };
}

/** A domain error's string extensions beside its code (a delivery refusal's reason and leg). */
function detailsOf(err: DomainError): Pick<WireError, 'details'> {
  const details = Object.entries(err.extensions).filter((e): e is [string, string] => e[0] !== 'code' && typeof e[1] === 'string');
  return details.length ? { details: Object.fromEntries(details) } : {};
}

/** The one error mapper: a domain error, a parser's or uploader's refusal, or anything else (masked, logged). */
export function mapError(err: unknown): WireError {
  // A lost database connection, however the driver or the ORM wrapped it: 503 with Retry-After, never a 500.
  const lost = isDomainError(err) ? null : databaseUnavailable(err);
  if (lost) return { ...wire(lost.status, lost.code, lost.message), retryAfter: lost.retryAfter };
  if (err instanceof ServiceUnavailableError) return { ...wire(err.status, err.code, err.message), retryAfter: err.retryAfter };
  if (err instanceof RateLimitedError)
    return { ...wire(err.status, err.code, err.message), retryAfter: err.retryAfter, rateLimit: err.rateLimit };
  if (isDomainError(err)) return { ...wire(err.status, err.code, err.message), ...detailsOf(err) };
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FIELD_VALUE')
      return wire(400, 'BAD_REQUEST', `The field "${err.field}" is too long (at most ${MAX_TEXT_LENGTH} characters).`);
    return err.code === 'LIMIT_FILE_SIZE'
      ? wire(413, 'PAYLOAD_TOO_LARGE', 'The upload is too large (at most 5 MB).')
      : wire(400, 'BAD_REQUEST', `Upload refused: ${err.message}.`);
  }
  // busboy (under multer and graphql-upload) throws plain Errors for a multipart body it cannot read.
  if (err instanceof Error && MALFORMED_MULTIPART.has(err.message))
    return wire(400, 'BAD_REQUEST', `Malformed multipart body: ${err.message.toLowerCase()}.`);
  const type = (err as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') return wire(400, 'BAD_REQUEST', 'Malformed JSON body.');
  if (type === 'entity.too.large') return wire(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (err instanceof GraphQLError) {
    const code = err.extensions?.code;
    if (typeof code === 'string' && GRAPHQL_REQUEST_CODES.has(code)) return wire(400, code, err.message);
  }
  // http-errors from body parsing and graphql-upload: a 4xx about the request itself.
  const status = Number((err as { status?: unknown } | null)?.status);
  if (status >= 400 && status < 500 && err instanceof Error)
    return wire(status, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', err.message);
  return INTERNAL;
}

/**
 * Retry-After, and for a rate limit the standard `RateLimit-Limit`, `-Remaining`, `-Reset` and `RateLimit-Policy`
 * headers (IETF httpapi draft; the same names express-rate-limit's `standardHeaders` send).
 */
export function setWaitHeaders(
  res: Pick<ServerResponse, 'setHeader'>,
  { retryAfter, rateLimit }: Pick<WireError, 'retryAfter' | 'rateLimit'>,
): void {
  if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
  if (!rateLimit) return;
  res.setHeader('RateLimit-Limit', String(rateLimit.limit));
  res.setHeader('RateLimit-Remaining', String(rateLimit.remaining));
  res.setHeader('RateLimit-Reset', String(rateLimit.resetSeconds));
  res.setHeader('RateLimit-Policy', `${rateLimit.limit};w=${rateLimit.windowSeconds}`);
}

/** Called when a request failed because the database could not be reached (the supervisor probes at once). */
let databaseLost: () => void = () => {};
export function onDatabaseLost(callback: () => void): void {
  databaseLost = callback;
}

function logged(err: unknown, log: (msg: string) => void, where: string): WireError {
  const mapped = mapError(err);
  if (mapped.code === 'SERVICE_UNAVAILABLE') databaseLost();
  if (mapped.unexpected) log(`${where}: unexpected error: ${(err as Error)?.stack ?? String(err)}`);
  return mapped;
}

export const notFoundApi: RequestHandler = (req, res) => {
  // A known path asked with a method it does not declare: 405 with Allow (RFC 9110 §15.5.6), from the contract.
  const allowed = allowedMethods(req.path);
  // OPTIONS on a known path: what it allows, as Express answered it when it routed the operations.
  if (allowed.length && req.method === 'OPTIONS') {
    res.status(204).set('Allow', allowed.join(', ')).end();
    return;
  }
  if (allowed.length) {
    res
      .status(405)
      .set('Allow', allowed.join(', '))
      .json({ message: `${req.method} is not allowed here. Allowed: ${allowed.join(', ')}.` });
    return;
  }
  res.status(404).json({ message: 'Not found.' });
};

/** REST: `{ message }` with the mapped status; nothing internal leaves the server. */
export function restErrorHandler(log: (msg: string) => void): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    const mapped = logged(err, log, 'rest');
    setWaitHeaders(res, mapped);
    res.status(mapped.status).json({ message: say(requestLanguage(req.headers['accept-language']), mapped.message) });
  };
}

/** GraphQL over HTTP and WebSocket: the mapped message and code (a GraphQL response itself stays 200). */
export function formatGraphQLError(log: (msg: string) => void) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    // Apollo's own request errors (e.g. a variable of the wrong type) carry their code on the formatted error.
    const given = formatted.extensions?.code;
    // Apollo refuses some requests with a bare GraphQLError and a 4xx http status only (a persisted-query hash that
    // does not match its query): a request error, not a server fault to log with its stack.
    const httpStatus = (original as { extensions?: { http?: { status?: unknown } } } | null)?.extensions?.http?.status;
    const requestCode =
      typeof given === 'string' && GRAPHQL_REQUEST_CODES.has(given)
        ? given
        : typeof httpStatus === 'number' && httpStatus >= 400 && httpStatus < 500
          ? 'BAD_REQUEST'
          : null;
    const source =
      !isDomainError(original) && requestCode ? new GraphQLError(formatted.message, { extensions: { code: requestCode } }) : original;
    const { code, message, unexpected, retryAfter, details } = logged(source, log, 'graphql');
    const extensions = code === 'RATE_LIMITED' && retryAfter ? { code, retryAfter } : { ...details, code };
    return { message, path: formatted.path, ...(unexpected ? {} : { locations: formatted.locations }), extensions };
  };
}

/** GraphQL over HTTP: the errors' messages in the language the request asks for (common/server-texts.ts). */
export function errorLanguagePlugin(): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          const { body } = response;
          const { language } = contextValue;
          if (language === 'en' || body.kind !== 'single' || !body.singleResult.errors) return;
          body.singleResult.errors = body.singleResult.errors.map((e) => ({ ...e, message: say(language, e.message) }));
        },
      };
    },
  };
}

/**
 * GraphQL over HTTP: an answer whose errors the mapper made SERVICE_UNAVAILABLE (the database is away) is sent with
 * that status and Retry-After, like REST's. (A context that cannot be built fails before Apollo, in sendError.)
 */
export function unavailableStatusPlugin(): ApolloServerPlugin {
  const { status, retryAfter } = mapError(new ServiceUnavailableError(''));
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          const { body } = response;
          if (body.kind === 'single' && body.singleResult.errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) {
            response.http.status = status;
            response.http.headers.set('retry-after', String(retryAfter));
          }
        },
      };
    },
  };
}

/** The raw node:http paths (GraphQL before Apollo answers, the catalogue): a JSON error body in the given shape. */
export function sendError(res: ServerResponse, err: unknown, log: (msg: string) => void, shape: 'rest' | 'graphql'): void {
  const mapped = logged(err, log, shape);
  const { status, code, message } = mapped;
  if (!res.headersSent) {
    res.statusCode = status;
    setWaitHeaders(res, mapped);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
  }
  res.end(JSON.stringify(shape === 'rest' ? { message } : { errors: [{ message, extensions: { code } }] }));
}
