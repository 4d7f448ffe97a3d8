// A fixed arrival rate (an open model), for the realistic mix. Request i is due at start + i / rate and is sent
// at that moment whatever the earlier ones are doing; its latency counts from when it was due, so time spent
// waiting for a free connection or a busy server is part of it (no coordinated omission).
// Why not autocannon's rate option (docs/decisions/184): it lets each connection send its quota for the second
// as fast as it can at the start of every second, so the whole second's requests arrive as one burst, and it
// corrects its histogram with a 1 ms expected interval whatever the rate; both inflate the tail it reports.
import { Pool } from 'undici';
import { type CannonResult, type Shot, shotHeaders } from './cannon';

export interface PacedOptions {
  baseUrl: string;
  next: (n: number) => Shot;
  /** Requests per second, spread evenly over each second. */
  rate: number;
  durationS: number;
  /** Open connections (requests beyond them wait for one, and that wait counts). */
  connections: number;
  /**
   * Seconds sent at the same rate before the measured window, not counted (default 2): the pool opens its
   * connections and the server warms its caches, as on a server that has been up for a while.
   */
  warmUpS?: number;
  /** Sent as Accept-Encoding on every request; unset = none. */
  acceptEncoding?: string;
}

const TICK_MS = 2;
const TIMEOUT_MS = 10_000;

export async function firePaced(options: PacedOptions): Promise<CannonResult> {
  const pool = new Pool(options.baseUrl, {
    connections: options.connections,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
  });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  /** Requests before this one are the warm-up. */
  const warmUp = Math.round(options.rate * (options.warmUpS ?? 2));
  const inFlight = new Set<Promise<void>>();

  const send = (n: number, dueAt: number) => {
    const shot = options.next(n);
    const headers = shotHeaders(shot, options.acceptEncoding);
    const request = pool
      .request({
        method: shot.method,
        path: shot.path,
        headers,
        body: shot.body === undefined ? undefined : JSON.stringify(shot.body),
      })
      .then(async (answer) => {
        await answer.body.dump();
        if (n < warmUp) return;
        statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
        if (answer.statusCode >= 200 && answer.statusCode < 300) latencies.push(performance.now() - dueAt);
        else errors++;
      })
      .catch(() => {
        if (n >= warmUp) errors++;
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };

  const started = performance.now();
  const total = warmUp + Math.round(options.rate * options.durationS);
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      const now = performance.now();
      // Every request due by now, each stamped with its own due time (a late tick sends a catch-up batch).
      while (sent < total) {
        const dueAt = started + (sent * 1000) / options.rate;
        if (dueAt > now) break;
        send(sent, dueAt);
        sent++;
      }
      if (sent >= total) {
        clearInterval(timer);
        done();
      }
    }, TICK_MS);
  });
  await Promise.all(inFlight);
  const measuredS = (performance.now() - started) / 1000 - warmUp / options.rate;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
  return {
    rps: Math.round(latencies.length / Math.max(measuredS, options.durationS)),
    total: sent - warmUp,
    p50: Math.round(at(50)),
    p99: Math.round(at(99)),
    max: Math.round(latencies.at(-1) ?? 0),
    errors,
    statuses,
  };
}
