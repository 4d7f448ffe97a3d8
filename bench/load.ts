// Load: autocannon (saturation) and an evenly paced open-model client (the mix, support/paced.ts) on loopback
// against one real API instance per engine,
// seeded with 2 000 bikers and 5 000 riders. Each endpoint alone at saturation, then the realistic mix at a
// fixed arrival rate (2 000 bikers pinging every 5 s, 5 000 riders polling their ride every 5 s and
// searching every 20 s), all with GET /healthz measured in the same run as the baseline. Prints, per engine,
// the median over the runs of each figure, each call's share of /healthz, the mix's achieved share of its
// target rate at each scale (100 % on both engines, 300 % on PostgreSQL by default), and the 1-minute load
// average during each measurement (the machine may be shared).
//   node --import tsx bench/load.ts            (BENCH_ENGINES=pglite,postgres BENCH_RUNS=3 ...)
//   BENCH_SCENARIOS=saturation BENCH_ENDPOINTS=status: one call against healthz, for a quick before/after ratio
//   BENCH_ACCEPT_ENCODING="gzip, deflate, br": every request asks for compressed answers, as a phone does
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import type { Benchmark } from './lib/stats';
import { type CannonResult, fire, median, type Shot } from './support/cannon';
import { firePaced } from './support/paced';
import { postgresAvailable } from './support/postgres';
import { LAGOS, type SeededWorld } from './support/seed';
import { type Engine, startInstance } from './support/world';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const RUNS = env('BENCH_RUNS', 3);
const DURATION_S = env('BENCH_DURATION_S', 10);
const MIX_DURATION_S = env('BENCH_MIX_DURATION_S', 20);
/** Scales of the realistic mix per engine (1 = 1 650 req/s); BENCH_MIX_SCALE sets one scale for both. */
const MIX_SCALES: Record<Engine, number[]> = process.env.BENCH_MIX_SCALE
  ? { pglite: [Number(process.env.BENCH_MIX_SCALE)], postgres: [Number(process.env.BENCH_MIX_SCALE)] }
  : { pglite: [1], postgres: [1, 3] };
const CONNECTIONS = env('BENCH_CONNECTIONS', 16);
/** BENCH_ACCEPT_ENCODING='gzip, deflate, br' asks for compressed answers, as a phone does (default: none). */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING || undefined;
/** saturation (each endpoint alone, as fast as it answers) and/or mix (the fixed-rate realistic mix). */
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'saturation,mix').split(',');
/** BENCH_ENDPOINTS picks the saturation calls (healthz, the baseline, always runs). */
const ENDPOINTS: ('healthz' | 'updatelocation' | 'status' | 'nearby')[] = [
  'healthz',
  ...(['updatelocation', 'status', 'nearby'] as const).filter((endpoint) =>
    (process.env.BENCH_ENDPOINTS ?? 'updatelocation,status,nearby').split(',').includes(endpoint),
  ),
];
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

type Sample = {
  scenario: string;
  endpoint: Endpoint;
  result: CannonResult;
  /** The mix's target rate (req/s) for this endpoint. */
  target?: number;
  /** 1-minute load average at the end of the measurement. */
  load: number;
  /**
   * Saturation: the server process's CPU time per answered request (µs). Unlike req/s it does not depend on
   * how much of the two cores the load generator and other processes got.
   */
  cpuMicrosPerRequest?: number;
};
const loadAverage = () => os.loadavg()[0]!;

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
        const cpuBefore = instance.api.cpuMicros();
        const result = await fire({
          baseUrl,
          next: make[endpoint],
          connections: CONNECTIONS,
          durationS: DURATION_S,
          acceptEncoding: ACCEPT_ENCODING,
        });
        const cpuMicrosPerRequest = (instance.api.cpuMicros() - cpuBefore) / Math.max(result.total, 1);
        samples.push({ scenario: 'saturation', endpoint, result, load: loadAverage(), cpuMicrosPerRequest });
        console.log(
          `[load] ${engine} run ${run} ${endpoint}: ${result.rps} req/s p50 ${result.p50} ms p99 ${result.p99} ms errors ${result.errors}, server CPU ${cpuMicrosPerRequest.toFixed(0)} µs per request (load average ${loadAverage().toFixed(1)})`,
        );
      }
      if (!SCENARIOS.includes('mix')) continue;
      for (const scale of MIX_SCALES[engine]) {
        const scenario = `mix ${Math.round(scale * 100)} %`;
        const mix = await Promise.all(
          (Object.keys(MIX_RATES) as (keyof typeof MIX_RATES)[]).map(async (endpoint) => {
            const rate = Math.round(MIX_RATES[endpoint] * scale);
            // Enough connections to hold the rate at 100 ms per answer; beyond that requests wait for one,
            // and the wait counts in their latency (support/paced.ts).
            const connections = Math.max(8, Math.ceil(rate / 10));
            const result = await firePaced({
              baseUrl,
              next: make[endpoint],
              connections,
              durationS: MIX_DURATION_S,
              rate,
              acceptEncoding: ACCEPT_ENCODING,
            });
            return { scenario, endpoint, result, target: rate, load: loadAverage() } as Sample;
          }),
        );
        for (const sample of mix) {
          samples.push(sample);
          const { rps, p50, p99, errors } = sample.result;
          console.log(
            `[load] ${engine} run ${run} ${scenario} ${sample.endpoint}: ${rps} of ${sample.target} req/s p50 ${p50} ms p99 ${p99} ms errors ${errors} ${JSON.stringify(sample.result.statuses)} (load average ${sample.load.toFixed(1)})`,
          );
        }
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
  const healthz = samples.filter((s) => s.scenario === 'saturation' && s.endpoint === 'healthz');
  const baseline = median(healthz.map((s) => s.result.rps));
  const baselineCpu = median(healthz.map((s) => s.cpuMicrosPerRequest ?? Number.NaN));
  const scenarios = [...new Set(samples.map((s) => s.scenario))];
  for (const scenario of scenarios) {
    for (const endpoint of ['healthz', 'updatelocation', 'status', 'nearby'] as const) {
      const of = samples.filter((s) => s.scenario === scenario && s.endpoint === endpoint);
      if (of.length === 0) continue;
      const results = of.map((s) => s.result);
      const rps = median(results.map((r) => r.rps));
      const target = of[0]!.target;
      const cpu = median(of.map((s) => s.cpuMicrosPerRequest ?? Number.NaN));
      rows.push({
        engine,
        scenario,
        endpoint,
        'req/s': rps,
        'p50 ms': median(results.map((r) => r.p50)),
        'p99 ms': median(results.map((r) => r.p99)),
        errors: results.reduce((sum, r) => sum + r.errors, 0),
        'vs healthz': scenario === 'saturation' ? `${((rps / baseline) * 100).toFixed(1)} %` : '-',
        'CPU µs/req': scenario === 'saturation' ? cpu.toFixed(0) : '-',
        'vs healthz by CPU': scenario === 'saturation' ? `${((baselineCpu / cpu) * 100).toFixed(1)} %` : '-',
        'achieved/target': target ? `${((rps / target) * 100).toFixed(0)} % of ${target}` : '-',
        'load avg': median(of.map((s) => s.load)).toFixed(1),
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
      `\n[load] medians of ${RUNS} run(s); ${DURATION_S} s per endpoint at ${CONNECTIONS} connections; Accept-Encoding ${ACCEPT_ENCODING ?? 'none'}; mix ${MIX_DURATION_S} s at ${JSON.stringify(MIX_SCALES)} × ${JSON.stringify(MIX_RATES)} req/s; goals: nearby ≥ 25 %, updatelocation ≥ 30 %, status ≥ 35 % of healthz; mix achieved = target, p99 ≤ 150 ms, 0 errors`,
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
