// Starts the built app (apps/api/dist/main.js) on a free loopback port with a fresh embedded database, the way
// a person runs it, plus a local SMTP listener that captures the mail it sends. Under `npm run test:e2e` the
// fresh database is a copy of the one the built app migrated on its first start in the run's global setup
// (e2e/support/global-setup.ts, decision 208), so each file skips the migrations.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type MailCatcher, startMailCatcher } from './mail-catcher';

export interface RunningApp {
  baseUrl: string;
  mail: MailCatcher;
  dataDir: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const READY_TIMEOUT_MS = 90_000;
/** Set by the global setup: a PGlite directory (DATA_DIR/pglite) the built app migrated and closed. */
export const DATABASE_TEMPLATE_ENV = 'E2E_PGLITE_TEMPLATE';

/** `appOutput: 'ignore'` drops what the app writes to stdout (a benchmark's request logs); stderr stays. */
export async function startApp(
  env: Record<string, string> = {},
  options: { appOutput?: 'inherit' | 'ignore' } = {},
): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'waka-e2e-'));
  const template = process.env[DATABASE_TEMPLATE_ENV];
  if (template) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  return startAppIn(dataDir, env, options);
}

/** The built app's first start on an empty DATA_DIR (migrations from nothing); returns its closed database. */
export async function makeDatabaseTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'waka-e2e-template-'));
  const app = await startAppIn(dataDir, { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }, { keepDataDir: true });
  await app.stop();
  return path.join(dataDir, 'pglite');
}

async function startAppIn(
  dataDir: string,
  env: Record<string, string>,
  options: { keepDataDir?: boolean; appOutput?: 'inherit' | 'ignore' } = {},
): Promise<RunningApp> {
  const mail = await startMailCatcher();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // E2E_FROM_SOURCE=1 runs the API from TypeScript (no API build needed); WEB_DIST_DIR picks the web build.
  const entry = process.env.E2E_FROM_SOURCE
    ? ['--import', 'tsx', 'apps/api/src/main.ts']
    : ['apps/api/dist/main.js'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@waka.test',
      ADMIN_PASSWORD: 'Admin#2026pass',
      ...env,
    },
    stdio: ['ignore', options.appOutput ?? 'inherit', 'inherit'],
  });
  // Generous: migrations on a fresh PGlite take seconds on a quiet machine, much longer on a busy one.
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      // Never leave an orphan server behind a failed start.
      child.kill('SIGKILL');
      await mail.stop();
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the app did not become ready within ${READY_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    mail,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await mail.stop();
      if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
