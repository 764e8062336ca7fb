import type { EntityManager, EntityName } from '@mikro-orm/postgresql';
import { BadInputError, NotFoundError } from '../common/errors.js';
import { isUuid } from '../common/ids.js';

/** Text a person typed that must be there: trimmed, not empty, not longer than `max` characters. */
export function requiredText(value: unknown, label: string, max: number): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new BadInputError(`${label} is required.`);
  if (text.length > max) throw new BadInputError(`${label} is too long (at most ${max} characters).`);
  return text;
}

/** A record by id; an unknown or malformed id is a 404 with the given message. */
export async function findById<T extends object>(em: EntityManager, entity: EntityName<T>, id: string, notFound: string): Promise<T> {
  const found = isUuid(id) ? await em.findOne(entity, { id } as never) : null;
  if (!found) throw new NotFoundError(notFound);
  return found as T;
}
