import type { MikroORM } from '@mikro-orm/postgresql';
import { Role } from '../common/enums.js';
import type { Viewer } from './tokens.js';
import { isUuid } from '../common/ids.js';

/**
 * Whether a signed token still names a live session: a customer whose account exists, an admin whose account
 * exists with the same session version (bumped when ADMIN_PASSWORD changes). Checked on every authenticated
 * request with one primary-key read (no cache, so a deletion or a new password holds at once on every process).
 * Database triggers announce the same changes (SESSION_REVOKED), and every process closes those accounts' sockets.
 */
export class SessionCheck {
  constructor(private readonly orm: MikroORM) {}

  async isLive(viewer: Viewer): Promise<boolean> {
    const version = await this.currentVersion(viewer);
    if (version === null) return false;
    return viewer.role !== Role.Admin || version === (viewer.sessionVersion ?? 1);
  }

  /** null: no such account. Customers have no version (1). */
  private async currentVersion(viewer: Viewer): Promise<number | null> {
    if (!isUuid(viewer.id)) return null;
    const conn = this.orm.em.getConnection();
    const rows =
      viewer.role === Role.Admin
        ? await conn.execute<{ v: number }[]>('select session_version as v from admins where id = ?', [viewer.id])
        : await conn.execute<{ v: number }[]>('select 1 as v from users where id = ?', [viewer.id]);
    return rows[0]?.v ?? null;
  }
}
