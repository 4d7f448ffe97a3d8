// `npm run bench`: runs every registered benchmark and prints a summary. Add a benchmark by exporting a
// `Benchmark` from its own file and listing it here. `npm run bench -- nearby` runs only matching ones.

import { gazetteerBenchmark } from './gazetteer';
import type { Benchmark } from './lib/stats';
import { loadBenchmark } from './load';
import { nearbyBenchmark } from './nearby';
import { publicApiWorldBenchmark } from './public-api-world';
import { sseBenchmark } from './sse';
import { webBenchmark } from './web';
import { zonesBenchmark } from './zones';

const benchmarks: Benchmark[] = [
  gazetteerBenchmark,
  nearbyBenchmark,
  loadBenchmark,
  publicApiWorldBenchmark,
  sseBenchmark,
  webBenchmark,
  zonesBenchmark,
];

const filter = process.argv.slice(2).join(' ').toLowerCase();
const started = performance.now();
for (const benchmark of benchmarks.filter((b) => !filter || b.name.toLowerCase().includes(filter))) {
  console.log(`\n=== ${benchmark.name} ===`);
  const rows = await benchmark.run();
  console.log('');
  console.table(rows);
}
console.log(`\nbenchmarks finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
