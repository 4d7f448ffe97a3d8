// Starts the real API (node --import tsx apps/api/src/main.ts) as a child process on a loopback port, the
// way a person runs it, and stops it with a signal. Used by every benchmark and by the soak faults.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Fixed so the harness can sign tokens the server accepts (≥ 32 characters). */
export const BENCH_JWT_SECRET = 'waka-bench-secret-0123456789-abcdefghijklmnop';

export interface ApiOptions {
  port: number;
  /** PGlite directory root (DATA_DIR); ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Echo the server's stderr (default: only shown when it fails to start). */
  verbose?: boolean;
}

export interface RunningApi {
  baseUrl: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Resident memory of the server process in KiB (/proc/<pid>/status VmRSS). */
  rssKiB(): number;
  /** CPU time (user + system) the server process has used so far, in µs (/proc/<pid>/stat, 10 ms ticks). */
  cpuMicros(): number;
  /** Send a signal and wait for the exit; resolves with the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
  exited: Promise<number | null>;
}

/** Linux's USER_HZ: /proc reports CPU time in 1/100 s. */
const CLOCK_TICK_MICROS = 10_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startApi(options: ApiOptions): Promise<RunningApi> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  // BENCH_SERVER_NODE_ARGS adds flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      // Production refuses to start without SMTP; benchmarks seed accounts directly and send no mail.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      // Every simulated phone connects from 127.0.0.1: lift the per-address cap on live-event streams.
      EVENT_STREAMS_PER_ADDRESS: '1000000',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      PUBLIC_URL: baseUrl,
      JWT_SECRET: BENCH_JWT_SECRET,
      LOG_LEVEL: process.env.BENCH_SERVER_LOG ?? 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8000);
    if (options.verbose || process.env.BENCH_SERVER_LOG) process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}: ${stderr}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not become ready within 90 s: ${stderr}`);
    }
    await sleep(200);
  }
  const pid = child.pid!;
  return {
    baseUrl,
    port: options.port,
    pid,
    child,
    exited,
    cpuMicros() {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MICROS;
    },
    rssKiB() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    },
    async stop(signal = 'SIGTERM', timeoutMs = 30_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** GET a path and return its status (0 when the connection fails). */
export async function statusOf(url: string): Promise<number> {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}
