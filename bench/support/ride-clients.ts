// Rider and driver clients as the apps behave: HTTP loops that retry through outages (connection refused,
// 5xx) and, when a retried action turns out to have been applied already, read the ride's status and carry on.
import { LAGOS, type SeededUser } from './seed';
import { sleep } from './server';
import { reconnectingStream } from './sse-client';

export interface ClientStats {
  requests: number;
  retries: number;
  /** Time (Date.now()) and status of every 5xx answer; connection failures count as status 0. */
  failures: { at: number; status: number; path: string; detail?: string }[];
}

export function newStats(): ClientStats {
  return { requests: 0, retries: 0, failures: [] };
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One call, retried every 250 ms while the server is down or answers 5xx, for up to `patienceMs`. */
export async function call(
  base: () => string,
  stats: ClientStats,
  request: { method: string; path: string; token?: string; body?: unknown },
  patienceMs = 90_000,
): Promise<Answer> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    stats.requests++;
    let status = 0;
    let detail: string | undefined;
    try {
      const res = await fetch(`${base()}${request.path}`, {
        method: request.method,
        headers: {
          ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
          ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(15_000),
      });
      status = res.status;
      const text = await res.text();
      if (status < 500) return { status, body: text ? JSON.parse(text) : {} };
      detail = text.slice(0, 200);
    } catch (error) {
      status = 0;
      detail = (error as Error).message;
    }
    stats.failures.push({ at: Date.now(), status, path: request.path, detail });
    if (Date.now() > deadline)
      throw new Error(`${request.method} ${request.path}: no answer within ${patienceMs} ms`);
    stats.retries++;
    await sleep(250);
  }
}

const ORDER = ['requested', 'accepted', 'in_progress', 'completed'];
const TARGET: Record<string, string> = {
  acceptride: 'accepted',
  startride: 'in_progress',
  completeride: 'completed',
};

export interface PairOutcome {
  rideId: string;
  /** Distinct statuses the rider's polling saw, in order. */
  polled: string[];
  /** ride.status events of this ride on the rider's live stream (across reconnects). */
  live: { id?: string; status: string }[];
  streamReconnects: number;
  /** Actions that answered 409 on a retry because the first attempt had been applied. */
  replayedActions: number;
}

export interface PairOptions {
  base: () => string;
  rider: SeededUser;
  driver: SeededUser;
  stats: ClientStats;
  /** Pause of the driver between accept, start and complete ("driving"). */
  stepMs: number;
  pollMs?: number;
  /** Called as the driver reaches each status. */
  onPhase?: (status: string) => void;
}

/** One rider and one driver take a ride from request to completion through the HTTP API. */
export async function rideThrough(options: PairOptions): Promise<PairOutcome> {
  const { base, rider, driver, stats } = options;
  const stream = reconnectingStream(() => `${base()}/api/events?token=${rider.token}`);
  await stream.ready;
  const outcome: PairOutcome = { rideId: '', polled: [], live: [], streamReconnects: 0, replayedActions: 0 };
  try {
    const requested = await call(base, stats, {
      method: 'POST',
      path: '/api/requestride',
      token: rider.token,
      body: {
        pickupLocation: LAGOS,
        destinationLocation: { latitude: LAGOS.latitude + 0.03, longitude: LAGOS.longitude },
        driverId: driver.id,
        preferredType: 'biker',
        notes: 'soak',
      },
    });
    if (requested.status === 200) outcome.rideId = (requested.body.ride as { _id: string })._id;
    else if (requested.status === 409) {
      // The first attempt was applied before the outage: find the open ride in the history.
      const history = await call(base, stats, {
        method: 'GET',
        path: '/api/ridehistory?role=rider',
        token: rider.token,
      });
      const open = (history.body.rides as { _id: string; status: string }[]).find((r) =>
        ['requested', 'accepted', 'in_progress'].includes(r.status),
      );
      if (!open) throw new Error(`requestride 409 and no open ride: ${JSON.stringify(requested.body)}`);
      outcome.rideId = open._id;
      outcome.replayedActions++;
    } else throw new Error(`requestride answered ${requested.status}: ${JSON.stringify(requested.body)}`);
    options.onPhase?.('requested');

    let completedSeenAt = 0;
    const polling = (async () => {
      const deadline = Date.now() + 150_000;
      while (Date.now() < deadline) {
        const res = await call(base, stats, {
          method: 'GET',
          path: `/api/status/${outcome.rideId}`,
          token: rider.token,
        });
        const status = String(res.body.status);
        if (outcome.polled.at(-1) !== status) outcome.polled.push(status);
        if (status === 'completed') {
          completedSeenAt = Date.now();
          return;
        }
        await sleep(options.pollMs ?? 150);
      }
      throw new Error(`ride ${outcome.rideId} did not complete in the rider's eyes`);
    })();

    for (const action of ['acceptride', 'startride', 'completeride']) {
      const res = await call(base, stats, {
        method: 'POST',
        path: `/api/${action}`,
        token: driver.token,
        body: { rideRequestId: outcome.rideId },
      });
      if (res.status === 409) {
        const now = await call(base, stats, {
          method: 'GET',
          path: `/api/status/${outcome.rideId}`,
          token: driver.token,
        });
        if (ORDER.indexOf(String(now.body.status)) < ORDER.indexOf(TARGET[action]!)) {
          throw new Error(
            `${action} refused (409) and the ride is ${now.body.status}: ${JSON.stringify(res.body)}`,
          );
        }
        outcome.replayedActions++;
      } else if (res.status !== 200) {
        throw new Error(`${action} answered ${res.status}: ${JSON.stringify(res.body)}`);
      }
      options.onPhase?.(TARGET[action]!);
      if (action !== 'completeride') await sleep(options.stepMs);
    }
    await polling;
    // Give the live stream a moment to deliver the last event.
    const deadline = Date.now() + 5000;
    const seen = () => stream.events.some((e) => e.event === 'ride.status' && e.data.includes('"completed"'));
    while (!seen() && Date.now() < deadline) await sleep(50);
    if (process.env.SOAK_DEBUG && !seen()) {
      console.log(
        JSON.stringify({
          ride: outcome.rideId,
          completedSeenAt,
          timeline: stream.timeline,
          events: stream.events,
        }),
      );
    }
  } finally {
    stream.stop();
  }
  for (const event of stream.events) {
    if (event.event !== 'ride.status') continue;
    const data = JSON.parse(event.data) as { rideId: string; status: string };
    if (data.rideId === outcome.rideId) outcome.live.push({ id: event.id, status: data.status });
  }
  outcome.streamReconnects = stream.reconnects();
  return outcome;
}

/** What the rider must have seen live: each later status once, in order, no event id twice. */
export function liveProblems(outcome: PairOutcome): string[] {
  const problems: string[] = [];
  const ids = outcome.live.map((e) => e.id);
  if (new Set(ids).size !== ids.length)
    problems.push(`ride ${outcome.rideId}: an event arrived twice on the live stream`);
  const statuses = outcome.live.map((e) => e.status).join(',');
  if (statuses !== 'requested,accepted,in_progress,completed') {
    problems.push(
      `ride ${outcome.rideId}: live stream saw [${statuses}], expected [requested,accepted,in_progress,completed] (${outcome.streamReconnects} reconnects)`,
    );
  }
  return problems;
}
