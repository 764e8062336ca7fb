import type { EntityManager } from '@mikro-orm/postgresql';
import { identify } from '../modules/auth/access.js';
import type { Caller } from '../modules/common/access.js';
import type { SessionCheck } from '../modules/auth/sessions.js';
import type { TokenService } from '../modules/auth/tokens.js';
import { type ApiKeyService, type PartnerCaller, partnerKeyOf } from '../modules/partners/api-key.service.js';

/** Who is asking, on every transport: a customer or admin (bearer token), a partner (`Bearer rk_…`), or nobody. */
export interface Identified extends Caller {
  /** Set when the request sent a partner API key; `{ key: null }` for an unknown or revoked one. */
  partner?: PartnerCaller;
  /** A valid token whose session was revoked or whose account is gone (a socket is closed with 4401). */
  sessionEnded?: boolean;
}

export interface IdentifyNeeds {
  tokens: TokenService;
  sessions: SessionCheck;
  apiKeys: ApiKeyService;
}

/** The caller from the token alone, no database (`partnerKey`: an API key was sent, not yet checked). */
export type PeekCaller = (authorization: string | null | undefined) => Caller & { partnerKey: boolean };
/** The caller with revocation: the session check (modules/auth/sessions.ts) or the API key's row. */
export type IdentifyCaller = (authorization: string | null | undefined, emOf: () => EntityManager) => Promise<Identified>;

export function identifier({ tokens, sessions, apiKeys }: IdentifyNeeds): { peek: PeekCaller; caller: IdentifyCaller } {
  const peek: PeekCaller = (authorization) =>
    partnerKeyOf(authorization)
      ? { viewer: null, badToken: false, partnerKey: true }
      : { ...identify(tokens, authorization), partnerKey: false };
  const caller: IdentifyCaller = async (authorization, emOf) => {
    if (!authorization) return { viewer: null, badToken: false };
    // A partner API key is checked against the database; the gate (gate.ts) decides what it may do.
    if (partnerKeyOf(authorization)) return { viewer: null, badToken: false, partner: await apiKeys.callerFor(emOf(), authorization) };
    const found = identify(tokens, authorization);
    if (found.viewer && !(await sessions.isLive(found.viewer))) return { viewer: null, badToken: true, sessionEnded: true };
    return found;
  };
  return { peek, caller };
}
