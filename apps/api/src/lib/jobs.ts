// Periodic background work (ride expiry, event-log pruning). Started when the server is ready, stopped
// before it closes; a failing run is logged and the next one still happens.
import type { FastifyBaseLogger } from 'fastify';

export interface JobScheduler {
  /** Register a job; runs every intervalMs once the server is ready. */
  every(name: string, intervalMs: number, run: () => Promise<unknown>): void;
  /**
   * Work answered before it finishes (an e-mail sent after the reply, so its timing reveals nothing): failures
   * are logged, and stop() waits for it.
   */
  track(name: string, work: Promise<unknown>): void;
  /** Resolves when everything tracked so far has finished. */
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export function createJobScheduler(log: FastifyBaseLogger): JobScheduler {
  const jobs: { name: string; intervalMs: number; run: () => Promise<unknown> }[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let started = false;

  function launch(job: (typeof jobs)[number]) {
    const timer = setInterval(() => {
      const execution = job
        .run()
        .catch((error) => log.error({ err: error, job: job.name }, 'background job failed'))
        .finally(() => running.delete(execution));
      running.add(execution);
    }, job.intervalMs);
    timer.unref();
    timers.push(timer);
  }

  return {
    every(name, intervalMs, run) {
      const job = { name, intervalMs, run };
      jobs.push(job);
      if (started) launch(job);
    },
    track(name, work) {
      const execution = work
        .catch((error) => log.error({ err: error, job: name }, 'background work failed'))
        .finally(() => running.delete(execution));
      running.add(execution);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    start() {
      if (started) return;
      started = true;
      for (const job of jobs) launch(job);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
      await Promise.allSettled([...running]);
    },
  };
}
