// SSE fan-out: 5 000 concurrent GET /api/events streams on one API instance on PostgreSQL, one
// `notification` event per user written the way publishEvent writes it (event_log row + pg_notify, here for
// every user in ONE statement, so all are committed at one instant), and the time until each stream has it.
// Memory per stream = (server RSS with the streams open − RSS before) ÷ streams.
//   node --import tsx bench/sse.ts          (BENCH_SSE_STREAMS=5000 BENCH_SSE_ROUNDS=3)
import { execSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import type { Benchmark } from './lib/stats';
import { percentile } from './lib/stats';
import { postgresAvailable } from './support/postgres';
import { sleep } from './support/server';
import { openStreams } from './support/sse-client';
import { startInstance } from './support/world';

const STREAMS = Number(process.env.BENCH_SSE_STREAMS ?? 5000);
const ROUNDS = Number(process.env.BENCH_SSE_ROUNDS ?? 3);
const PORT = 3112;

function fdLimit(): number {
  try {
    return Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
  } catch {
    return 1024;
  }
}

export const sseBenchmark: Benchmark = {
  name: 'sse fan-out (5 000 streams, PostgreSQL)',
  async run() {
    if (!(await postgresAvailable())) {
      console.log('[sse] no PostgreSQL at BENCH_POSTGRES_URL: skipped (the fan-out is injected by SQL)');
      return [];
    }
    // Server and client each hold one descriptor per stream; keep a margin for the pool and files.
    const limit = fdLimit();
    const streams = Math.min(STREAMS, limit - 200);
    if (streams < STREAMS) console.log(`[sse] ulimit -n is ${limit}: scaled down to ${streams} streams`);
    const instance = await startInstance('postgres', PORT, { prefix: 'sse', bikers: 1, riders: streams });
    const rows: Record<string, string | number>[] = [];
    try {
      const { api, world, database } = instance;
      await sleep(2000);
      const rssBefore = api.rssKiB();
      let marker: string | undefined;
      const openedAt = performance.now();
      const clients = await openStreams(
        world.riders.map((rider) => `${api.baseUrl}/api/events?token=${rider.token}`),
        { concurrency: 200, marker: () => marker },
      );
      const openMs = performance.now() - openedAt;
      await sleep(3000);
      const rssAfter = api.rssKiB();
      const perStreamKiB = (rssAfter - rssBefore) / streams;
      console.log(
        `[sse] ${streams} streams open in ${(openMs / 1000).toFixed(1)} s; server RSS ${Math.round(rssBefore / 1024)} → ${Math.round(rssAfter / 1024)} MiB = ${perStreamKiB.toFixed(1)} KiB per stream`,
      );
      for (let round = 1; round <= ROUNDS; round++) {
        marker = `fan-out-${process.pid}-${round}-${Date.now()}`;
        for (const client of clients) client.markedAt = undefined;
        const start = performance.now();
        await database!.query(
          `WITH ins AS (
             INSERT INTO event_log (user_id, type, payload)
             SELECT id, 'notification', jsonb_build_object('_id', gen_random_uuid(), 'message', $1::text, 'createdAt', now())
             FROM users WHERE username LIKE 'sse\\_r\\_%' RETURNING id, user_id)
           SELECT count(pg_notify('waka_events', json_build_object('id', id, 'userId', user_id)::text)) FROM ins`,
          [marker],
        );
        const committed = performance.now() - start;
        const deadline = Date.now() + 60_000;
        while (clients.some((c) => c.markedAt === undefined) && Date.now() < deadline) await sleep(20);
        const times = clients
          .filter((c) => c.markedAt !== undefined)
          .map((c) => c.markedAt! - start)
          .sort((a, b) => a - b);
        const row = {
          round,
          streams,
          received: times.length,
          'commit ms': Math.round(committed),
          'p50 ms': Math.round(percentile(times, 50)),
          'p99 ms': Math.round(percentile(times, 99)),
          'max ms': Math.round(times.at(-1) ?? Number.NaN),
          'within 1 s': `${((times.filter((t) => t <= 1000).length / streams) * 100).toFixed(1)} %`,
          'KiB/stream': perStreamKiB.toFixed(1),
        };
        rows.push(row);
        console.log(`[sse] round ${round}: ${JSON.stringify(row)}`);
        if (times.length < streams) process.exitCode = 1;
        await sleep(2000);
      }
      const dropped = clients.filter((c) => c.closed).length;
      if (dropped > 0) console.log(`[sse] ${dropped} streams were closed by the server during the run`);
      for (const client of clients) client.close();
    } finally {
      await instance.cleanup();
    }
    return rows;
  },
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  sseBenchmark.run().then(
    (rows) => {
      console.table(rows);
      process.exit(process.exitCode ?? 0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
