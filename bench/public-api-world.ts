// The hot calls as someone outside the project would measure them: the built app started the way `npm start`
// starts it (every request logged at info), a world built only through the public API — twelve
// bikers who register, verify the e-mailed code, upload documents, are approved by the operator, fund their
// wallets through the sandbox checkout and send a position, and one rider with a requested ride — then
// autocannon on /healthz and the three hot calls, rounds alternated. Prints each call's share of /healthz.
// `load.ts` seeds thousands of users by SQL for the saturation and mix runs; this one checks that the same
// shares hold on the public path, where per-address limits on registration and uploads keep a world small.
//   npm run bench -- public          (BENCH_ENGINES=pglite,postgres BENCH_ACCEPT_ENCODING="gzip, deflate, br"
//                                     BENCH_PUBLIC_SKIP_BUILD=1 reuses the build)
import { execSync } from 'node:child_process';
import os from 'node:os';
import { type Account, createAccount, createReadyBiker } from '../e2e/rider-api-setup';
import { api } from '../e2e/support/api';
import { startApp } from '../e2e/support/server';
import type { Benchmark } from './lib/stats';
import { fire, median, type Shot } from './support/cannon';
import { createBenchDatabase, postgresAvailable } from './support/postgres';
import { ROOT } from './support/server';
import type { Engine } from './support/world';

const BIKERS = 12;
const ROUNDS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING || undefined;
const LAGOS = { latitude: 6.5244, longitude: 3.3792 };
const CALLS = ['healthz', 'updatelocation', 'status', 'nearby'] as const;

async function measure(engine: Engine) {
  const database = engine === 'postgres' ? await createBenchDatabase('public') : undefined;
  // npm start's default: every request logged at info (written, then dropped here).
  const env = { LOG_LEVEL: 'info', ...(database ? { DATABASE_URL: database.url } : {}) };
  const app = await startApp(env, { appOutput: 'ignore' });
  try {
    const bikers: Account[] = [];
    for (let i = 0; i < BIKERS; i++) {
      const at = {
        latitude: LAGOS.latitude + (i % 4) * 0.004,
        longitude: LAGOS.longitude + (i >> 2) * 0.004,
      };
      bikers.push(await createReadyBiker(app, at));
    }
    const rider = await createAccount(app, 'Ada Obi');
    const location = { type: 'Point', coordinates: [LAGOS.longitude, LAGOS.latitude] };
    await api(app, '/api/rider/extra-details', {
      token: rider.token,
      body: { preferredType: 'rider', location },
    });
    const { ride } = await api<{ ride: { _id: string } }>(app, '/api/requestride', {
      token: rider.token,
      body: {
        pickupLocation: LAGOS,
        destinationLocation: { latitude: 6.45, longitude: 3.4 },
        driverId: bikers[1]!.id,
        preferredType: 'biker',
        notes: '',
      },
    });
    const search = { ...LAGOS, radiusInMeters: 5000 };
    const found = await api<{ bikers: unknown[] }>(app, '/api/rider/getonlinebikers', {
      token: rider.token,
      body: search,
    });
    console.log(
      `[public] ${engine}: ${BIKERS} bikers made through the API, ${found.bikers.length} found nearby`,
    );
    const shots: Record<(typeof CALLS)[number], (n: number) => Shot> = {
      healthz: () => ({ method: 'GET', path: '/healthz' }),
      updatelocation: (n) => ({
        method: 'PUT',
        path: '/api/rider/updatelocation',
        token: bikers[n % BIKERS]!.token,
        body: { latitude: LAGOS.latitude + (n % 97) * 1e-4, longitude: LAGOS.longitude + (n % 89) * 1e-4 },
      }),
      // One of the twelve took no ride; the rider's request went to another.
      status: () => ({ method: 'GET', path: `/api/status/${ride._id}`, token: rider.token }),
      nearby: () => ({
        method: 'POST',
        path: '/api/rider/getonlinebikers',
        token: rider.token,
        body: search,
      }),
    };
    const rates: Record<string, number[]> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const call of CALLS) {
        const result = await fire({
          baseUrl: app.baseUrl,
          next: shots[call],
          connections: 16,
          durationS: DURATION_S,
          acceptEncoding: ACCEPT_ENCODING,
        });
        if (result.errors > 0)
          throw new Error(`${call}: ${result.errors} errors ${JSON.stringify(result.statuses)}`);
        rates[call] = [...(rates[call] ?? []), result.rps];
      }
    }
    return rates;
  } finally {
    await app.stop();
    await database?.drop();
  }
}

export const publicApiWorldBenchmark: Benchmark = {
  name: 'public API world (the built app, as npm start runs it)',
  async run() {
    if (!process.env.BENCH_PUBLIC_SKIP_BUILD) execSync('npm run build', { cwd: ROOT, stdio: 'ignore' });
    const rows: Record<string, string | number>[] = [];
    for (const engine of (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[]) {
      if (engine === 'postgres' && !(await postgresAvailable())) continue;
      const before = os.loadavg()[0]!.toFixed(1);
      const rates = await measure(engine);
      const healthz = median(rates.healthz!);
      for (const call of CALLS) {
        const rps = median(rates[call]!);
        const share = `${((100 * rps) / healthz).toFixed(1)} %`;
        console.log(
          `[public] ${engine} ${call}: ${rates[call]!.join(', ')} req/s, median ${rps}, ${share} of healthz`,
        );
        rows.push({ engine, call, 'req/s': rps, 'vs healthz': share, 'load avg': before });
      }
    }
    return rows;
  },
};
