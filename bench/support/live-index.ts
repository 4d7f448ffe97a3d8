// The live dispatch index measured on a seeded database (bench/nearby.ts): load time at start, heap held,
// search percentiles (with and without moves waiting for the next tree build), answers checked against the
// SQL truth; and one batched position write.
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { createLiveIndex } from '../../apps/api/src/modules/dispatch/live-index';
import { loadAllDrivers } from '../../apps/api/src/modules/dispatch/load-all';
import { createPositionWriter } from '../../apps/api/src/modules/dispatch/positions';
import { queryRows } from '../../apps/api/src/modules/drivers/availability';
import {
  findNearbyDrivers,
  NEARBY_LIMIT,
  type NearbyInput,
} from '../../apps/api/src/modules/drivers/service';
import { seededRandom, summarize, type Timing } from '../lib/stats';

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const ROUNDS = 5;
const SEARCHES_PER_ROUND = 10_000;

export interface Rounds {
  /** Median over the rounds of each round's p50 and p99. */
  p50: number;
  p99: number;
  samples: number;
  rounds: Timing[];
}

/** ROUNDS rounds of SEARCHES_PER_ROUND timed searches after a warm-up; medians of the rounds' percentiles. */
function timeSearches(run: (i: number) => unknown): Rounds {
  for (let i = 0; i < 2000; i++) run(i); // warm-up (JIT)
  const rounds: Timing[] = [];
  const durations = new Float64Array(SEARCHES_PER_ROUND);
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < SEARCHES_PER_ROUND; i++) {
      const start = performance.now();
      run(round * SEARCHES_PER_ROUND + i);
      durations[i] = performance.now() - start;
    }
    rounds.push(summarize([...durations]));
  }
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    p50: middle(rounds.map((r) => r.p50)),
    p99: middle(rounds.map((r) => r.p99)),
    samples: ROUNDS * SEARCHES_PER_ROUND,
    rounds,
  };
}

/**
 * The API's start: one read of everyone, the columns sized, every driver put, the trees built. In a function of
 * its own so the loaded rows are garbage once it returns (a suspended async function keeps its loop's
 * iterator, and with it the whole array, alive: the heap figure would count the rows, not the index).
 */
async function loadIndex(database: Database) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const all = await loadAllDrivers(database);
  const readMs = performance.now() - started;
  const index = createLiveIndex();
  index.reserve(all.size);
  all.forEach((facts) => {
    index.put(facts.id, facts);
  });
  const buildStart = performance.now();
  index.rebuildAll();
  const buildMs = performance.now() - buildStart;
  const loadMs = performance.now() - started;
  // This process's CPU time for the load (on PostgreSQL the statement's own work is the server's): on the
  // shared machine the wall time also counts the time other processes held the cores.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return { index, drivers: all.size, readMs, buildMs, putMs: loadMs - readMs - buildMs, loadMs, cpuMs };
}

export async function measureLiveIndex(database: Database, input: (i: number) => NearbyInput) {
  const heapBefore = heapAfterGc();
  const { index, drivers, readMs, buildMs, putMs, loadMs, cpuMs } = await loadIndex(database);
  const heapMiB = (heapAfterGc() - heapBefore) / 1024 / 1024;
  // BENCH_HEAP_SNAPSHOT=/path writes what is held now (for finding what a driver costs).
  if (process.env.BENCH_HEAP_SNAPSHOT) v8.writeHeapSnapshot(process.env.BENCH_HEAP_SNAPSHOT);

  const search = (i: number) => index.search({ ...input(i), limit: NEARBY_LIMIT });
  let checked = 0;
  for (let i = 0; i < 20; i++) {
    const truth = await findNearbyDrivers(database.db, input(i));
    const mine = search(i);
    if (mine.map((h) => h.id).join() !== truth.map((r) => r.id).join()) {
      console.log({ index: mine.map((h) => h.id), sql: truth.map((r) => r.id) });
      throw new Error('index and SQL answers differ');
    }
    checked++;
  }
  const plain = timeSearches(search);

  // About one second of the realistic mix's pings (400/s) waiting in the moved lists.
  const random = seededRandom(11);
  const ids = index.ids();
  const moved = 400;
  for (let i = 0; i < moved; i++) {
    const id = ids[Math.floor(random() * ids.length)]!;
    index.move(id, 6.4 + random() * 0.3, 3.1 + random() * 0.6, Date.now() + 3_600_000);
  }
  const searchMoved = timeSearches(search);
  // The background build that folds them in (snapshot + kdbush build + swap, both types).
  const maintainStart = performance.now();
  await index.maintain({ maxMoved: 0 });
  const backgroundBuildMs = performance.now() - maintainStart;
  return {
    drivers,
    readMs,
    putMs,
    buildMs,
    loadMs,
    cpuMs,
    heapMiB,
    checked,
    search: plain,
    searchMoved,
    moved,
    backgroundBuildMs,
    pendingAfterBuild: index.pendingMoves(),
  };
}

export async function measureBatchedPositions(database: Database) {
  const ids = (await queryRows<{ id: string }>(database.db, sql`SELECT id FROM users LIMIT 2000`)).map(
    (r) => r.id,
  );
  const writer = createPositionWriter({
    database,
    log: { error: (...args: unknown[]) => console.error(...args) } as never,
    intervalMs: 1000,
  });
  const random = seededRandom(5);
  for (const id of ids)
    writer.record({
      id,
      latitude: 6.4 + random() * 0.3,
      longitude: 3.1 + random() * 0.6,
      seenAt: Date.now(),
    });
  const start = performance.now();
  await writer.flush();
  return { rows: ids.length, ms: performance.now() - start };
}
