// The offline gazetteer's cost per place search and per reverse lookup: the work every geo request does when
// no provider is configured or one has failed. Median of 5 rounds of 2 000 queries each. Then what riders type
// (neighbourhoods, landmarks, typos): right first answers from the gazetteer alone and merged with the curated
// starter set, and the cost of that merged search.
import { benchmarkPlaceSearch } from '../apps/api/src/modules/places/benchmark';
import { benchmarkGazetteer } from '../apps/api/src/providers/geocoding/benchmark';
import { type Benchmark, percentile } from './lib/stats';

export const gazetteerBenchmark: Benchmark = {
  name: 'gazetteer',
  async run() {
    const rounds = Array.from({ length: 5 }, () => benchmarkGazetteer(2000));
    const median = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      );
    const places = Array.from({ length: 5 }, () => benchmarkPlaceSearch(2000));
    const quality = places[0]!;
    return [
      {
        places: rounds[0]!.places,
        'search µs (median)': Number(median(rounds.map((r) => r.searchMicrosPerQuery)).toFixed(1)),
        'reverse µs (median)': Number(median(rounds.map((r) => r.reverseMicrosPerQuery)).toFixed(1)),
        'rider queries': quality.queries,
        'right first: gazetteer': quality.gazetteerRight,
        'right first: + curated': quality.mergedRight,
        'merged search µs (median)': Number(median(places.map((r) => r.mergedMicrosPerQuery)).toFixed(1)),
      },
    ];
  },
};
