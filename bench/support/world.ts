// One API instance on a fresh database of either engine, seeded before it starts, and removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchDatabase, createBenchDatabase } from './postgres';
import { openBenchDatabase, type SeededWorld, type SeedOptions, seedWorld } from './seed';
import { type RunningApi, startApi } from './server';

export type Engine = 'pglite' | 'postgres';

export interface BenchInstance {
  engine: Engine;
  api: RunningApi;
  world: SeededWorld;
  dataDir: string;
  /** Set on PostgreSQL. */
  database?: BenchDatabase;
  /** Stop the server (SIGTERM) and start it again on the same data. */
  restart(signal?: NodeJS.Signals): Promise<number | null>;
  cleanup(): Promise<void>;
}

export async function startInstance(
  engine: Engine,
  port: number,
  seed: SeedOptions,
  env: Record<string, string> = {},
): Promise<BenchInstance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `waka-bench-${engine}-`));
  const database = engine === 'postgres' ? await createBenchDatabase(seed.prefix ?? 'load') : undefined;
  try {
    // PGlite: one process per directory, so seed first, close, then let the server open it.
    const db = await openBenchDatabase({ dataDir, databaseUrl: database?.url });
    let world: SeededWorld;
    try {
      world = await seedWorld(db, seed);
    } finally {
      await db.close();
    }
    const options = { port, dataDir, databaseUrl: database?.url, env };
    const instance: BenchInstance = {
      engine,
      api: await startApi(options),
      world,
      dataDir,
      database,
      async restart(signal = 'SIGTERM') {
        const code = await instance.api.stop(signal);
        instance.api = await startApi(options);
        return code;
      },
      async cleanup() {
        await instance.api.stop().catch(() => {});
        rmSync(dataDir, { recursive: true, force: true });
        await database?.drop().catch(() => {});
      },
    };
    return instance;
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop().catch(() => {});
    throw error;
  }
}
