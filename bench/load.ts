// Load: autocannon on loopback against one real API instance per engine,
// seeded with 2 000 bikers and 5 000 riders. Each endpoint alone at saturation, then the realistic mix at a
// fixed arrival rate (2 000 bikers pinging every 5 s, 5 000 riders polling their ride every 5 s and
// searching every 20 s), all with GET /healthz measured in the same run as the baseline.
//   node --import tsx bench/load.ts            (BENCH_ENGINES=pglite,postgres BENCH_RUNS=3 ...)
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import type { Benchmark } from './lib/stats';
import { type CannonResult, fire, median, type Shot } from './support/cannon';
import { postgresAvailable } from './support/postgres';
import { LAGOS, type SeededWorld } from './support/seed';
import { type Engine, startInstance } from './support/world';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const RUNS = env('BENCH_RUNS', 3);
const DURATION_S = env('BENCH_DURATION_S', 10);
const MIX_DURATION_S = env('BENCH_MIX_DURATION_S', 20);
const MIX_SCALE = env('BENCH_MIX_SCALE', 0.1);
const CONNECTIONS = env('BENCH_CONNECTIONS', 16);
/** saturation (each endpoint alone, as fast as it answers) and/or mix (the fixed-rate realistic mix). */
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'saturation,mix').split(',');
const ENDPOINTS = ['healthz', 'updatelocation', 'status', 'nearby'] as const;
const SEED = { bikers: 2000, riders: 5000, acceptedRides: 500, requestedRides: true };
const PORTS: Record<Engine, number> = { pglite: 3110, postgres: 3111 };
/** Requests per second of the realistic mix at full scale. */
const MIX_RATES = { updatelocation: 2000 / 5, status: 5000 / 5, nearby: 5000 / 20 };

type Endpoint = 'healthz' | 'updatelocation' | 'status' | 'nearby';
const jitter = (spread: number) => (Math.random() * 2 - 1) * spread;

function shots(world: SeededWorld): Record<Endpoint, (n: number) => Shot> {
  const { bikers, riders, rideIds } = world;
  return {
    healthz: () => ({ method: 'GET', path: '/healthz' }),
    updatelocation: (n) => ({
      method: 'PUT',
      path: '/api/rider/updatelocation',
      token: bikers[n % bikers.length]!.token,
      body: { latitude: LAGOS.latitude + jitter(0.07), longitude: LAGOS.longitude + jitter(0.07) },
    }),
    status: (n) => ({
      method: 'GET',
      path: `/api/status/${rideIds[n % riders.length]}`,
      token: riders[n % riders.length]!.token,
    }),
    nearby: (n) => ({
      method: 'POST',
      path: '/api/rider/getonlinebikers',
      token: riders[n % riders.length]!.token,
      body: {
        latitude: LAGOS.latitude + jitter(0.05),
        longitude: LAGOS.longitude + jitter(0.05),
        radiusInMeters: 5000,
      },
    }),
  };
}

type Sample = { scenario: string; endpoint: Endpoint; result: CannonResult };

async function runEngine(engine: Engine): Promise<Sample[]> {
  console.log(`\n[load] ${engine}: seeding ${SEED.bikers} bikers, ${SEED.riders} riders, starting the API…`);
  const instance = await startInstance(engine, PORTS[engine], SEED);
  const samples: Sample[] = [];
  const baseUrl = instance.api.baseUrl;
  const make = shots(instance.world);
  try {
    for (let run = 1; run <= RUNS; run++) {
      const saturation = SCENARIOS.includes('saturation') ? ENDPOINTS : (['healthz'] as const);
      for (const endpoint of saturation) {
        const result = await fire({
          baseUrl,
          next: make[endpoint],
          connections: CONNECTIONS,
          durationS: DURATION_S,
        });
        samples.push({ scenario: 'saturation', endpoint, result });
        console.log(
          `[load] ${engine} run ${run} ${endpoint}: ${result.rps} req/s p50 ${result.p50} ms p99 ${result.p99} ms errors ${result.errors}`,
        );
      }
      if (!SCENARIOS.includes('mix')) continue;
      const mix = await Promise.all(
        (Object.keys(MIX_RATES) as (keyof typeof MIX_RATES)[]).map(async (endpoint) => {
          const rate = Math.round(MIX_RATES[endpoint] * MIX_SCALE);
          // Enough connections to hold the rate even at 500 ms per answer (a fixed arrival rate).
          const connections = Math.max(8, Math.ceil(rate / 2));
          const result = await fire({
            baseUrl,
            next: make[endpoint],
            connections,
            durationS: MIX_DURATION_S,
            rate,
          });
          return { scenario: 'mix', endpoint, result } as Sample;
        }),
      );
      for (const sample of mix) {
        samples.push(sample);
        const { rps, p50, p99, errors } = sample.result;
        console.log(
          `[load] ${engine} run ${run} mix ${sample.endpoint}: ${rps} req/s p50 ${p50} ms p99 ${p99} ms errors ${errors}`,
        );
      }
    }
    console.log(
      `[load] ${engine}: server RSS after the runs ${Math.round(instance.api.rssKiB() / 1024)} MiB`,
    );
  } finally {
    await instance.cleanup();
  }
  return samples;
}

type Row = Record<string, string | number>;

function summarize(engine: Engine, samples: Sample[]): Row[] {
  const rows: Row[] = [];
  const baseline = median(samples.filter((s) => s.endpoint === 'healthz').map((s) => s.result.rps));
  for (const scenario of ['saturation', 'mix']) {
    for (const endpoint of ['healthz', 'updatelocation', 'status', 'nearby'] as const) {
      const of = samples
        .filter((s) => s.scenario === scenario && s.endpoint === endpoint)
        .map((s) => s.result);
      if (of.length === 0) continue;
      const rps = median(of.map((r) => r.rps));
      rows.push({
        engine,
        scenario,
        endpoint,
        'req/s': rps,
        'p50 ms': median(of.map((r) => r.p50)),
        'p99 ms': median(of.map((r) => r.p99)),
        errors: of.reduce((sum, r) => sum + r.errors, 0),
        'vs healthz': scenario === 'saturation' ? `${((rps / baseline) * 100).toFixed(1)} %` : '-',
      });
    }
  }
  return rows;
}

/** Markdown, as pasted into docs/quality.md. */
export function markdownTable(rows: Row[]): string {
  if (rows.length === 0) return '(no rows)';
  const keys = Object.keys(rows[0]!);
  return [`| ${keys.join(' | ')} |`, `|${keys.map(() => '---').join('|')}|`]
    .concat(rows.map((row) => `| ${keys.map((k) => row[k]).join(' | ')} |`))
    .join('\n');
}

export const loadBenchmark: Benchmark = {
  name: 'load (autocannon, API over HTTP)',
  async run() {
    const wanted = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
    const rows: Row[] = [];
    for (const engine of wanted) {
      if (engine === 'postgres' && !(await postgresAvailable())) {
        console.log('[load] postgres: no server at BENCH_POSTGRES_URL, skipped');
        continue;
      }
      const before = os.loadavg()[0]!.toFixed(1);
      const samples = await runEngine(engine);
      console.log(
        `[load] ${engine}: load average (1 min) ${before} before, ${os.loadavg()[0]!.toFixed(1)} after`,
      );
      if (samples.some((s) => s.result.errors > 0)) {
        console.log(`[load] ${engine}: ERRORS recorded (non-2xx, timeouts or connection errors), see above`);
        process.exitCode = 1;
      }
      rows.push(...summarize(engine, samples));
    }
    console.log(
      `\n[load] ${RUNS} run(s); ${DURATION_S} s per endpoint at ${CONNECTIONS} connections; mix ${MIX_DURATION_S} s at ${MIX_SCALE} x ${JSON.stringify(MIX_RATES)} req/s`,
    );
    console.log(markdownTable(rows));
    return rows;
  },
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  loadBenchmark.run().then(
    () => process.exit(process.exitCode ?? 0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
