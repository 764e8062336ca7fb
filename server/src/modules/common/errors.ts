import { GraphQLError } from 'graphql';

export type ErrorCode = 'BAD_REQUEST' | 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'PAYLOAD_TOO_LARGE' | 'RATE_LIMITED' | 'SERVICE_UNAVAILABLE';

/** A failure a person can act on: its message is shown as is, its status and code tell the client what kind it is. */
export class DomainError extends GraphQLError {
  constructor(message: string, readonly code: ErrorCode, readonly status: number) {
    // No extensions.http: a GraphQL response stays 200 with the error's code inside, as GraphQL clients expect.
    super(message, { extensions: { code } });
    this.name = 'DomainError';
  }
}

export class BadInputError extends DomainError {
  constructor(message: string) { super(message, 'BAD_USER_INPUT', 400); }
}
export class UnauthenticatedError extends DomainError {
  constructor(message = 'Please log in to continue.') { super(message, 'UNAUTHENTICATED', 401); }
}
export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do that.') { super(message, 'FORBIDDEN', 403); }
}
export class NotFoundError extends DomainError {
  constructor(message = 'Not found.') { super(message, 'NOT_FOUND', 404); }
}
export class ConflictError extends DomainError {
  constructor(message: string) { super(message, 'CONFLICT', 409); }
}
export class TooLargeError extends DomainError {
  constructor(message: string) { super(message, 'PAYLOAD_TOO_LARGE', 413); }
}
export class RateLimitedError extends DomainError {
  constructor(message = 'Too many attempts. Please wait a moment and try again.') { super(message, 'RATE_LIMITED', 429); }
}

export class ServiceUnavailableError extends DomainError {
  constructor(message: string) { super(message, 'SERVICE_UNAVAILABLE', 503); }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** A request the transport cannot read (malformed JSON, a broken multipart stream). */
export class BadRequestError extends DomainError {
  constructor(message: string) { super(message, 'BAD_REQUEST', 400); }
}
