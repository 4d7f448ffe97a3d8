// Rides' status rows cached per instance (docs/decisions/124), so the poll riders and drivers repeat every few
// seconds costs no database read. Exact by the `waka_dispatch` feed: a ride's row is dropped when the ride
// or its ratings change (`r|…`, migration 0015) and when its rider's or driver's user row or vehicle changes
// (`u|…`). Drops happen on arrival, so the read-your-writes barrier (decision 120) also covers them; a read
// that was in flight while any drop happened is not stored, so a late answer cannot bring an old row back.
import DataLoader from 'dataloader';
import { LRUCache } from 'lru-cache';
import type { RideStatusRow } from '../rides/queries';

/** Rides held at once (current rides of a large city; a few hundred bytes each). */
export const MAX_CACHED_RIDES = 50_000;
/** A safety net only: correctness comes from the feed. */
const TTL_MS = 10 * 60_000;

/** `read` answers many rides in one statement: the rides missed in the same tick are read together. */
export function createRideStatusCache(read: (rideIds: string[]) => Promise<RideStatusRow[]>) {
  const reads = new DataLoader(
    async (ids: readonly string[]) => {
      const byId = new Map((await read([...ids])).map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    },
    { cache: false },
  );
  /** Cached ride ids of each rider and driver, to drop their rides when their user row changes. */
  const ridesOfUser = new Map<string, Set<string>>();
  const unlink = (userId: string, rideId: string) => {
    const set = ridesOfUser.get(userId);
    set?.delete(rideId);
    if (set?.size === 0) ridesOfUser.delete(userId);
  };
  const link = (userId: string, rideId: string) => {
    const set = ridesOfUser.get(userId);
    if (set) set.add(rideId);
    else ridesOfUser.set(userId, new Set([rideId]));
  };
  const cache = new LRUCache<string, RideStatusRow>({
    max: MAX_CACHED_RIDES,
    ttl: TTL_MS,
    dispose: (row, rideId) => {
      unlink(row.riderId, rideId);
      unlink(row.driverId, rideId);
    },
  });
  /** Bumped by every drop. */
  let generation = 0;
  const store = (row: RideStatusRow) => {
    cache.set(row.id, row);
    link(row.riderId, row.id);
    link(row.driverId, row.id);
  };

  return {
    /** Reads a batch (the current rides, at start) unless a drop happened while it was read. */
    async warm(readRows: () => Promise<RideStatusRow[]>) {
      const before = generation;
      const rows = await readRows();
      if (generation === before) for (const row of rows.reverse()) store(row);
    },
    /** The ride's row (undefined: no such ride); a database read only on a miss. */
    async get(rideId: string): Promise<RideStatusRow | undefined> {
      const hit = cache.get(rideId);
      if (hit) return hit;
      const before = generation;
      const row = await reads.load(rideId);
      if (row && generation === before) store(row);
      return row;
    },
    forgetRides(rideIds: string[]) {
      generation += 1;
      for (const id of rideIds) cache.delete(id);
    },
    /** Drops every ride whose rider or driver is one of these users. */
    forgetUsers(userIds: string[]) {
      generation += 1;
      for (const userId of userIds) {
        const rides = ridesOfUser.get(userId);
        if (rides) for (const rideId of [...rides]) cache.delete(rideId);
      }
    },
    clear() {
      generation += 1;
      cache.clear();
    },
    size: () => cache.size,
  };
}

export type RideStatusCache = ReturnType<typeof createRideStatusCache>;
