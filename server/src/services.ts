import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './config.js';
import type { AppPubSub } from './modules/common/pubsub.js';
import { modules } from './modules/index.js';

/**
 * One instance of each service per server process; resolvers and REST routes reach them through here. Each
 * module adds its own services to this type (`declare module '../../services.js'` in its `<area>.module.ts`).
 */
export interface Services {
  config: AppConfig;
  orm: MikroORM;
  pubsub: AppPubSub;
}

export function createServices(config: AppConfig, orm: MikroORM, pubsub: AppPubSub): Services {
  const services = { config, orm, pubsub } as Services;
  for (const module of modules) Object.assign(services, module.services?.(services));
  return services;
}

/** Stops the modules' background work (the catalogue's listener, the outbox worker), last module first. */
export async function closeServices(services: Services): Promise<void> {
  for (const module of [...modules].reverse()) await module.stop?.(services);
}
