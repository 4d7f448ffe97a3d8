// Starts Waka: configuration, database (migrated), the server, and a clean shutdown on SIGTERM/SIGINT so the
// embedded database is always closed properly.
import { ConfigError, loadConfig } from './config';
import { type Database, migrateDatabase, openDatabase } from './db/client';
import { lockEmbeddedDatabase, pgliteDir, resolveJwtSecret } from './lib/data-dir';
import { buildServer } from './server';
import { runStartupTasks } from './startup';

function fail(reason: string): never {
  process.stderr.write(`Waka could not start: ${reason}\n`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let releaseLock: (() => void) | undefined;
  let database: Database;
  try {
    if (!config.DATABASE_URL) releaseLock = lockEmbeddedDatabase(config.DATA_DIR);
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: pgliteDir(config.DATA_DIR) });
    await database.ping();
    await migrateDatabase(database);
  } catch (error) {
    releaseLock?.();
    const where = config.DATABASE_URL ? 'DATABASE_URL' : `DATA_DIR (${config.DATA_DIR})`;
    fail(`database at ${where} is not usable — ${(error as Error).message.split('\n')[0]}`);
  }

  const app = await buildServer({
    config,
    database,
    jwtSecret: resolveJwtSecret(config.DATA_DIR, config.JWT_SECRET),
  });
  app.addHook('onClose', async () => {
    // This hook runs before the plugins' own: write the buffered positions while the database is open.
    await app.dispatch.close();
    await database.close();
    releaseLock?.();
  });
  await runStartupTasks(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app.close().catch(() => {});
    fail(`cannot listen on ${config.HOST}:${config.PORT} — ${(error as Error).message}`);
  }
}

main().catch((error) => fail((error as Error).stack ?? String(error)));
