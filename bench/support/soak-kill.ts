// Soak scenario d (`npm run test:soak -- d`): kill -9 during a burst of location updates on PostgreSQL while
// rides run. Positions are written behind in batches (docs/decisions/122), so a crash may lose the positions
// acknowledged in the last interval (plus the time that batch's own write takes) and nothing else: every
// position acknowledged earlier is stored, the rides complete after the restart, the ledger sums to zero.

import { newStats } from './ride-clients';
import { LAGOS, openBenchDatabase, rows } from './seed';
import { sleep } from './server';
import {
  handledLater,
  integrityOf,
  newOutcome,
  type Outcome,
  reportIntegrity,
  ridePairs,
  settle,
} from './soak-outcome';
import { startInstance } from './world';

const FLUSH_MS = 500;
/** Outside the seeded spread: a stored position with this longitude was written by the burst. */
const MARK_LONGITUDE = LAGOS.longitude + 0.5;
/** Tolerated on top of one interval: the batch's own transaction (the machine is shared and loaded). */
const WRITE_SLACK_MS = FLUSH_MS;

export async function killDuringPositionBurst(): Promise<Outcome> {
  const outcome = newOutcome('d. kill -9 during a burst of location updates, PostgreSQL');
  const PAIRS = 6;
  const WRITERS = 24;
  const instance = await startInstance(
    'postgres',
    3116,
    { prefix: 'soakd', bikers: PAIRS + WRITERS, riders: PAIRS, spreadDegrees: 0.01 },
    { POSITION_FLUSH_MS: String(FLUSH_MS) },
  );
  try {
    const stats = newStats();
    const phases = new Map<string, number>();
    /** ackedAt[i][k]: when writer i's k-th position was acknowledged. */
    const ackedAt = Array.from({ length: WRITERS }, () => new Map<number, number>());
    const sent = new Array<number>(WRITERS).fill(0);
    let writing = true;
    const writers = Array.from({ length: WRITERS }, (_, i) =>
      handledLater(
        (async () => {
          const biker = instance.world.bikers[PAIRS + i]!;
          for (let k = 1; writing; k++) {
            sent[i] = k;
            try {
              const res = await fetch(`${instance.api.baseUrl}/api/rider/updatelocation`, {
                method: 'PUT',
                headers: { authorization: `Bearer ${biker.token}`, 'content-type': 'application/json' },
                body: JSON.stringify({ latitude: LAGOS.latitude + k * 1e-5, longitude: MARK_LONGITUDE }),
              });
              await res.arrayBuffer();
              if (res.status !== 200) return;
              ackedAt[i]!.set(k, Date.now());
            } catch {
              return;
            }
          }
        })(),
      ),
    );
    const pairs = ridePairs(instance, PAIRS, stats, 200, phases);
    await sleep(5000);
    const killedAt = Date.now();
    await instance.api.stop('SIGKILL');
    writing = false;
    await Promise.allSettled(writers);
    const acked = ackedAt.reduce((sum, m) => sum + m.size, 0);
    outcome.facts.push(
      `kill -9 after 5 s: ${sent.reduce((a, b) => a + b, 0)} location updates sent, ${acked} acknowledged`,
    );

    const database = await openBenchDatabase({
      dataDir: instance.dataDir,
      databaseUrl: instance.database!.url,
    });
    let worstLossMs = 0;
    let lostPositions = 0;
    try {
      const stored = await rows<{ username: string; latitude: number; longitude: number }>(
        database,
        `SELECT u.username, l.latitude, l.longitude FROM user_locations l JOIN users u ON u.id = l.user_id WHERE u.username LIKE 'soakd\\_b\\_%'`,
      );
      for (const row of stored) {
        const i = Number(row.username.split('_')[2]) - PAIRS;
        if (i < 0 || ackedAt[i]!.size === 0) continue;
        const ours = Math.abs(row.longitude - MARK_LONGITUDE) < 1e-9;
        const k = ours ? Math.round((row.latitude - LAGOS.latitude) / 1e-5) : 0;
        if (k > sent[i]!) outcome.violations.push(`writer ${i}: stored position ${k} was never sent`);
        // The first acknowledged position that is not stored: how long before the kill it was acknowledged.
        const firstLost = [...ackedAt[i]!.keys()].filter((n) => n > k).sort((a, b) => a - b)[0];
        if (firstLost === undefined) continue;
        lostPositions += [...ackedAt[i]!.keys()].filter((n) => n > k).length;
        worstLossMs = Math.max(worstLossMs, killedAt - ackedAt[i]!.get(firstLost)!);
      }
    } finally {
      await database.close();
    }
    outcome.facts.push(
      `${lostPositions} acknowledged positions not stored; the oldest of them was acknowledged ${worstLossMs} ms before the kill (interval ${FLUSH_MS} ms)`,
    );
    if (worstLossMs > FLUSH_MS + WRITE_SLACK_MS)
      outcome.violations.push(
        `positions acknowledged ${worstLossMs} ms before the crash were lost (more than one interval)`,
      );

    const up = Date.now();
    await instance.restart();
    outcome.facts.push(`restarted in ${((Date.now() - up) / 1000).toFixed(1)} s`);
    await settle(pairs, outcome, false);
    reportIntegrity(await integrityOf(instance, 'soakd', false), outcome, PAIRS);
  } finally {
    await instance.cleanup();
  }
  return outcome;
}
