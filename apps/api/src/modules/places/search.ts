// Search over the operator's curated places: an in-memory index per database (fuzzy-index.ts), rebuilt when
// the table's fingerprint changes, so an edit in the console is searchable at once on every instance.
import type { PlaceCategory } from '@waka/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { places } from '../../db/schema';
import {
  createPlaceIndex,
  type IndexedPlace,
  type PlaceIndex,
  type RankedPlace,
} from '../../providers/geocoding/fuzzy-index';
import type { GeoPoint, PlaceSuggestion } from '../../providers/geocoding/types';

/** How much a category counts against distance (same log scale as a town's population in the gazetteer). */
const CATEGORY_IMPORTANCE: Record<PlaceCategory, number> = {
  airport: 5,
  neighbourhood: 4.5,
  campus: 4.2,
  market: 4.2,
  landmark: 4,
  bus_stop: 3.8,
};

export interface CuratedPlace extends IndexedPlace {
  suggestion: PlaceSuggestion;
}

/** "Wuse, Abuja (FCT)", "Yaba, Lagos State": the qualifier riders use. */
export function curatedLabel(name: string, state: string): string {
  return `${name}, ${state === 'Federal Capital Territory' ? 'Abuja (FCT)' : `${state} State`}`;
}

interface Cached {
  fingerprint: string;
  index: PlaceIndex<CuratedPlace>;
}
const caches = new WeakMap<object, Cached>();

/** Count, newest edit and the sum of every edit time: any create, update or delete changes it. */
async function fingerprint(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({
      value: sql<string>`count(*)::text || '|' || coalesce(max(${places.updatedAt})::text, '-') || '|' ||
        coalesce(sum(extract(epoch from ${places.updatedAt}))::text, '0')`,
    })
    .from(places);
  return row?.value ?? '';
}

async function indexFor(db: DbOrTx): Promise<PlaceIndex<CuratedPlace>> {
  const current = await fingerprint(db);
  const cached = caches.get(db);
  if (cached?.fingerprint === current) return cached.index;
  const rows = await db.select().from(places).where(eq(places.active, true));
  const index = createPlaceIndex<CuratedPlace>(
    rows.map((row) => ({
      names: [row.name, ...row.aliases],
      importance: CATEGORY_IMPORTANCE[row.category as PlaceCategory] ?? 4,
      latitude: row.latitude,
      longitude: row.longitude,
      suggestion: {
        name: curatedLabel(row.name, row.state),
        latitude: row.latitude,
        longitude: row.longitude,
      },
    })),
  );
  caches.set(db, { fingerprint: current, index });
  return index;
}

/** Ranked curated matches; `exactOnly` for two-letter queries, which may only name an alias ("VI"). */
export async function searchCuratedPlaces(
  db: DbOrTx,
  query: { q: string; near?: GeoPoint; limit: number; exactOnly?: boolean },
): Promise<RankedPlace<CuratedPlace>[]> {
  return (await indexFor(db)).search(query);
}
