import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from '../modules/index.js';
import { migrationsList } from '../../../migrations/index.js';

export function ormOptions(clientUrl: string, extra: Partial<Options> = {}): Options {
  return {
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    // Explicit types on every property: esbuild (tsx, vitest) emits no decorator metadata.
    discovery: { requireEntitiesArray: true },
    forceUtcTimezone: true,
    pool: { min: 0, max: 20 },
    allowGlobalContext: false,
    debug: false,
    ...extra,
  };
}

/** Connects and brings the schema up to date; says which migrations it applied. */
export async function initOrm(clientUrl: string, extra: Partial<Options> = {}, log: (msg: string) => void = () => {}): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(clientUrl, extra));
  const applied = await orm.getMigrator().up();
  if (applied.length) log(`migrations applied: ${applied.map((m) => m.name).join(', ')}`);
  return orm;
}
