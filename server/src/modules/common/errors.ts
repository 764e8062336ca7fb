import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNPROCESSABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE';

/** A failure a person can act on: its message is shown as is, its status and code tell the client what kind it is. */
export class DomainError extends GraphQLError {
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly status: number,
  ) {
    // No extensions.http: a GraphQL response stays 200 with the error's code inside, as GraphQL clients expect.
    super(message, { extensions: { code } });
    this.name = 'DomainError';
  }
}

export class BadInputError extends DomainError {
  constructor(message: string) {
    super(message, 'BAD_USER_INPUT', 400);
  }
}
export class UnauthenticatedError extends DomainError {
  constructor(message = 'Please log in to continue.') {
    super(message, 'UNAUTHENTICATED', 401);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do that.') {
    super(message, 'FORBIDDEN', 403);
  }
}
export class NotFoundError extends DomainError {
  constructor(message = 'Not found.') {
    super(message, 'NOT_FOUND', 404);
  }
}
export class ConflictError extends DomainError {
  constructor(message: string) {
    super(message, 'CONFLICT', 409);
  }
}
/** A request well formed but not acceptable as sent: an Idempotency-Key reused with another body (422). */
export class UnprocessableError extends DomainError {
  constructor(message: string) {
    super(message, 'UNPROCESSABLE', 422);
  }
}
export class TooLargeError extends DomainError {
  constructor(message: string) {
    super(message, 'PAYLOAD_TOO_LARGE', 413);
  }
}
/** The limit that refused a request, sent as the standard `RateLimit-*` headers (and in GraphQL extensions). */
export interface RateLimitInfo {
  limit: number;
  remaining: number;
  resetSeconds: number;
  windowSeconds: number;
}

export class RateLimitedError extends DomainError {
  /** Seconds a client should wait before trying again (sent as Retry-After). */
  readonly retryAfter: number;
  constructor(
    message = 'Too many attempts. Please wait a moment and try again.',
    retryAfterMs = 60_000,
    readonly rateLimit?: RateLimitInfo,
  ) {
    super(message, 'RATE_LIMITED', 429);
    this.retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
    this.extensions.retryAfter = this.retryAfter;
  }
}

export class ServiceUnavailableError extends DomainError {
  /** Seconds a client should wait before trying again (sent as Retry-After). */
  readonly retryAfter = 5;
  constructor(message: string) {
    super(message, 'SERVICE_UNAVAILABLE', 503);
  }
}

export const DATABASE_DOWN_MESSAGE = 'The service is briefly unavailable while its database recovers. Please try again in a few seconds.';

// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, crash), and socket errors.
const LOST_CODES = /^(08...|57P0[1-3]|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN)$/;
// knex ends a transaction whose connection died and answers its next query with "Transaction query already complete"
// (our code never queries a transaction after committing it, so this only means the connection was lost mid-transaction).
// Plain phrases, looked for in the lowercased message: a message may quote what a request sent.
const LOST_MESSAGES = [
  'connection terminated',
  'connection is closed',
  'client has encountered a connection error',
  'timeout acquiring a connection',
  'the database system is starting up',
  'the database system is shutting down',
  'the database system is in recovery mode',
  'the database system is not yet accepting connections',
  'terminating connection',
  'transaction query already complete',
];
const saysConnectionLost = (message: string) => {
  const lower = message.toLowerCase();
  return LOST_MESSAGES.some((phrase) => lower.includes(phrase));
};

/** A ServiceUnavailableError when `error` (or what it wraps) says the database could not be reached; else null. */
export function databaseUnavailable(error: unknown): ServiceUnavailableError | null {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown; originalError?: unknown } | undefined, i = 0;
    e && i < 5;
    i += 1
  ) {
    if (e instanceof ServiceUnavailableError) return e;
    // The ORM wraps what the pool's guard threw, copying its fields.
    if (e.code === 'SERVICE_UNAVAILABLE' && typeof e.message === 'string') return new ServiceUnavailableError(e.message);
    if ((typeof e.code === 'string' && LOST_CODES.test(e.code)) || (typeof e.message === 'string' && saysConnectionLost(e.message))) {
      return new ServiceUnavailableError(DATABASE_DOWN_MESSAGE);
    }
    e = (e.cause ?? e.originalError) as typeof e;
  }
  return null;
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** A request the transport cannot read (malformed JSON, a broken multipart stream). */
export class BadRequestError extends DomainError {
  constructor(message: string) {
    super(message, 'BAD_REQUEST', 400);
  }
}
