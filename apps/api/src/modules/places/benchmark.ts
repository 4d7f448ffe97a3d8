// Benchmark hook for `npm run bench -- gazetteer`: what riders type (the queries that failed before curated
// places), answered by the gazetteer alone and by the starter set merged with it as the geo service does; and
// the cost of one merged search. In-process, no database (the index is built from the starter data file).
import { createPlaceIndex } from '../../providers/geocoding/fuzzy-index';
import { searchGazetteer } from '../../providers/geocoding/gazetteer';
import { mergeSuggestions } from './merge';
import { type CuratedPlace, curatedLabel } from './search';
import { STARTER_PLACES } from './starter-places';

const LAGOS = { latitude: 6.5392, longitude: 3.3842 };
const ABUJA = { latitude: 9.0579, longitude: 7.4951 };

/** [text, rider position, the right first answer's name, and its state as either source writes it]. */
const LAGOS_STATE = /Lagos State/;
const FCT = /Abuja \(FCT\)|Federal Capital Territory/;
export const RIDER_QUERIES: [string, typeof LAGOS, string, RegExp][] = [
  ['Yaba', LAGOS, 'Yaba', LAGOS_STATE],
  ['Ajah', LAGOS, 'Ajah', LAGOS_STATE],
  ['Victoria Island', LAGOS, 'Victoria Island', LAGOS_STATE],
  ['Obalende', LAGOS, 'Obalende', LAGOS_STATE],
  ['Maryland', LAGOS, 'Maryland', LAGOS_STATE],
  ['Gbagada', LAGOS, 'Gbagada', LAGOS_STATE],
  ['Lekki Phase 1', LAGOS, 'Lekki Phase 1', LAGOS_STATE],
  ['Lekki', LAGOS, 'Lekki', LAGOS_STATE],
  ['Unilag', LAGOS, 'Unilag', LAGOS_STATE],
  ['airport', LAGOS, 'Murtala Muhammed Airport', LAGOS_STATE],
  ['Maitama', ABUJA, 'Maitama', FCT],
  ['Kubwa', ABUJA, 'Kubwa', FCT],
  ['Wuse', ABUJA, 'Wuse', FCT],
  ['Garki', ABUJA, 'Garki', FCT],
  ['Yabba', LAGOS, 'Yaba', LAGOS_STATE],
  ['Lekky', LAGOS, 'Lekki', LAGOS_STATE],
  ['Ikeja', LAGOS, 'Ikeja', LAGOS_STATE],
  ['Port Harcourt', LAGOS, 'Port Harcourt', /Rivers State/],
];

export function benchmarkPlaceSearch(iterations = 2000) {
  const index = createPlaceIndex<CuratedPlace>(
    STARTER_PLACES.map((p) => ({
      names: [p.name, ...p.aliases],
      importance: p.category === 'airport' ? 5 : 4.5,
      latitude: p.latitude,
      longitude: p.longitude,
      suggestion: { name: curatedLabel(p.name, p.state), latitude: p.latitude, longitude: p.longitude },
    })),
  );
  const merged = (q: string, near: typeof LAGOS) => {
    const curated = index.search({ q, near, limit: 5 });
    const others = searchGazetteer({ q, near, limit: 5 });
    return mergeSuggestions(
      q,
      curated.map(({ place, tier }) => ({ suggestion: place.suggestion, names: place.names, tier })),
      others,
    );
  };
  const right = (list: { name: string }[], name: string, state: RegExp) => {
    const [first = '', ...rest] = (list[0]?.name ?? '').split(', ');
    return first === name && state.test(rest.join(', '));
  };
  let gazetteerRight = 0;
  let mergedRight = 0;
  for (const [q, near, name, state] of RIDER_QUERIES) {
    if (right(searchGazetteer({ q, near, limit: 5 }), name, state)) gazetteerRight++;
    if (right(merged(q, near), name, state)) mergedRight++;
  }
  const start = performance.now();
  for (let i = 0; i < iterations; i++) {
    const [q, near] = RIDER_QUERIES[i % RIDER_QUERIES.length]!;
    merged(q, near);
  }
  const mergedMicrosPerQuery = ((performance.now() - start) * 1000) / iterations;
  return { queries: RIDER_QUERIES.length, gazetteerRight, mergedRight, mergedMicrosPerQuery };
}
