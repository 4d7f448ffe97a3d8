// Timing helpers shared by the benchmarks: run a function many times, report percentiles in milliseconds.

export interface Timing {
  samples: number;
  p50: number;
  p99: number;
  mean: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function summarize(durationsMs: number[]): Timing {
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  return { samples: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), mean };
}

/** Time `run` `iterations` times after `warmup` untimed runs. */
export async function measure(
  iterations: number,
  run: (i: number) => Promise<unknown>,
  warmup = 5,
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await run(-1 - i);
  const durations: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run(i);
    durations.push(performance.now() - start);
  }
  return summarize(durations);
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/** A small deterministic random generator, so every run seeds and queries the same points. */
export function seededRandom(seed = 42): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One benchmark of `npm run bench`: prints its own lines and returns rows for the summary. */
export interface Benchmark {
  name: string;
  run(): Promise<Record<string, string | number>[]>;
}
