import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config.js';
import type { AppPubSub } from './pubsub.js';
import type { Clock } from './clock.js';

/**
 * The services of one server process, by name: the ports modules need and provide. This file holds only what the
 * composition root (server/src/services.ts) is given; each module adds what it provides with
 * `declare module '../common/services.js'` in its `<area>.module.ts`, and names what it needs in its `needs` list.
 * Modules import this type, never the composition root, so no module depends on the file that imports them all.
 */
export interface Services {
  config: AppConfig;
  orm: MikroORM;
  pubsub: AppPubSub;
  /** The time every service reads (common/clock.ts): the system's, or a test's movable one. */
  clock: Clock;
}

/** The name of a service (a port): a key of `Services`. */
export type ServiceName = keyof Services;
