// What no-bikes zones add to a nearby biker search (docs/zones.md): the pickup's zone lookup, the check for
// zones within reach, and the per-biker filter over the 20 bikers the search returns — with 200 zones of
// 400 points each covering about half of Lagos, so most searches have zones in reach and run the filter.
// Also the trip check a biker fare estimate or ride request makes. Pure CPU on this instance's copy.
import { bikerSearchRules } from '../apps/api/src/modules/zones/enforce';
import type { ZoneShape } from '../apps/api/src/modules/zones/geometry';
import { findTripRestriction } from '../apps/api/src/modules/zones/trip-check';
import { buildZoneIndex, type IndexedZone } from '../apps/api/src/modules/zones/zone-index';
import { type Benchmark, percentile, seededRandom } from './lib/stats';

const ZONES = 200;
const POINTS_PER_ZONE = 400;
const CANDIDATES = 20; // one answer's worth of nearby bikers (NEARBY_LIMIT)
const BIKERS = 2000;
const WEST = 3.0;
const SOUTH = 6.4;
const COLS = 20;
const CELL = 0.05; // ≈ 5.5 km: 20 × 10 cells over Lagos

function makeZones(random: () => number): IndexedZone[] {
  return Array.from({ length: ZONES }, (_, i) => {
    const cx = WEST + (i % COLS) * CELL + CELL / 2;
    const cy = SOUTH + Math.floor(i / COLS) * CELL + CELL / 2;
    const ring = Array.from({ length: POINTS_PER_ZONE }, (_, k) => {
      const angle = (2 * Math.PI * k) / POINTS_PER_ZONE;
      const r = CELL * (0.28 + 0.08 * random()); // a ragged outline, like a real boundary
      return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    });
    ring.push(ring[0]!);
    const geometry: ZoneShape = { type: 'Polygon', coordinates: [ring] };
    const xs = ring.map((p) => p[0]!);
    const ys = ring.map((p) => p[1]!);
    const bbox: IndexedZone['bbox'] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    return { id: `z${i}`, name: `Zone ${i}`, geometry, bbox };
  });
}

function timePerCall(iterations: number, run: (i: number) => unknown): number[] {
  const rounds: number[] = [];
  for (let round = 0; round < 7; round++) {
    const start = performance.now();
    for (let i = 0; i < iterations; i++) run(i);
    rounds.push(((performance.now() - start) / iterations) * 1000);
  }
  return rounds.sort((a, b) => a - b);
}

export const zonesBenchmark: Benchmark = {
  name: 'zones',
  async run() {
    const random = seededRandom(20);
    const index = buildZoneIndex(makeZones(random));
    const point = () => ({
      latitude: SOUTH + random() * CELL * 10,
      longitude: WEST + random() * CELL * COLS,
    });
    // Riders' searches list bikers from one population whose positions change about once a minute.
    const bikers = Array.from({ length: BIKERS }, point);
    const searches = Array.from({ length: 5000 }, () => ({
      pickup: point(),
      destination: point(),
      candidates: Array.from({ length: CANDIDATES }, () => bikers[Math.floor(random() * BIKERS)]!),
    }));
    let restricted = 0;
    let filtered = 0;
    const search = (unseen: boolean) => (i: number) => {
      const s = searches[i % searches.length]!;
      const rules = bikerSearchRules(index, s.pickup, 15_000);
      if ('restriction' in rules) {
        restricted += 1;
        return 0;
      }
      if ('keep' in rules) {
        filtered += 1;
        // Not yet seen: the exact Turf check every time, as for a biker who just moved.
        return s.candidates.filter(unseen ? (p) => index.zoneAt(p) === null : rules.keep!).length;
      }
    };
    const cold = timePerCall(searches.length, search(true));
    restricted = 0;
    filtered = 0;
    const nearby = timePerCall(searches.length, search(false));
    const trip = timePerCall(searches.length, (i) => {
      const s = searches[i % searches.length]!;
      return findTripRestriction(index, s.pickup, s.destination);
    });
    const median = (sorted: number[]) => percentile(sorted, 50);
    return [
      {
        zones: ZONES,
        'points per zone': POINTS_PER_ZONE,
        'pickups inside a zone': `${Math.round((restricted / 7 / searches.length) * 100)} %`,
        'searches filtered per biker': `${Math.round((filtered / 7 / searches.length) * 100)} %`,
        'added per nearby search, ms (median of 7 rounds)': Number((median(nearby) / 1000).toFixed(4)),
        'same, every biker just moved, ms': Number((median(cold) / 1000).toFixed(4)),
        'biker trip check, ms (median)': Number((median(trip) / 1000).toFixed(4)),
      },
    ];
  },
};
