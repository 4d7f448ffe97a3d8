// What resolveUser reads per request, cached (docs/decisions/123). Entries are dropped when the user's row
// changes — password reset (sessions_valid_after), disabling, approval, role change, anything — by the
// `waka_dispatch` feed, which every instance hears (migration 0007's users trigger). A read that was in
// flight while any drop happened is not stored, so a late answer can never bring an old row back. At start
// (and after a lost LISTEN connection) the active users are read in one statement.
import type { Language } from '@waka/shared';
import DataLoader from 'dataloader';
import { inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export interface SessionRow {
  id: string;
  email: string;
  name: string;
  preferredType: string | null;
  approved: boolean;
  isAdmin: boolean;
  disabled: boolean;
  sessionsValidAfter: Date;
  keptSessionHash: string | null;
  /** The language the account's messages are answered in. */
  language: Language;
}

/** Users held at once (a few hundred bytes each). */
const MAX_USERS = 100_000;
/** A safety net only: correctness comes from the feed. */
const TTL_MS = 10 * 60_000;

const sessionColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  preferredType: users.preferredType,
  approved: users.approved,
  isAdmin: users.isAdmin,
  disabled: users.disabled,
  sessionsValidAfter: users.sessionsValidAfter,
  keptSessionHash: users.keptSessionHash,
  language: users.language,
};

/** One read for all the users missed in the same tick. */
async function readSessions(db: Db, userIds: readonly string[]): Promise<(SessionRow | null)[]> {
  const rows = await db
    .select(sessionColumns)
    .from(users)
    .where(inArray(users.id, [...userIds]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return userIds.map((id) => byId.get(id) ?? null);
}

/**
 * The users active right now: drivers and bikers who sent a position in the last five minutes and both
 * parties of the rides under way. Read at start so a restarted instance answers their next calls from memory.
 */
function readActiveSessions(db: Db): Promise<SessionRow[]> {
  return db
    .select(sessionColumns)
    .from(users)
    .where(
      sql`${users.id} IN (
        SELECT user_id FROM user_locations WHERE updated_at > now() - interval '5 minutes'
        UNION SELECT rider_id FROM rides WHERE status IN ('requested', 'accepted', 'in_progress')
        UNION SELECT driver_id FROM rides WHERE status IN ('requested', 'accepted', 'in_progress'))`,
    )
    .limit(MAX_USERS);
}

export function createSessionCache(db: Db) {
  const cache = new LRUCache<string, SessionRow | false>({ max: MAX_USERS, ttl: TTL_MS });
  /** Bumped by every drop. */
  let generation = 0;
  const reads = new DataLoader((ids: readonly string[]) => readSessions(db, ids), { cache: false });

  return {
    /** The user's row (null: no such user); a database read only on a miss. */
    async get(userId: string): Promise<SessionRow | null> {
      const hit = cache.get(userId);
      if (hit !== undefined) return hit || null;
      const before = generation;
      const row = await reads.load(userId);
      if (generation === before) cache.set(userId, row ?? false);
      return row;
    },
    /** Reads the active users' rows (at start), unless a drop happened while they were read. */
    async warm() {
      const before = generation;
      const rows = await readActiveSessions(db);
      if (generation === before) for (const row of rows) cache.set(row.id, row);
    },
    forget(ids: string[]) {
      generation += 1;
      for (const id of ids) cache.delete(id);
    },
    clear() {
      generation += 1;
      cache.clear();
    },
    size: () => cache.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
