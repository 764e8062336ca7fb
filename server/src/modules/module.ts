import type { Services } from '../services.js';
import type { StartupHook } from './common/startup-hook.js';
import type { Operation } from './common/operation.js';

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
  /** Its operations (`<area>.operations.ts`): the registry derives the REST routes, the OpenAPI entries and more. */
  operations?: Operation<Services>[];
  /** Run once at start, after migrations and the demo seed. */
  startup?: StartupHook[];
  /** Run at shutdown, in the reverse order of the list. */
  stop?: (services: Services) => void | Promise<void>;
}
