import type { MikroORM } from '@mikro-orm/postgresql';
import { Role } from '../common/enums.js';
import type { AppPubSub } from '../common/pubsub.js';
import type { Viewer } from './tokens.js';
import { isUuid } from '../common/ids.js';

/** Tells every process that these accounts' sessions ended (NOTIFY payloads stay small: 100 ids each). */
export function publishRevoked(pubsub: AppPubSub, role: Role, ids: string[]): void {
  for (let i = 0; i < ids.length; i += 100) pubsub.publish('SESSION_REVOKED', { role, ids: ids.slice(i, i + 100) });
}

/**
 * Whether a signed token still names a live session: a customer whose account exists, an admin whose account
 * exists with the same session version (bumped when ADMIN_PASSWORD changes). Checked on every authenticated
 * request with one primary-key read (no cache, so a deletion or a new password holds at once on every process);
 * `revoke` tells every process (PostgreSQL NOTIFY) to close that account's sockets.
 */
export class SessionCheck {
  constructor(private readonly orm: MikroORM, private readonly pubsub: AppPubSub) {}

  async isLive(viewer: Viewer): Promise<boolean> {
    const version = await this.currentVersion(viewer);
    if (version === null) return false;
    return viewer.role !== Role.Admin || version === (viewer.sessionVersion ?? 1);
  }

  /** Ends these sessions on every process: their sockets close. */
  revoke(role: Role, ids: string[]): void {
    publishRevoked(this.pubsub, role, ids);
  }

  /** null: no such account. Customers have no version (1). */
  private async currentVersion(viewer: Viewer): Promise<number | null> {
    if (!isUuid(viewer.id)) return null;
    const conn = this.orm.em.getConnection();
    const rows = viewer.role === Role.Admin
      ? await conn.execute<{ v: number }[]>('select session_version as v from admins where id = ?', [viewer.id])
      : await conn.execute<{ v: number }[]>('select 1 as v from users where id = ?', [viewer.id]);
    return rows[0]?.v ?? null;
  }
}
