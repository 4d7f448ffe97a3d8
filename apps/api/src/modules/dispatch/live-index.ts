// The live dispatch index (docs/decisions/120): every driver's and biker's facts and latest position in
// memory, answering nearest-first within a radius without the database. One static KD-tree (kdbush) per
// vehicle type holds the positions as of its last build; drivers who moved or changed type since are kept in
// a small "moved" set that every search scans too, so an answer is always exact, and the tree is rebuilt in
// the background once the set grows or ages. Availability is judged at search time by the same criteria as
// the SQL (drivers/availability.ts), so staleness by time needs no event.
import { NEARBY_RADIUS_M, VEHICLE_ROLES, type VehicleRole } from '@waka/shared';
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';
import { type AvailabilityRule, type DriverFacts, isAvailable } from '../drivers/availability';

/** earth_distance's sphere (the cube extension's earth(), metres) and geokdbush's (kilometres). */
const PG_EARTH_RADIUS_M = 6_378_168;
const GEOKDBUSH_EARTH_RADIUS_KM = 6371;
const toMetres = (km: number) => (km / GEOKDBUSH_EARTH_RADIUS_KM) * PG_EARTH_RADIUS_M;
const toKdKm = (metres: number) => (metres / PG_EARTH_RADIUS_M) * GEOKDBUSH_EARTH_RADIUS_KM;

interface Entry extends DriverFacts {
  /** Its position's slot in its type's tree, or -1 when the tree does not hold its current position. */
  slot: number;
}

interface TypeTree {
  tree: KDBush | undefined;
  slots: Entry[];
  moved: Set<Entry>;
  builtAt: number;
}

export interface NearbyHit {
  id: string;
  latitude: number;
  longitude: number;
  distanceMeters: number;
  shown: Record<string, unknown>;
}

export interface SearchInput extends AvailabilityRule {
  point: { latitude: number; longitude: number };
  radiusMeters: number;
  limit: number;
  /** ms since the epoch (default Date.now()). */
  now?: number;
  /** Drops people who may not be offered for a reason the index does not know (a biker in a no-bikes zone). */
  keep?: (position: { latitude: number; longitude: number }) => boolean;
}

const searchable = (type: string | null): type is VehicleRole =>
  type !== null && (VEHICLE_ROLES as readonly string[]).includes(type);
const hasPosition = (entry: DriverFacts) => !Number.isNaN(entry.latitude);

export function createLiveIndex() {
  const entries = new Map<string, Entry>();
  const trees = new Map<VehicleRole, TypeTree>(
    VEHICLE_ROLES.map((type) => [type, { tree: undefined, slots: [], moved: new Set(), builtAt: 0 }]),
  );

  function unplace(entry: Entry) {
    entry.slot = -1;
    for (const typeTree of trees.values()) typeTree.moved.delete(entry);
  }

  function place(entry: Entry) {
    entry.slot = -1;
    if (searchable(entry.type) && hasPosition(entry)) trees.get(entry.type)!.moved.add(entry);
  }

  function rebuild(type: VehicleRole) {
    const typeTree = trees.get(type)!;
    const slots: Entry[] = [];
    for (const entry of entries.values()) if (entry.type === type && hasPosition(entry)) slots.push(entry);
    const tree = new KDBush(Math.max(slots.length, 1));
    for (const entry of slots) entry.slot = tree.add(entry.longitude, entry.latitude);
    if (slots.length === 0) tree.add(0, 0); // kdbush needs one point; slot 0 then matches no entry
    tree.finish();
    typeTree.tree = tree;
    typeTree.slots = slots;
    typeTree.moved.clear();
    typeTree.builtAt = Date.now();
  }

  return {
    /** Replaces what the index knows of a user (null: not a driver or biker any more, or deleted). */
    put(id: string, facts: DriverFacts | null) {
      const old = entries.get(id);
      if (!facts || !searchable(facts.type)) {
        if (old) unplace(old);
        entries.delete(id);
        return;
      }
      // A position is only ever replaced by a newer one (a batch from another instance, a re-read of a row
      // written before this instance's latest update).
      const keepPosition = old && hasPosition(old) && old.seenAt >= facts.seenAt;
      const entry: Entry = {
        ...facts,
        ...(keepPosition ? { latitude: old.latitude, longitude: old.longitude, seenAt: old.seenAt } : {}),
        slot: -1,
      };
      if (old) unplace(old);
      entries.set(id, entry);
      place(entry);
    },

    /** A new position for a known driver; false when the user is not in the index or it is older. */
    move(id: string, latitude: number, longitude: number, seenAt: number): boolean {
      const entry = entries.get(id);
      if (!entry || (hasPosition(entry) && entry.seenAt >= seenAt)) return false;
      const positionChanged = entry.latitude !== latitude || entry.longitude !== longitude;
      entry.seenAt = seenAt;
      if (!positionChanged) return true;
      entry.latitude = latitude;
      entry.longitude = longitude;
      place(entry);
      return true;
    },

    get: (id: string): DriverFacts | undefined => entries.get(id),

    /** Rebuilds trees whose moved set is large or old; cheap to call often. */
    maintain(options: { maxMoved?: number; maxAgeMs?: number } = {}) {
      for (const [type, typeTree] of trees) {
        const aged = Date.now() - typeTree.builtAt > (options.maxAgeMs ?? 1000);
        if (
          !typeTree.tree ||
          typeTree.moved.size > (options.maxMoved ?? 512) ||
          (aged && typeTree.moved.size > 0)
        )
          rebuild(type);
      }
    },

    rebuildAll() {
      for (const type of VEHICLE_ROLES) rebuild(type);
    },

    clear() {
      entries.clear();
      for (const type of VEHICLE_ROLES) rebuild(type);
    },

    size: () => entries.size,
    ids: () => [...entries.keys()],

    /** Nearest first within min(radius, 15 km); the same answer as the SQL nearby query. */
    search(input: SearchInput): NearbyHit[] {
      const typeTree = trees.get(input.vehicleType)!;
      const now = input.now ?? Date.now();
      const radius = Math.min(input.radiusMeters, NEARBY_RADIUS_M);
      const { latitude: lat, longitude: lng } = input.point;
      const hits: NearbyHit[] = [];
      const hit = (entry: Entry): NearbyHit => ({
        id: entry.id,
        latitude: entry.latitude,
        longitude: entry.longitude,
        distanceMeters: toMetres(distance(lng, lat, entry.longitude, entry.latitude)),
        shown: entry.shown,
      });
      if (typeTree.tree) {
        const { slots } = typeTree;
        const ids = around(typeTree.tree, lng, lat, input.limit, toKdKm(radius), (slot) => {
          const entry = slots[slot];
          return (
            entry !== undefined &&
            entry.slot === slot &&
            isAvailable(entry, input, now) &&
            (!input.keep || input.keep(entry))
          );
        });
        for (const slot of ids) hits.push(hit(slots[slot]!));
      }
      for (const entry of typeTree.moved) {
        if (!isAvailable(entry, input, now) || (input.keep && !input.keep(entry))) continue;
        const found = hit(entry);
        if (found.distanceMeters <= radius) hits.push(found);
      }
      hits.sort((a, b) => a.distanceMeters - b.distanceMeters);
      return hits.slice(0, input.limit).filter((h) => h.distanceMeters <= radius);
    },

    /** Rough heap held by the trees (the entries are measured by the benchmark as a heap difference). */
    treeBytes(): number {
      let bytes = 0;
      for (const { tree } of trees.values()) bytes += tree?.data.byteLength ?? 0;
      return bytes;
    },
  };
}

export type LiveIndex = ReturnType<typeof createLiveIndex>;
