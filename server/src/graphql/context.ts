import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../modules/auth/tokens.js';
import type { Services } from '../modules/common/services.js';
import type { PartnerCaller } from '../modules/partners/api-key.service.js';
import type { Language } from '../modules/common/language.js';
import type { IdempotencyKey } from '../modules/common/idempotency-key.js';

/** What every resolver receives: its own identity map, who is asking, and the services. */
export interface AppContext {
  em: EntityManager;
  viewer: Viewer | null;
  /** A token was sent but is expired or invalid: protected fields answer UNAUTHENTICATED with a clear message. */
  badToken: boolean;
  services: Services;
  ip: string;
  /** The language the request asks its answers in (Accept-Language, common/server-texts.ts): errors and bills say it. */
  language: Language;
  /** Set when the request sent a partner API key (`Bearer rk_…`); the pipeline's gate checks it (pipeline/gate.ts). */
  partner?: PartnerCaller;
  /** The Idempotency-Key of a mutation that keeps it itself (common/operation.ts `idempotent.handlesKey`). */
  idempotency?: IdempotencyKey;
}
