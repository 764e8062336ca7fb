import type { EntityManager, EntityName } from '@mikro-orm/postgresql';
import { NotFoundError } from './errors.js';
import { isUuid } from './ids.js';

/**
 * A record by id. An unknown or malformed id is a 404 with the given message (or the given error, e.g. a lapsed
 * session's 401), never a database error.
 */
export async function findById<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  id: unknown,
  notFound: string | (() => Error),
  options?: { fields?: string[]; lockMode?: unknown; populate?: string[] },
): Promise<T> {
  const found = isUuid(id) ? await em.findOne(entity, { id } as never, options as never) : null;
  if (!found) throw typeof notFound === 'string' ? new NotFoundError(notFound) : notFound();
  return found as T;
}
