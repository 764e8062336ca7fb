import { describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../src/config.js';
import type { AppPubSub } from '../src/modules/common/pubsub.js';
import type { ServiceName } from '../src/modules/common/services.js';
import type { AppModule } from '../src/modules/module.js';
import { modules } from '../src/modules/index.js';
import { createServices, orderModules } from '../src/services.js';

/** A declared module without a factory: only its two lists matter to the order. */
function declared(name: string, needs: ServiceName[], provides: ServiceName[]): AppModule {
  return { name, needs, provides };
}

describe('the composition root orders modules from what they need and provide', () => {
  it('puts every provider before the modules that need it, whatever the listed order', () => {
    const list = [
      declared('bookings', ['mailer', 'catalogue'], ['bookings']),
      declared('cars', ['config'], ['catalogue']),
      declared('outbox', ['orm'], ['mailer']),
    ];
    expect(orderModules(list).map((m) => m.name)).toEqual(['outbox', 'cars', 'bookings']);
  });

  it('refuses to start, naming the missing piece, when no module provides a need', () => {
    const list = [declared('bookings', ['mailer', 'catalogue'], ['bookings']), declared('cars', ['config'], ['catalogue'])];
    expect(() => orderModules(list)).toThrow('bookings needs mailer, which no module provides.');
    const [config, orm, pubsub] = [{} as AppConfig, {} as MikroORM, {} as AppPubSub];
    expect(() => createServices(config, orm, pubsub, list)).toThrow('bookings needs mailer, which no module provides.');
  });

  it('refuses two providers of one service, and modules that need each other', () => {
    expect(() => orderModules([declared('a', [], ['mailer']), declared('b', [], ['mailer'])])).toThrow(
      'mailer is provided twice: by a and by b.',
    );
    expect(() => orderModules([declared('a', ['catalogue'], ['mailer']), declared('b', ['mailer'], ['catalogue'])])).toThrow(
      'Modules need each other in a circle: a needs b needs a.',
    );
  });

  it('refuses a module whose factory does not build what it declares', () => {
    const liar: AppModule = { name: 'outbox', needs: [], provides: ['mailer'], services: () => ({}) };
    expect(() => createServices({} as AppConfig, {} as MikroORM, {} as AppPubSub, [liar])).toThrow(
      'outbox declares that it provides mailer, but its factory did not build it.',
    );
  });

  it("orders the app's own modules: every need is provided once, by a module built before", () => {
    const ordered = orderModules(modules);
    expect(ordered).toHaveLength(modules.length);
    const available = new Set<string>(['config', 'orm', 'pubsub', 'clock']);
    for (const module of ordered) {
      for (const need of module.needs) expect(available, `${module.name} needs ${need}`).toContain(need);
      for (const name of module.provides) available.add(name);
    }
  });
});
