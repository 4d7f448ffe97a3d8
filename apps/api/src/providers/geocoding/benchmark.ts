// Benchmark hook for `npm run bench` (bench/ owner calls it): the gazetteer's cost per search and reverse,
// the work every request does when no provider is configured or one has failed. Not used by tests for timing.
import { loadGazetteer, reverseGazetteer, searchGazetteer } from './gazetteer';

const QUERIES = ['Ike', 'Port Har', 'Abuja', 'kano', 'Ìbàdàn', 'Yaba', 'Lekki', 'Enug', 'zzz', 'Benin City'];

export interface GazetteerBenchmark {
  places: number;
  loadMs: number;
  searchMicrosPerQuery: number;
  reverseMicrosPerQuery: number;
}

export function benchmarkGazetteer(iterations = 2000): GazetteerBenchmark {
  const loadStart = performance.now();
  const places = loadGazetteer().length;
  const loadMs = performance.now() - loadStart;
  const near = { latitude: 6.5244, longitude: 3.3792 };

  let start = performance.now();
  for (let i = 0; i < iterations; i++) {
    searchGazetteer({ q: QUERIES[i % QUERIES.length] ?? 'Ike', near, limit: 5 });
  }
  const searchMicrosPerQuery = ((performance.now() - start) * 1000) / iterations;

  start = performance.now();
  for (let i = 0; i < iterations; i++) {
    // Spread points over Nigeria's bounding box so no answer is trivially repeated.
    reverseGazetteer({ latitude: 4.3 + ((i * 7) % 95) / 10, longitude: 2.7 + ((i * 13) % 120) / 10 });
  }
  const reverseMicrosPerQuery = ((performance.now() - start) * 1000) / iterations;
  return { places, loadMs, searchMicrosPerQuery, reverseMicrosPerQuery };
}
