import type { MikroORM } from '@mikro-orm/postgresql';
import { Role } from '../common/enums.js';
import type { Viewer } from './tokens.js';
import { isUuid } from '../common/ids.js';

/** A remembered answer (a customer's account exists), learnt while LISTEN connection `listen` was up. */
interface Known {
  listen: number;
  until: number;
}

// A backstop: an answer is re-read at least this often even when no revocation was heard.
const KNOWN_MS = 30_000;
const MAX_KNOWN = 50_000;

/**
 * Whether a signed token still names a live session: a customer whose account exists, an admin whose account
 * exists with the same session version (bumped when ADMIN_PASSWORD changes). Database triggers announce every
 * deletion and version change (SESSION_REVOKED over LISTEN/NOTIFY). A customer's live answer is remembered while that
 * LISTEN connection is up (issue 23: no primary-key read per booking) and forgotten when the account's revocation is
 * heard, so a deletion holds on every process as soon as the NOTIFY arrives (milliseconds); while the connection is
 * down, or once it reconnects (NOTIFYs may have been missed), every check reads the database. Admins, few and
 * powerful, are read on every request: a new password or a removal holds at once.
 */
export class SessionCheck {
  private readonly known = new Map<string, Known>();
  /** Bumped by every revocation: a read that started before one must not be remembered. */
  private revocations = 0;
  /** The LISTEN connection's serial while it is up, 0 while it is down (never up: nothing is remembered). */
  private listening: () => number = () => 0;

  constructor(private readonly orm: MikroORM) {}

  /** Remember answers while `listening()` (the LISTEN connection's serial, 0 when down) stays the same. */
  rememberWhile(listening: () => number): void {
    this.listening = listening;
  }

  /** These accounts' sessions ended (heard from SESSION_REVOKED): their next check reads the database. */
  revoked(role: string, ids: readonly string[]): void {
    this.revocations += 1;
    for (const id of ids) this.known.delete(`${role}:${id}`);
  }

  async isLive(viewer: Viewer): Promise<boolean> {
    if (!isUuid(viewer.id)) return false;
    const conn = this.orm.em.getConnection();
    if (viewer.role === Role.Admin) {
      const [row] = await conn.execute<{ v: number }[]>('select session_version as v from admins where id = ?', [viewer.id]);
      return row !== undefined && row.v === (viewer.sessionVersion ?? 1);
    }
    const key = `${Role.Customer}:${viewer.id}`;
    const listen = this.listening();
    const hit = this.known.get(key);
    if (hit && listen !== 0 && hit.listen === listen && hit.until > Date.now()) return true;
    const revocations = this.revocations;
    const live = (await conn.execute('select 1 from users where id = ?', [viewer.id])).length > 0;
    // Only a live answer read with no revocation heard meanwhile, on the same LISTEN connection, is remembered.
    if (live && listen !== 0 && revocations === this.revocations && listen === this.listening()) {
      if (this.known.size >= MAX_KNOWN) this.known.clear();
      this.known.set(key, { listen, until: Date.now() + KNOWN_MS });
    } else this.known.delete(key);
    return live;
  }
}
