// Races and money: model-based test of the ride state machine through the HTTP API. Random
// sequences of request/accept/reject/cancel/start/complete/no-show by several riders and drivers (also by
// the wrong person and in the wrong state) are checked step by step against a model (ride-model-state.ts):
// every answer is the predicted 2xx or 4xx and never a 5xx, and after EVERY step the database equals the
// model — statuses, one active ride per driver, one open ride per rider, a ledger summing to zero, each
// wallet, no-show counts, one commission posting per completed ride, one event and notice per transition.
// The operator also changes the commission rate and the low-balance threshold mid-run (admin settings): the
// rate in force at completion is charged, and the threshold gates requests and accepts from then on.
// FAST_CHECK_SEED / RIDE_MODEL_RUNS reproduce or widen a run.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../test-support/harness';
import { rideModelCommands, tally } from './ride-model-commands';
import { CAST, createWorld } from './ride-model-world';

const RUNS = Number(process.env.RIDE_MODEL_RUNS ?? 30);
const SEED = Number(process.env.FAST_CHECK_SEED ?? 20261121);

let t: TestApp;
beforeAll(async () => {
  // Requests must not expire in the middle of a sequence: expiry has its own tests (rides/flow.test.ts).
  t = await createTestApp({ RIDE_REQUEST_TIMEOUT_S: '3600' });
});
afterAll(() => t?.close());

describe('the ride state machine against its model', () => {
  it('never reaches an illegal state, and the books balance after every step', async () => {
    const admin = await createTestUser(t.app, { role: null, isAdmin: true });
    const riders = CAST.filter((c) => c.role === 'rider').length;
    await fc.assert(
      fc.asyncProperty(
        fc.commands(rideModelCommands(CAST.length, riders), { maxCommands: 40, size: 'max' }),
        async (commands) => {
          const world = await createWorld(t, admin);
          await fc.asyncModelRun(() => ({ model: world.model, real: world }), commands);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );

    // The summary of what was exercised. With the default seed each transition must have succeeded and been
    // refused at least once, and each money and account rule must have been met, or the run proved less than
    // it claims (another seed reports its summary without this check).
    const summary = Object.fromEntries([...tally.entries()].sort());
    console.info('ride model: answers per command', summary);
    if (process.env.FAST_CHECK_SEED) return;
    for (const action of ['request', 'accept', 'reject', 'cancel', 'start', 'complete', 'no_show']) {
      expect(summary[`${action} 2xx`] ?? 0, `${action} succeeded at least once`).toBeGreaterThan(0);
      const refused = Object.keys(summary).filter((key) => key.startsWith(`${action} 4xx`));
      expect(refused.length, `${action} was refused at least once`).toBeGreaterThan(0);
    }
    // The money and account rules were reached, not only the state machine.
    expect(
      summary['request 4xx (driver below low-balance threshold)'],
      'low balance refused a request',
    ).toBeGreaterThan(0);
    expect(
      summary['request 4xx (disabled account)'],
      'a rider was disabled by no-shows, once an operator confirmed',
    ).toBeGreaterThan(0);
    expect(
      summary['accept 4xx (driver below low-balance threshold)'],
      'low balance refused an accept',
    ).toBeGreaterThan(0);
  }, 120_000);
});
