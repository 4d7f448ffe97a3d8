// One database handle for both engines: PGlite in-process when DATABASE_URL is unset, a
// node-postgres pool otherwise. Services only see `Db`; they never know which engine answers.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a service function takes: the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type NotificationHandler = (payload: string) => void;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Subscribe to a LISTEN/NOTIFY channel; returns an unsubscribe function. `onResubscribe` runs when a lost
   * LISTEN connection is back (NOTIFYs sent meanwhile are gone), before any notification received on it.
   */
  listen(
    channel: string,
    handler: NotificationHandler,
    onResubscribe?: () => void,
  ): Promise<() => Promise<void>>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = resolveMigrationsDir();

function resolveMigrationsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));

  // Source layout: src/db/migrations; bundled layout (dist/main.js): dist/migrations.
  return path.join(here, 'migrations');
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for an in-memory database. */
  dataDir?: string;
  /** A PGlite data dump (tarball) to start from instead of an empty cluster. */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize) : openPglite(options);
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.engine === 'pglite') {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], {
      migrationsFolder: MIGRATIONS_DIR,
    });
  } else {
    await migrateNodePg(database.db as Parameters<typeof migrateNodePg>[0], {
      migrationsFolder: MIGRATIONS_DIR,
    });
  }
}

export function createPglite(options: DatabaseOptions): Promise<PGlite> {
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return PGlite.create({
    dataDir: dataDir.startsWith('memory://') ? undefined : dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { cube, earthdistance },
  });
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const client = await createPglite(options);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    async listen(channel, handler) {
      const unsubscribe = await client.listen(channel, handler);
      return async () => unsubscribe();
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(databaseUrl: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // A checked-out client has no pool listener (pg-pool removes it): when PostgreSQL ends the connection
  // between two statements of a transaction, the 'error' event would crash the process. The failing query
  // still rejects, and pg-pool drops the broken client on release (bench/soak.ts fault b).
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const listener = createPgListener(databaseUrl);
  return {
    db,
    engine: 'postgres',
    listen: listener.listen,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * One dedicated connection for LISTEN, re-established (with its channels) when it drops. After a drop the
 * subscribers' `onResubscribe` runs first, then the notifications received since LISTEN, so a subscriber
 * can catch up before live ones (decision 035).
 */
function createPgListener(databaseUrl: string) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const resubscribers = new Set<() => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let everConnected = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  function dispatch(message: pg.Notification) {
    for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
  }

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: databaseUrl });
    let held: pg.Notification[] | null = [];
    next.on('notification', (message) => (held ? held.push(message) : dispatch(message)));
    next.on('error', () => reconnectSoon());
    next.on('end', () => reconnectSoon());
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    if (everConnected) for (const resubscribe of resubscribers) resubscribe();
    everConnected = true;
    const early = held;
    held = null;
    for (const message of early) dispatch(message);
    return next;
  }

  function reconnectSoon() {
    if (closed || retryTimer) return;
    client = undefined;
    connecting = undefined;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      ensure().catch(() => reconnectSoon());
    }, 1000);
    retryTimer.unref();
  }

  function ensure(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect();
    return connecting;
  }

  return {
    async listen(channel: string, handler: NotificationHandler, onResubscribe?: () => void) {
      let set = handlers.get(channel);
      const isNewChannel = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      if (onResubscribe) resubscribers.add(onResubscribe);
      const active = await ensure();
      if (isNewChannel) await active.query(`LISTEN ${quoteIdent(channel)}`);
      return async () => {
        set.delete(handler);
        if (onResubscribe) resubscribers.delete(onResubscribe);
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    },
  };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Send a NOTIFY inside the caller's transaction: delivered only if it commits. */
export async function notify(db: DbOrTx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
