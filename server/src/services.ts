import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './config.js';
import type { AppPubSub } from './modules/common/pubsub.js';
import { systemClock, type Clock } from './modules/common/clock.js';
import type { ServiceName, Services } from './modules/common/services.js';
import type { AppModule } from './modules/module.js';
import { modules } from './modules/index.js';
import { registerTexts } from './modules/common/server-texts.js';

export type { Services } from './modules/common/services.js';

/** What the composition root gives every module before any is built. */
const GIVEN: readonly ServiceName[] = ['config', 'orm', 'pubsub', 'clock'];

/**
 * The modules in an order where each comes after the modules providing what it needs (a depth-first topological
 * sort that keeps the listed order where the needs allow any). Throws, naming the piece, when a need has no
 * provider, when two modules provide the same service, or when modules need each other in a circle.
 */
export function orderModules(list: readonly AppModule[], given: readonly ServiceName[] = GIVEN): AppModule[] {
  const provider = new Map<ServiceName, AppModule>();
  for (const module of list) {
    for (const name of module.provides) {
      const other = provider.get(name);
      if (other || given.includes(name)) {
        throw new Error(`${name} is provided twice: by ${other ? other.name : 'the composition root'} and by ${module.name}.`);
      }
      provider.set(name, module);
    }
  }
  for (const module of list) {
    for (const need of module.needs) {
      if (!provider.has(need) && !given.includes(need)) throw new Error(`${module.name} needs ${need}, which no module provides.`);
    }
  }
  const ordered: AppModule[] = [];
  const state = new Map<AppModule, 'visiting' | 'done'>();
  const visit = (module: AppModule, path: readonly string[]): void => {
    if (state.get(module) === 'done') return;
    if (state.get(module) === 'visiting') {
      const circle = [...path.slice(path.indexOf(module.name)), module.name];
      throw new Error(`Modules need each other in a circle: ${circle.join(' needs ')}.`);
    }
    state.set(module, 'visiting');
    for (const need of module.needs) {
      const from = provider.get(need);
      if (from && from !== module) visit(from, [...path, module.name]);
    }
    state.set(module, 'done');
    ordered.push(module);
  };
  for (const module of list) visit(module, []);
  return ordered;
}

/** True when every service the modules declare has been built (the check behind the return type). */
function isComplete(built: Partial<Services>, list: readonly AppModule[]): built is Services {
  return [...GIVEN, ...list.flatMap((m) => m.provides)].every((name) => built[name] !== undefined);
}

/**
 * The composition root: one instance of each service per server process, built module by module in the order
 * their needs give (modules/index.ts lists them; the order of that list does not matter).
 */
export function createServices(
  config: AppConfig,
  orm: MikroORM,
  pubsub: AppPubSub,
  list: readonly AppModule[] = modules,
  clock: Clock = systemClock,
): Services {
  const built: Partial<Services> = { config, orm, pubsub, clock };
  for (const module of orderModules(list)) {
    if (module.texts) registerTexts(module.texts);
    const own = module.services?.(built) ?? {};
    for (const name of module.provides) {
      if (own[name] === undefined) throw new Error(`${module.name} declares that it provides ${name}, but its factory did not build it.`);
    }
    for (const name of Object.keys(own)) {
      if (!module.provides.some((p) => p === name)) throw new Error(`${module.name} built ${name} without declaring it in provides.`);
    }
    Object.assign(built, own);
  }
  if (!isComplete(built, list)) throw new Error('Some declared services were not built.');
  return built;
}

/** Stops the modules' background work (the catalogue's listener, the outbox worker), each before what it needs. */
export async function closeServices(services: Services, list: readonly AppModule[] = modules): Promise<void> {
  for (const module of orderModules(list).reverse()) await module.stop?.(services);
}
