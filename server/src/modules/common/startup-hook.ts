import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config.js';

/** Work done once at start after migrations and the demo seed, e.g. ensuring the admin account. */
export type StartupHook = (em: EntityManager, config: AppConfig, log: (msg: string) => void) => Promise<void>;
