// autocannon on loopback, one endpoint per instance so each endpoint gets its own throughput and latency
// figures even when several run at once (the realistic mix).
import autocannon from 'autocannon';

export interface Shot {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  token?: string;
  body?: unknown;
}

export interface CannonOptions {
  baseUrl: string;
  /** Called for every request: which user, which path, which body. */
  next: (n: number) => Shot;
  connections: number;
  durationS: number;
  /** Requests per second over all connections (a fixed arrival rate); unset = as fast as possible. */
  rate?: number;
  /** Sent as Accept-Encoding on every request (a phone sends `gzip, deflate, br`); unset = none. */
  acceptEncoding?: string;
}

export interface CannonResult {
  rps: number;
  total: number;
  p50: number;
  p99: number;
  max: number;
  /** Connection errors + timeouts + non-2xx answers: must be zero. */
  errors: number;
  statuses: Record<string, number>;
}

/** The headers of one request: the shot's token and body type, and the Accept-Encoding asked for. */
export function shotHeaders(shot: Shot, acceptEncoding: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (shot.token) headers.authorization = `Bearer ${shot.token}`;
  if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
  if (shot.body !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

export async function fire(options: CannonOptions): Promise<CannonResult> {
  let n = 0;
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.durationS,
    overallRate: options.rate,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const shot = options.next(n++);
          return {
            ...request,
            method: shot.method,
            path: shot.path,
            headers: shotHeaders(shot, options.acceptEncoding),
            body: shot.body === undefined ? undefined : JSON.stringify(shot.body),
          };
        },
      },
    ],
  });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = Number(stat.count);
  return {
    rps: Math.round(result.requests.total / result.duration),
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.non2xx,
    statuses,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
