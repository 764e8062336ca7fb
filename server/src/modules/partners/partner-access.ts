import { ForbiddenError, UnauthenticatedError } from '../common/errors.js';
import type { ApiKeyScope } from './api-key.scopes.js';
import type { PartnerCaller, PartnerKey } from './api-key.service.js';

export const KEY_REFUSED = 'This API key is invalid or has been revoked.';

export function missingScope(scope: ApiKeyScope): ForbiddenError {
  return new ForbiddenError(`This API key lacks the scope ${scope}.`);
}

/**
 * The one rule for a request that sent a key, on REST and GraphQL alike: a bad key is 401; a key may use only
 * the operations listed for partners (`scope` undefined means not listed), and only with the scope they need.
 */
export function assertKeyMayUse(caller: PartnerCaller, operation: string, scope: ApiKeyScope | null | undefined): PartnerKey | null {
  if (caller === undefined) return null;
  if (!caller.key) throw new UnauthenticatedError(KEY_REFUSED);
  if (scope === undefined) throw new ForbiddenError(`API keys cannot use ${operation}.`);
  if (scope !== null && !caller.key.scopes.includes(scope)) throw missingScope(scope);
  return caller.key;
}

/** A partner-only operation: needs a valid key with the scope (401 without one, 403 without the scope). */
export function requireScope(caller: PartnerCaller, scope: ApiKeyScope): PartnerKey {
  if (!caller) throw new UnauthenticatedError(`This operation needs an API key with the scope ${scope} (Authorization: Bearer rk_…).`);
  if (!caller.key) throw new UnauthenticatedError(KEY_REFUSED);
  if (!caller.key.scopes.includes(scope)) throw missingScope(scope);
  return caller.key;
}

/** The key a `partner` operation's access check accepted (the registry runs requireScope before the handler). */
export function acceptedKey(caller: PartnerCaller): PartnerKey {
  if (!caller?.key) throw new UnauthenticatedError(KEY_REFUSED);
  return caller.key;
}
