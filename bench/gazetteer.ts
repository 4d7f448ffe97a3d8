// The offline gazetteer's cost per place search and per reverse lookup: the work every geo request does when
// no provider is configured or one has failed. Median of 5 rounds of 2 000 queries each.
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
    return [
      {
        places: rounds[0]!.places,
        'search µs (median)': Number(median(rounds.map((r) => r.searchMicrosPerQuery)).toFixed(1)),
        'reverse µs (median)': Number(median(rounds.map((r) => r.reverseMicrosPerQuery)).toFixed(1)),
      },
    ];
  },
};
