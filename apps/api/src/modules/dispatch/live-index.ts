// The live dispatch index (docs/decisions/120, 124): every driver's and biker's facts and latest position in
// memory (driver-store.ts, columns), answering nearest-first within a radius without the database. One static
// KD-tree (kdbush, searched by nearest-within.ts) per vehicle type holds positions as of a snapshot; drivers
// who moved, arrived or changed type since sit in that type's "moved" list, which every search scans too, so
// an answer is always exact. Trees are double-buffered: a new one is built from a snapshot while searches
// keep using the old one, then swapped in, and only the drivers that moved after the snapshot stay in the
// list. Building happens outside searches (maintain(), on a timer; the builder may run in a worker).
// Availability is judged at search time by the criteria (drivers/availability.ts), so staleness by time needs
// no event; the criteria that read only the driver's own facts are judged when those change and kept per slot
// (store.eligible).
import { NEARBY_RADIUS_M } from '@waka/shared';
import { distance } from 'geokdbush';
import KDBush from 'kdbush';
import { type AvailabilityRule, type DriverFacts, passesSearchCriteria } from '../drivers/availability';
import { createDriverStore, TYPE_OF_CODE, typeCode } from './driver-store';
import { densityOf, type Nearest, nearestWithin, type TreeDensity } from './nearest-within';

/** earth_distance's sphere (the cube extension's earth(), metres) and geokdbush's (kilometres). */
const PG_EARTH_RADIUS_M = 6_378_168;
const GEOKDBUSH_EARTH_RADIUS_KM = 6371;
const toMetres = (km: number) => (km / GEOKDBUSH_EARTH_RADIUS_KM) * PG_EARTH_RADIUS_M;
const toKdKm = (metres: number) => (metres / PG_EARTH_RADIUS_M) * GEOKDBUSH_EARTH_RADIUS_KM;

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

/** Builds a finished kdbush tree over interleaved [lng, lat, …] coordinates (in order: item i = pair i). */
export type TreeBuilder = (coords: Float64Array) => Promise<KDBush>;

export const buildTreeHere: TreeBuilder = async (coords) => buildTree(coords);

/**
 * Points per kdbush leaf: 8 instead of kdbush's default 64 halved geokdbush's search time at 100 000 drivers
 * (it judged every point of each leaf it opened). The box queries of nearest-within.ts take the same time at
 * 8, 16 and 64 within this machine's noise; the tree grows by a few hundred KiB.
 */
const TREE_LEAF_SIZE = 8;

export function buildTree(coords: Float64Array): KDBush {
  const count = coords.length / 2;
  // kdbush needs one point; an empty type gets one at (0, 0) whose slot matches nobody (see search()).
  const tree = new KDBush(Math.max(count, 1), TREE_LEAF_SIZE);
  for (let i = 0; i < count; i++) tree.add(coords[2 * i]!, coords[2 * i + 1]!);
  if (count === 0) tree.add(0, 0);
  tree.finish();
  return tree;
}

interface TypeTree {
  tree: KDBush | undefined;
  /** Tree item → store slot. */
  slots: Uint32Array;
  /** The tree's points by item (longitude, latitude), as its snapshot took them. */
  points: Float64Array;
  density: TreeDensity;
  /** Slots in this type's moved list (dense; order does not matter). */
  moved: Int32Array;
  movedCount: number;
  builtAt: number;
  /** The change counter of the snapshot the tree was built from. */
  takenAt: number;
  building: boolean;
}

export function createLiveIndex(options: { buildTree?: TreeBuilder } = {}) {
  const build = options.buildTree ?? buildTreeHere;
  const store = createDriverStore();
  /** Per slot: 1 when its type's current tree holds its current position. */
  let inTree = new Uint8Array(1024);
  /** Per slot: its place in its type's moved list, or -1. */
  let movedAt = new Int32Array(1024).fill(-1);
  /** Per slot: the change counter when its position or type last changed. */
  let changedAt = new Float64Array(1024);
  let changes = 0;
  /** Bumped by clear(): a tree built before it is dropped. */
  let generation = 0;
  const trees: TypeTree[] = TYPE_OF_CODE.map(() => ({
    tree: undefined,
    slots: new Uint32Array(0),
    points: new Float64Array(0),
    density: { pointsPerKm2: 0 },
    moved: new Int32Array(256),
    movedCount: 0,
    builtAt: 0,
    takenAt: 0,
    building: false,
  }));

  function ensureSlot(slot: number) {
    if (slot >= inTree.length) resize(Math.max(slot + 1, inTree.length * 2));
  }

  function resize(size: number) {
    const nextIn = new Uint8Array(size);
    nextIn.set(inTree);
    inTree = nextIn;
    const nextAt = new Int32Array(size).fill(-1);
    nextAt.set(movedAt);
    movedAt = nextAt;
    const nextChanged = new Float64Array(size);
    nextChanged.set(changedAt);
    changedAt = nextChanged;
  }

  function leaveMoved(slot: number) {
    const at = movedAt[slot]!;
    if (at < 0) return;
    for (const typeTree of trees) {
      if (typeTree.moved[at] !== slot || at >= typeTree.movedCount) continue;
      const last = typeTree.moved[--typeTree.movedCount]!;
      typeTree.moved[at] = last;
      movedAt[last] = at;
      break;
    }
    movedAt[slot] = -1;
  }

  /** After a change of position or type: the slot leaves any tree and joins its type's moved list. */
  function replace(slot: number) {
    ensureSlot(slot);
    leaveMoved(slot);
    inTree[slot] = 0;
    changedAt[slot] = ++changes;
    const type = store.type[slot]!;
    if (type === 0 || !store.hasPosition(slot)) return;
    const typeTree = trees[type]!;
    if (typeTree.movedCount === typeTree.moved.length) {
      const bigger = new Int32Array(typeTree.moved.length * 2);
      bigger.set(typeTree.moved);
      typeTree.moved = bigger;
    }
    movedAt[slot] = typeTree.movedCount;
    typeTree.moved[typeTree.movedCount++] = slot;
  }

  function snapshot(type: number) {
    const slots: number[] = [];
    for (let slot = 0; slot < store.span; slot++)
      if (store.type[slot] === type && store.hasPosition(slot)) slots.push(slot);
    const coords = new Float64Array(slots.length * 2);
    for (let i = 0; i < slots.length; i++) {
      coords[2 * i] = store.longitude[slots[i]!]!;
      coords[2 * i + 1] = store.latitude[slots[i]!]!;
    }
    return { slots: Uint32Array.from(slots), coords, takenAt: changes };
  }

  /** Puts a tree built from a snapshot in place; drivers unchanged since the snapshot leave the moved list. */
  function swapIn(
    type: number,
    tree: KDBush,
    snapshot: { slots: Uint32Array; coords: Float64Array; takenAt: number },
  ) {
    const { slots, coords, takenAt } = snapshot;
    const typeTree = trees[type]!;
    if (takenAt < typeTree.takenAt) return; // a newer tree is already in place (rebuildAll meanwhile)
    typeTree.takenAt = takenAt;
    // A slot's flag refers to the tree of the type it has now; slots of other types keep theirs.
    for (const slot of typeTree.slots) if (store.type[slot] === type) inTree[slot] = 0;
    typeTree.tree = tree;
    typeTree.slots = slots;
    typeTree.points = coords;
    typeTree.density = densityOf(coords);
    typeTree.builtAt = Date.now();
    for (const slot of slots) if (changedAt[slot]! <= takenAt && store.type[slot] === type) inTree[slot] = 1;
    for (let i = typeTree.movedCount - 1; i >= 0; i--) {
      const slot = typeTree.moved[i]!;
      if (changedAt[slot]! <= takenAt) leaveMoved(slot);
    }
  }

  async function rebuild(type: number) {
    const typeTree = trees[type]!;
    typeTree.building = true;
    const startedIn = generation;
    try {
      const taken = snapshot(type);
      const tree = await build(taken.coords);
      if (startedIn === generation) swapIn(type, tree, taken);
    } finally {
      typeTree.building = false;
    }
  }

  // Search state, set per search and read by the tree predicate (one closure for the index's lifetime).
  let wantedType = 0;
  let rule: AvailabilityRule = { vehicleType: 'driver', thresholdKobo: 0 };
  let searchNow = 0;
  let keep: SearchInput['keep'];
  let treeSlots: Uint32Array = new Uint32Array(0);
  const probe = { latitude: 0, longitude: 0 };

  function offerable(slot: number): boolean {
    if (store.eligible[slot] !== 1 || !passesSearchCriteria(store.view(slot), rule, searchNow)) return false;
    if (!keep) return true;
    probe.latitude = store.latitude[slot]!;
    probe.longitude = store.longitude[slot]!;
    return keep(probe);
  }
  const inTreeAndOfferable = (item: number) => {
    const slot = treeSlots[item]!;
    return store.type[slot] === wantedType && inTree[slot] === 1 && offerable(slot);
  };

  // The tree's part of an answer (items), then the answer being assembled: slots and their distances (km),
  // nearest first.
  const fromTree: Nearest = { items: [], km: [] };
  const foundSlots: number[] = [];
  const foundKm: number[] = [];
  function insertFound(slot: number, km: number, limit: number) {
    let i = foundSlots.length;
    if (i >= limit && km >= foundKm[limit - 1]!) return;
    while (i > 0 && foundKm[i - 1]! > km) i--;
    foundSlots.splice(i, 0, slot);
    foundKm.splice(i, 0, km);
    if (foundSlots.length > limit) {
      foundSlots.length = limit;
      foundKm.length = limit;
    }
  }

  const index = {
    /** Replaces what the index knows of a user (null: not a driver or biker any more, or deleted). */
    put(id: string, facts: DriverFacts | null) {
      const slot = store.slotOf(id);
      if (!facts || typeCode(facts.type) === 0) {
        if (slot >= 0) {
          ensureSlot(slot);
          leaveMoved(slot);
          inTree[slot] = 0;
          changedAt[slot] = ++changes;
          store.remove(id);
        }
        return;
      }
      // A position is only ever replaced by a newer one (a batch from another instance, a re-read of a row
      // written before this instance's latest update).
      let next = facts;
      if (slot >= 0 && store.hasPosition(slot) && store.seenAt[slot]! >= facts.seenAt) {
        next = {
          ...facts,
          latitude: store.latitude[slot]!,
          longitude: store.longitude[slot]!,
          seenAt: store.seenAt[slot]!,
        };
      }
      const unchanged =
        slot >= 0 &&
        store.type[slot] === typeCode(next.type) &&
        store.latitude[slot] === next.latitude &&
        store.longitude[slot] === next.longitude;
      const stored = store.put(next);
      if (!unchanged) replace(stored);
    },

    /** A new position for a known driver; false when the user is not in the index or it is older. */
    move(id: string, latitude: number, longitude: number, seenAt: number): boolean {
      const slot = store.slotOf(id);
      if (slot < 0 || (store.hasPosition(slot) && store.seenAt[slot]! >= seenAt)) return false;
      store.seenAt[slot] = seenAt;
      if (store.latitude[slot] === latitude && store.longitude[slot] === longitude) return true;
      store.latitude[slot] = latitude;
      store.longitude[slot] = longitude;
      replace(slot);
      return true;
    },

    get(id: string): DriverFacts | undefined {
      const slot = store.slotOf(id);
      return slot < 0 ? undefined : store.factsOf(slot);
    },

    /** The driver's latest position known here (no copy of the rest), or undefined. */
    positionOf(id: string): { latitude: number; longitude: number; seenAt: number } | undefined {
      const slot = store.slotOf(id);
      if (slot < 0 || !store.hasPosition(slot)) return undefined;
      return {
        latitude: store.latitude[slot]!,
        longitude: store.longitude[slot]!,
        seenAt: store.seenAt[slot]!,
      };
    },

    /** Starts building trees whose moved list is large or old (each at most once at a time). */
    maintain(limits: { maxMoved?: number; maxAgeMs?: number } = {}): Promise<void> {
      const builds: Promise<void>[] = [];
      for (let type = 1; type < trees.length; type++) {
        const typeTree = trees[type]!;
        if (typeTree.building) continue;
        const aged = Date.now() - typeTree.builtAt > (limits.maxAgeMs ?? 1000);
        if (
          !typeTree.tree ||
          typeTree.movedCount > (limits.maxMoved ?? 512) ||
          (aged && typeTree.movedCount > 0)
        )
          builds.push(rebuild(type));
      }
      return Promise.all(builds).then(() => undefined);
    },

    /** Sizes every per-driver column for `count` drivers at once (before loading everyone). */
    reserve(count: number) {
      store.reserve(count);
      if (count > inTree.length) resize(count);
    },

    /** Builds every tree now, on this thread (start). */
    rebuildAll() {
      for (let type = 1; type < trees.length; type++) {
        const taken = snapshot(type);
        swapIn(type, buildTree(taken.coords), taken);
      }
    },

    clear() {
      generation++;
      store.clear();
      inTree.fill(0);
      movedAt.fill(-1);
      for (const typeTree of trees) {
        typeTree.movedCount = 0;
        typeTree.takenAt = 0;
      }
      index.rebuildAll();
    },

    size: () => store.size,
    ids: () => store.allIds(),
    /** Drivers waiting in moved lists for the next tree (all types). */
    pendingMoves: () => trees.reduce((sum, typeTree) => sum + typeTree.movedCount, 0),

    /** Nearest first within min(radius, 15 km); the same answer as the SQL nearby query. */
    search(input: SearchInput): NearbyHit[] {
      const type = typeCode(input.vehicleType);
      const typeTree = trees[type]!;
      const radius = Math.min(input.radiusMeters, NEARBY_RADIUS_M);
      const radiusKm = toKdKm(radius);
      const { latitude: lat, longitude: lng } = input.point;
      wantedType = type;
      rule = input;
      searchNow = input.now ?? Date.now();
      keep = input.keep;
      foundSlots.length = 0;
      foundKm.length = 0;
      if (typeTree.tree) {
        treeSlots = typeTree.slots;
        // A hair wider than the radius: the tree compares haversines, the answer filters by distance() below,
        // so a point exactly on the edge is judged one way for tree and moved list alike.
        const search = { lng, lat, limit: input.limit, radiusKm: radiusKm * (1 + 1e-9) };
        nearestWithin(typeTree.tree, typeTree.points, typeTree.density, search, inTreeAndOfferable, fromTree);
        for (let i = 0; i < fromTree.items.length; i++) {
          foundSlots.push(treeSlots[fromTree.items[i]!]!);
          foundKm.push(fromTree.km[i]!);
        }
      }
      // The great-circle distance is at least the latitude difference's arc: a moved driver farther than the
      // radius in latitude alone is outside it, without the haversine (a hair of slack for rounding).
      const maxLatitudeGap = (radiusKm / GEOKDBUSH_EARTH_RADIUS_KM) * (180 / Math.PI) * (1 + 1e-6);
      for (let i = 0; i < typeTree.movedCount; i++) {
        const slot = typeTree.moved[i]!;
        if (Math.abs(store.latitude[slot]! - lat) > maxLatitudeGap) continue;
        const km = distance(lng, lat, store.longitude[slot]!, store.latitude[slot]!);
        if (toMetres(km) <= radius && offerable(slot)) insertFound(slot, km, input.limit);
      }
      keep = undefined;
      const hits: NearbyHit[] = [];
      for (let i = 0; i < foundSlots.length; i++) {
        const slot = foundSlots[i]!;
        const distanceMeters = toMetres(foundKm[i]!);
        if (distanceMeters > radius) continue;
        hits.push({
          id: store.ids[slot]!,
          latitude: store.latitude[slot]!,
          longitude: store.longitude[slot]!,
          distanceMeters,
          shown: store.shownOf(slot),
        });
      }
      return hits;
    },

    /** Bytes held by the trees' own buffers. */
    treeBytes(): number {
      let bytes = 0;
      for (const { tree, slots } of trees) bytes += (tree?.data.byteLength ?? 0) + slots.byteLength;
      return bytes;
    },
  };
  return index;
}

export type LiveIndex = ReturnType<typeof createLiveIndex>;
