import { LockMode, raw, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity.js';
import { BadInputError, NotFoundError } from '../common/errors.js';
import { isUuid } from '../common/ids.js';
import type { ImageStorage } from '../common/uploads.js';
import { LEGACY_LIST_CAP, readPage } from '../common/paging.js';
import { containsPattern, searchText } from '../common/input.js';

// Keys are the GraphQL enum names.
export enum VerifiedFilter {
  ALL = 'ALL',
  VERIFIED = 'VERIFIED',
  UNVERIFIED = 'UNVERIFIED',
}
export enum UserSort {
  NEWEST = 'NEWEST',
  NAME_ASC = 'NAME_ASC',
  NAME_DESC = 'NAME_DESC',
}

export interface UserQuery {
  search?: string | null;
  verified?: VerifiedFilter | null;
  sort?: UserSort | null;
  page?: number | null;
  pageSize?: number | null;
}

export interface UserPageResult {
  items: User[];
  total: number;
  page: number;
  pageSize: number;
}

/** The users table shows 10 rows a page (SPEC.md); other admin lists default to 20. */
export const USERS_PAGE_SIZE = 10;
export const MAX_BULK = 500;
export const BULK_IDS_MESSAGE = `ids must be a list of 1 to ${MAX_BULK} user ids.`;

/** Built per query: a raw() fragment is good for one query only. */
function orderBy(sort: UserSort): QueryOrderMap<User> {
  if (sort === UserSort.NEWEST) return { createdAt: 'desc', id: 'asc' };
  return { [raw('lower(name)')]: sort === UserSort.NAME_ASC ? 'asc' : 'desc', createdAt: 'desc', id: 'asc' };
}

/** The admin's view of the customer base: search, filter, sort, page, and deletion. */
export class UserDirectory {
  private readonly fileOwners: {
    filesOf: (em: EntityManager, userIds: string[]) => Promise<string[]>;
    removeFiles: (names: string[]) => Promise<void>;
  }[] = [];

  constructor(
    private readonly storage: ImageStorage,
    private readonly catalogue: { changed(): void },
  ) {}

  /**
   * A later module's files that go with deleted accounts (read inside the deleting transaction, removed after it by
   * `removeFiles`: private files live in their own store, and their keys already went with the rows).
   */
  onRemove(filesOf: (em: EntityManager, userIds: string[]) => Promise<string[]>, removeFiles: (names: string[]) => Promise<void>): void {
    this.fileOwners.push({ filesOf, removeFiles });
  }

  async list(em: EntityManager, query: UserQuery): Promise<UserPageResult> {
    const { page, pageSize, offset } = readPage(query, USERS_PAGE_SIZE);
    const where: FilterQuery<User> = {};
    const search = searchText(query.search);
    if (search) {
      const like = containsPattern(search.toLowerCase());
      where.$or = [{ name: { $ilike: like } }, { email: { $like: like } }, { phone: { $like: like } }];
    }
    if (query.verified === VerifiedFilter.VERIFIED) where.isVerified = true;
    if (query.verified === VerifiedFilter.UNVERIFIED) where.isVerified = false;
    const [items, total] = await em.findAndCount(User, where, {
      orderBy: orderBy(query.sort ?? UserSort.NEWEST),
      limit: pageSize,
      offset,
    });
    return { items, total, page, pageSize };
  }

  /** The newest customers (at most LEGACY_LIST_CAP) and how many there are: the legacy admin screen pages in the browser. */
  async listAll(em: EntityManager): Promise<{ items: User[]; total: number }> {
    const [items, total] = await em.findAndCount(User, {}, { orderBy: orderBy(UserSort.NEWEST), limit: LEGACY_LIST_CAP });
    return { items, total };
  }

  async deleteOne(em: EntityManager, id: string): Promise<void> {
    if (!isUuid(id) || (await this.remove(em, [id])) === 0) throw new NotFoundError('User not found.');
  }

  /** Unknown ids are skipped; answers how many were deleted. */
  async deleteMany(em: EntityManager, ids: unknown): Promise<number> {
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_BULK || !ids.every(isUuid)) {
      throw new BadInputError(BULK_IDS_MESSAGE);
    }
    return this.remove(em, [...new Set(ids)]);
  }

  /**
   * One transaction: the users' bookings, quick bookings and notifications go with them (the foreign keys
   * cascade). Their pictures are removed after the commit; a car they held may become available again.
   */
  private async remove(em: EntityManager, ids: string[]): Promise<number> {
    const { pictures, files } = await em.transactional(async (tx) => {
      const users = await tx.find(User, { id: { $in: ids } }, { fields: ['id', 'profilePic'], lockMode: LockMode.PESSIMISTIC_WRITE });
      const userIds = users.map((u) => u.id);
      const owned = userIds.length
        ? await Promise.all(this.fileOwners.map(async (o) => ({ ...o, names: await o.filesOf(tx, userIds) })))
        : [];
      if (users.length) await tx.nativeDelete(User, { id: { $in: userIds } });
      return { pictures: users.map((u) => u.profilePic), files: owned };
      // Their tokens answer 401 at once; a database trigger tells every process to close their sockets.
    });
    if (pictures.length === 0) return 0;
    await Promise.all([...pictures.map((file) => this.storage.remove(file)), ...files.map((o) => o.removeFiles(o.names))]);
    this.catalogue.changed();
    return pictures.length;
  }
}
