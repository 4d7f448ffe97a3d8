// What the live dispatch index knows per driver, as columns (docs/decisions/124): one slot per driver, the
// id interned once (the map key and the slot's id are the same string), position, seen time and every
// criterion's fact in typed arrays, the presentation fields in one plain array per field. No object per
// driver: at 100 000 drivers this is a few tens of bytes a driver instead of several hundred, and the
// garbage collector has almost nothing to walk. Freed slots are reused.
import { VEHICLE_ROLES, type VehicleRole } from '@waka/shared';
import {
  type DriverFacts,
  type DriverView,
  FACTS,
  passesDriverCriteria,
  SHOWN_NAMES,
} from '../drivers/availability';

/** Vehicle types by code; code 0 is a free slot. */
export const TYPE_OF_CODE: readonly (VehicleRole | null)[] = [null, ...VEHICLE_ROLES];
export const typeCode = (type: string | null): number =>
  type === null ? 0 : Math.max(0, TYPE_OF_CODE.indexOf(type as VehicleRole));

const FACT_NAMES = FACTS.map(([name]) => name);
const IS_FLAG = FACTS.map(([, fact]) => fact.kind === 'flag');

type Column = Float64Array | Uint8Array;

function grown<T extends Float64Array | Uint8Array | Int32Array>(array: T, capacity: number): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array);
  return next;
}

export function createDriverStore(initialCapacity = 1024) {
  const slotOf = new Map<string, number>();
  const free: number[] = [];
  let capacity = Math.max(16, initialCapacity);
  let used = 0;
  const store = {
    /** Slot → id (undefined for a free slot). */
    ids: [] as (string | undefined)[],
    /** Slot → vehicle type code (TYPE_OF_CODE), 0 when free. */
    type: new Uint8Array(capacity),
    /** NaN while the driver has no position. */
    latitude: new Float64Array(capacity),
    longitude: new Float64Array(capacity),
    /** ms since the epoch; 0 without a position. */
    seenAt: new Float64Array(capacity),
    /** 1 when the criteria judged on the driver's own facts pass (set by put(); the search judges the rest). */
    eligible: new Uint8Array(capacity),
    /** Per fact: flags as 0/1 (Uint8Array), numbers as float64 (NaN for NULL). */
    facts: Object.fromEntries(
      FACTS.map(([name, fact]) => [
        name,
        fact.kind === 'flag' ? new Uint8Array(capacity) : new Float64Array(capacity),
      ]),
    ) as Record<string, Column>,
    shown: Object.fromEntries(SHOWN_NAMES.map((name) => [name, [] as unknown[]])) as Record<
      string,
      unknown[]
    >,

    /** Slots ever used (every live slot is below this). */
    get span() {
      return used;
    },
    get size() {
      return slotOf.size;
    },
    slotOf: (id: string): number => slotOf.get(id) ?? -1,
    allIds: () => [...slotOf.keys()],

    /** Stores a driver (new slot, or the one it has); returns its slot. */
    put(facts: DriverFacts): number {
      let slot = slotOf.get(facts.id);
      if (slot === undefined) {
        slot = free.pop() ?? used++;
        if (slot >= capacity) grow(capacity * 2);
        slotOf.set(facts.id, slot);
        store.ids[slot] = facts.id;
      }
      store.type[slot] = typeCode(facts.type);
      store.latitude[slot] = facts.latitude;
      store.longitude[slot] = facts.longitude;
      store.seenAt[slot] = facts.seenAt;
      // Index loops over precomputed lists (a load puts 100 000 drivers: keyed reads of the column records
      // were most of a put).
      for (let at = 0; at < FACTS.length; at++) {
        const value = facts.facts[FACT_NAMES[at]!];
        factColumns[at]![slot] = IS_FLAG[at]
          ? value === true
            ? 1
            : 0
          : value === null
            ? Number.NaN
            : Number(value);
      }
      for (let at = 0; at < SHOWN_NAMES.length; at++)
        shownColumns[at]![slot] = facts.shown[SHOWN_NAMES[at]!] ?? null;
      store.eligible[slot] = passesDriverCriteria(store.view(slot)) ? 1 : 0;
      return slot;
    },

    /** Forgets a driver; returns the slot it had, or -1. */
    remove(id: string): number {
      const slot = slotOf.get(id);
      if (slot === undefined) return -1;
      slotOf.delete(id);
      store.ids[slot] = undefined;
      store.type[slot] = 0;
      store.eligible[slot] = 0;
      store.latitude[slot] = Number.NaN;
      store.longitude[slot] = Number.NaN;
      for (const name of SHOWN_NAMES) store.shown[name]![slot] = null;
      free.push(slot);
      return slot;
    },

    hasPosition: (slot: number) => !Number.isNaN(store.latitude[slot]!),

    /** The criteria's view of one slot. One object, re-pointed: valid until the next call. */
    view(slot: number): DriverView {
      cursor.slot = slot;
      cursor.type = TYPE_OF_CODE[store.type[slot]!] ?? null;
      cursor.seenAt = store.seenAt[slot]!;
      return cursor;
    },

    /** The presentation fields of one slot (a new object: it becomes part of an answer). */
    shownOf(slot: number): Record<string, unknown> {
      const shown: Record<string, unknown> = {};
      for (let at = 0; at < SHOWN_NAMES.length; at++) shown[SHOWN_NAMES[at]!] = shownColumns[at]![slot];
      return shown;
    },

    /** One driver as DriverFacts (a copy; not for the hot path). */
    factsOf(slot: number): DriverFacts {
      const facts: Record<string, unknown> = {};
      for (const [name, fact] of FACTS) {
        const value = store.facts[name]![slot]!;
        facts[name] = fact.kind === 'flag' ? value === 1 : Number.isNaN(value) ? null : value;
      }
      return {
        id: store.ids[slot]!,
        type: TYPE_OF_CODE[store.type[slot]!] ?? null,
        latitude: store.latitude[slot]!,
        longitude: store.longitude[slot]!,
        seenAt: store.seenAt[slot]!,
        facts,
        shown: store.shownOf(slot),
      };
    },

    clear() {
      for (const id of [...slotOf.keys()]) store.remove(id);
    },

    /** Room for `count` drivers in all, exactly (a load of everyone sizes the columns once, no spare half). */
    reserve(count: number) {
      if (count > capacity) grow(count);
    },
  };

  // A criterion asks for a fact by name; the name is resolved through a Map to its column (a keyed read of
  // `store.facts` per call would be a megamorphic property lookup: the predicate runs for every point a search
  // visits, so this is the search's hot path).
  const factByName = new Map(
    FACTS.map(([name, fact], at) => [name, { at, flag: fact.kind === 'flag' }] as const),
  );
  /** The fact columns in FACTS order (the same arrays as store.facts; grow() refills it). */
  const factColumns: Column[] = FACTS.map(([name]) => store.facts[name]!);
  /** The shown-field arrays in SHOWN_NAMES order (the same arrays as store.shown). */
  const shownColumns: unknown[][] = SHOWN_NAMES.map((name) => store.shown[name]!);
  const cursor = {
    slot: 0,
    type: null as string | null,
    seenAt: 0,
    fact(name: string): boolean | number {
      const fact = factByName.get(name)!;
      const value = factColumns[fact.at]![this.slot]!;
      return fact.flag ? value === 1 : value;
    },
  };

  function grow(to: number) {
    capacity = to;
    store.type = grown(store.type, capacity);
    store.latitude = grown(store.latitude, capacity);
    store.longitude = grown(store.longitude, capacity);
    store.seenAt = grown(store.seenAt, capacity);
    store.eligible = grown(store.eligible, capacity);
    FACTS.forEach(([name], at) => {
      store.facts[name] = grown(store.facts[name]!, capacity);
      factColumns[at] = store.facts[name]!;
    });
  }

  return store;
}

export type DriverStore = ReturnType<typeof createDriverStore>;

/** Rough bytes held by the columns (typed arrays only; strings and the id map are measured as heap). */
export function columnBytes(store: DriverStore): number {
  let bytes = store.type.byteLength + store.eligible.byteLength + store.latitude.byteLength * 3;
  for (const column of Object.values(store.facts)) bytes += column.byteLength;
  return bytes;
}
