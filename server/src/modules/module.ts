import type { ServiceName, Services } from './common/services.js';
import type { StartupHook } from './common/startup-hook.js';
import type { Operation } from './common/operation.js';
import type { ModuleTexts } from './common/server-texts.js';

/**
 * A module as its folder declares it (`<area>.module.ts`, with `defineModule`): the services it `needs` and the
 * ones it `provides`, by name, and the factory that builds the second from the first. The compiler checks the factory
 * against both lists (it sees only what it needs, and must return exactly what it provides); the composition root
 * (server/src/services.ts) orders the modules from the lists and refuses to start when a need has no provider.
 */
export interface ModuleSpec<N extends ServiceName, P extends ServiceName> {
  name: string;
  /** MikroORM entities. */
  entities?: Function[];
  /** The services its factory uses, provided by other modules or the composition root (config, orm, pubsub, clock). */
  needs?: readonly N[];
  /** The services its factory returns. */
  provides?: readonly P[];
  services?: (deps: Pick<Services, N>) => Provided<P>;
  /** type-graphql resolver classes. */
  resolvers?: Function[];
  /** Its operations (`<area>.operations.ts`): the registry derives the REST routes, the OpenAPI entries and more. */
  operations?: Operation<Services>[];
  /** Its customer-facing English sentences in the other languages (`<area>.texts.ts`, common/server-texts.ts). */
  texts?: ModuleTexts;
  /** Run once at start, after migrations and the demo seed. */
  startup?: StartupHook[];
  /** Run at shutdown, before the modules it needs stop. */
  stop?: (own: Pick<Services, P>) => void | Promise<void>;
}

/** Exactly the services named `P`: one it does not declare is a compile error. */
export type Provided<P extends ServiceName> = Pick<Services, P> & Partial<Record<Exclude<ServiceName, P>, never>>;

/** A module once declared, as the composition root and modules/index.ts read it (the rest as its spec says). */
export interface AppModule extends Omit<ModuleSpec<ServiceName, ServiceName>, 'needs' | 'provides' | 'services' | 'stop'> {
  needs: readonly ServiceName[];
  provides: readonly ServiceName[];
  /** Builds what it provides from `built`, which holds at least what it needs (checked, not assumed). */
  services?: (built: Partial<Services>) => Partial<Services>;
  stop?: (services: Services) => void | Promise<void>;
}

/** True when `built` holds every service in `names` (the runtime check behind a module's typed needs). */
export function hasServices<K extends ServiceName>(
  built: Partial<Services>,
  names: readonly K[],
): built is Partial<Services> & Pick<Services, K> {
  return names.every((name) => built[name] !== undefined);
}

/** Declares a module: its needs and what it provides are typed from the two lists. */
export function defineModule<const N extends ServiceName = never, const P extends ServiceName = never>(spec: ModuleSpec<N, P>): AppModule {
  const needs: readonly N[] = spec.needs ?? [];
  const factory = spec.services;
  return {
    ...spec,
    needs,
    provides: spec.provides ?? [],
    services: factory
      ? (built) => {
          if (!hasServices(built, needs)) {
            const missing = needs.filter((name) => built[name] === undefined).join(', ');
            throw new Error(`Module ${spec.name} was built before what it needs: ${missing}.`);
          }
          return factory(built);
        }
      : undefined,
  };
}
