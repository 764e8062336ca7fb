import type { Router } from 'express';
import type { Services } from '../services.js';
import type { StartupHook } from './common/startup-hook.js';

/**
 * What a module adds to the app; each module folder has one (`<area>.module.ts`) and modules/index.ts lists it.
 * A module adds its services to the `Services` type itself, with `declare module '../../services.js'`.
 */
export interface AppModule {
  name: string;
  /** MikroORM entities. */
  entities?: Function[];
  /** This module's services, built from those of the modules listed before it. */
  services?: (services: Services) => Partial<Services>;
  /** type-graphql resolver classes. */
  resolvers?: Function[];
  /** The REST routes it answers under /api. */
  routes?: (services: Services) => Router;
  /** Run once at start, after migrations and the demo seed. */
  startup?: StartupHook[];
  /** Run at shutdown, in the reverse order of the list. */
  stop?: (services: Services) => void | Promise<void>;
}
