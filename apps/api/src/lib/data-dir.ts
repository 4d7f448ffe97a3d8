// Files kept under DATA_DIR: the generated JWT secret and the PGlite lock that stops two processes from
// opening one embedded database (which would corrupt it).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function pgliteDir(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

/** JWT_SECRET when given; otherwise one generated once and kept in DATA_DIR. */
export function resolveJwtSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockFile(dataDir: string): string {
  return path.resolve(dataDir, 'pglite.lock');
}

/** The pid of a live process holding the embedded database, if any. */
export function embeddedDatabaseHolder(dataDir: string): number | undefined {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  return Number.isInteger(pid) && pid !== process.pid && isProcessAlive(pid) ? pid : undefined;
}

/** Take the embedded database for this process; throws when another live process holds it. */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const holder = embeddedDatabaseHolder(dataDir);
  if (holder) {
    throw new Error(`the embedded database in ${path.resolve(dataDir)} is in use by process ${holder}`);
  }
  mkdirSync(path.resolve(dataDir), { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
