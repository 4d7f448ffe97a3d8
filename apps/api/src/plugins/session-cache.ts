// What resolveUser reads per request, cached (docs/decisions/123). Entries are dropped when the user's row
// changes — password reset (sessions_valid_after), disabling, approval, role change, anything — by the
// `waka_dispatch` feed, which every instance hears (migration 0007's users trigger). A read that was in
// flight while any drop happened is not stored, so a late answer can never bring an old row back.
import { eq } from 'drizzle-orm';
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
}

/** Users held at once (a few hundred bytes each). */
const MAX_USERS = 100_000;
/** A safety net only: correctness comes from the feed. */
const TTL_MS = 10 * 60_000;

async function readSession(db: Db, userId: string): Promise<SessionRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      preferredType: users.preferredType,
      approved: users.approved,
      isAdmin: users.isAdmin,
      disabled: users.disabled,
      sessionsValidAfter: users.sessionsValidAfter,
      keptSessionHash: users.keptSessionHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export function createSessionCache(db: Db) {
  const cache = new LRUCache<string, SessionRow | false>({ max: MAX_USERS, ttl: TTL_MS });
  /** Bumped by every drop. */
  let generation = 0;

  return {
    /** The user's row (null: no such user); a database read only on a miss. */
    async get(userId: string): Promise<SessionRow | null> {
      const hit = cache.get(userId);
      if (hit !== undefined) return hit || null;
      const before = generation;
      const row = await readSession(db, userId);
      if (generation === before) cache.set(userId, row ?? false);
      return row;
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
