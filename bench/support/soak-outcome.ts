// Shared by the soak scenarios (bench/soak.ts, bench/support/soak-kill.ts): an outcome per scenario, ride
// pairs driven through faults, and the integrity report (rides, commissions, ledger).
import { checkIntegrity, type IntegrityReport } from './integrity';
import { type ClientStats, liveProblems, type PairOutcome, rideThrough } from './ride-clients';
import { openBenchDatabase } from './seed';
import { sleep } from './server';
import type { BenchInstance } from './world';

/** An empty outcome for a scenario. */
export function newOutcome(name: string): Outcome {
  return { name, violations: [], warnings: [], facts: [] };
}

export interface Outcome {
  name: string;
  violations: string[];
  warnings: string[];
  facts: string[];
}

export async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(50);
  return condition();
}

export async function integrityOf(
  instance: BenchInstance,
  prefix: string,
  stopFirst: boolean,
): Promise<IntegrityReport> {
  // PGlite: never open a directory a running server holds.
  if (stopFirst) await instance.api.stop();
  const database = await openBenchDatabase({
    dataDir: instance.dataDir,
    databaseUrl: instance.database?.url,
  });
  try {
    return await checkIntegrity(database, prefix);
  } finally {
    await database.close();
  }
}

/** Mark a promise as handled now (its outcome is read later with allSettled), so an early rejection
 * cannot end the process before the cleanup runs. */
export function handledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

export function ridePairs(
  instance: BenchInstance,
  count: number,
  stats: ClientStats,
  stepMs: number,
  phases: Map<string, number>,
) {
  const base = () => instance.api.baseUrl;
  return Array.from({ length: count }, (_, i) =>
    handledLater(
      rideThrough({
        base,
        rider: instance.world.riders[i]!,
        driver: instance.world.bikers[i]!,
        stats,
        stepMs,
        onPhase: (status) => phases.set(status, (phases.get(status) ?? 0) + 1),
      }),
    ),
  );
}

export async function settle(pairs: Promise<PairOutcome>[], outcome: Outcome, liveAreViolations: boolean) {
  const settled = await Promise.allSettled(pairs);
  let replayed = 0;
  let reconnects = 0;
  for (const result of settled) {
    if (result.status === 'rejected') {
      outcome.violations.push(`a ride client failed: ${(result.reason as Error).message}`);
      continue;
    }
    replayed += result.value.replayedActions;
    if (process.env.SOAK_DEBUG) console.log(JSON.stringify(result.value));
    reconnects += result.value.streamReconnects;
    if (result.value.polled.at(-1) !== 'completed')
      outcome.violations.push(`ride ${result.value.rideId} never completed`);
    for (const problem of liveProblems(result.value))
      (liveAreViolations ? outcome.violations : outcome.warnings).push(problem);
  }
  outcome.facts.push(
    `${settled.length} rides driven; ${replayed} retried actions found already applied; ${reconnects} live-stream reconnects`,
  );
}

export function reportIntegrity(report: IntegrityReport, outcome: Outcome, expectedCompleted: number) {
  outcome.violations.push(...report.violations);
  if ((report.byStatus.completed ?? 0) !== expectedCompleted || report.rides !== expectedCompleted) {
    outcome.violations.push(
      `expected ${expectedCompleted} completed rides, found ${JSON.stringify(report.byStatus)}`,
    );
  }
  outcome.facts.push(
    `database: ${report.rides} rides ${JSON.stringify(report.byStatus)}, ${report.commissionPostings} commission postings, ledger total ${report.ledgerTotalKobo} kobo`,
  );
}
