// Races and money across features: funding (verify + webhook of one reference), accepts, starts,
// completion with its commission and a second funding landing on the same wallet at the same moment — each
// race with exactly one winner and nothing written twice (ride_events, live events, notifications, ledger
// postings). Every race is a Promise.all of real HTTP calls; on PostgreSQL (TEST_DATABASE_URL) they run on a
// pool of connections and truly overlap, on PGlite they interleave. The single-module races live beside their
// modules (rides/races.test.ts, wallet/paystack-funding.test.ts); these are the ones that cross them.
import { koboToNaira } from '@waka/shared';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLog, ledgerPostings, notifications, rideEvents, rides } from '../db/schema';
import { getSettings } from '../modules/settings/service';
import { checkLedger, getLedgerTotalKobo } from '../modules/wallet/ledger';
import { paystackSignature } from '../modules/wallet/webhook-routes';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-support/harness';
import { type PaystackStandIn, startPaystackStandIn } from '../test-support/paystack-stand-in';
import { LAGOS, north } from '../test-support/rides';

let t: TestApp;
let paystack: PaystackStandIn;
const summary: Record<string, string> = {};

beforeAll(async () => {
  paystack = await startPaystackStandIn();
  t = await createTestApp({
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_BASE_URL: paystack.baseUrl,
    RIDE_REQUEST_TIMEOUT_S: '600',
  });
});
afterAll(async () => {
  console.info('races (cross-feature):', summary);
  await t?.close();
  await paystack?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are checked by the assertions that read them
type Res = { statusCode: number; body: string; json(): any };
let addresses = 0;
const post = (user: TestUser | null, url: string, payload: unknown): Promise<Res> =>
  t.app.inject({
    method: 'POST',
    url,
    headers: user?.auth ?? {},
    payload: payload as object,
    remoteAddress: `10.11.${Math.floor(++addresses / 250) % 250}.${addresses % 250}`,
  });
const act = (user: TestUser, action: string, rideRequestId: string) =>
  post(user, `/api/${action}`, { rideRequestId });
const wins = (answers: Res[]) => answers.filter((a) => a.statusCode === 200).length;
const no5xx = (answers: Res[]) =>
  expect(answers.map((a) => a.statusCode).filter((c) => c >= 500)).toEqual([]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function balance(user: TestUser): Promise<number> {
  const res = await t.app.inject({ url: '/api/rider/getwalletbalance', headers: user.auth });
  return res.json().walletBalance;
}
async function eventually(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not in time: ${what}`);
    await sleep(25);
  }
}

function webhook(reference: string, amountKobo: number): Promise<Res> {
  const raw = JSON.stringify({
    event: 'charge.success',
    data: { reference, amount: amountKobo, currency: 'NGN' },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': paystackSignature(raw, paystack.secretKey),
    },
    payload: raw,
  });
}

/** Pay `naira` at the stand-in, then race `verifies` verify calls against `webhooks` webhook deliveries. */
async function startFunding(user: TestUser, naira: number) {
  const res = await post(user, '/api/initialize', { amount: naira, email: user.email });
  expect(res.statusCode, res.body).toBe(200);
  const reference = res.json().reference as string;
  paystack.markPaid(reference);
  return {
    reference,
    race: (verifies: number, webhooks: number) => [
      ...Array.from({ length: verifies }, () => post(user, '/api/verifytransaction', { reference })),
      ...Array.from({ length: webhooks }, () => webhook(reference, naira * 100)),
    ],
  };
}

/** What one ride left behind: its timeline, its live events, its notices and its commission postings. */
async function traces(rideId: string) {
  const db = t.database.db;
  const n = sql<number>`count(*)::int`;
  const [[events], [live], [notices], [commissions]] = await Promise.all([
    db.select({ n }).from(rideEvents).where(eq(rideEvents.rideId, rideId)),
    db
      .select({ n })
      .from(eventLog)
      .where(and(eq(eventLog.type, 'ride.status'), sql`${eventLog.payload}->>'rideId' = ${rideId}`)),
    db.select({ n }).from(notifications).where(eq(notifications.rideId, rideId)),
    db
      .select({ n })
      .from(ledgerPostings)
      .where(and(eq(ledgerPostings.rideId, rideId), eq(ledgerPostings.kind, 'commission'))),
  ]);
  return { events: events!.n, live: live!.n, notices: notices!.n, commissions: commissions!.n };
}
async function fundingPostings(reference: string) {
  return t.database.db
    .select()
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.kind, 'funding'), eq(ledgerPostings.paymentReference, reference)));
}
async function statusOf(rideId: string) {
  const [row] = await t.database.db.select({ status: rides.status }).from(rides).where(eq(rides.id, rideId));
  return row!.status;
}
async function expectBooksBalanced() {
  expect(await getLedgerTotalKobo(t.database.db)).toBe(0);
  const check = await checkLedger(t.database.db);
  expect(check).toMatchObject({ totalKobo: 0, unbalancedPostings: 0, walletMismatches: [] });
}

let corner = 0;
async function newBiker() {
  corner += 1;
  const at = north(LAGOS, 200_000 + corner * 20_000);
  const biker = await createTestUser(t.app, { role: 'biker', approved: true, location: north(at, 300) });
  const request = (rider: TestUser) =>
    post(rider, '/api/requestride', {
      pickupLocation: at,
      destinationLocation: north(at, 4000),
      driverId: biker.id,
      preferredType: 'biker',
      notes: 'race',
    });
  return { biker, request };
}

describe('races across rides and money', () => {
  it('a biker day under fire: racing funding, accepts, starts, and a completion racing a second funding', async () => {
    const { biker, request } = await newBiker();
    const [ada, bola] = await Promise.all([1, 2].map(() => createTestUser(t.app, { role: 'rider' })));

    // ₦0 wallet: nobody can book the biker yet.
    expect((await request(ada!)).statusCode).toBe(409);

    // Funding: six verifies and three webhooks of one paid reference credit it once.
    const first = await startFunding(biker, 1000);
    const funding = await Promise.all(first.race(6, 3));
    no5xx(funding);
    expect(funding.map((a) => a.statusCode)).toEqual(Array(9).fill(200));
    await eventually(async () => (await balance(biker)) === 1000, 'first funding credited');
    await sleep(300); // the webhooks' background settlements finish
    expect(await balance(biker)).toBe(1000);
    expect(await fundingPostings(first.reference)).toHaveLength(1);

    // Two riders wait on the biker; six accepts of each ride and Bola's cancel race: exactly one accept wins.
    const rideA = (await request(ada!)).json().ride._id as string;
    const rideB = (await request(bola!)).json().ride._id as string;
    const accepts = [
      ...Array.from({ length: 6 }, () => act(biker, 'acceptride', rideA)),
      ...Array.from({ length: 6 }, () => act(biker, 'acceptride', rideB)),
    ];
    const [cancelB, ...acceptAnswers] = await Promise.all([act(bola!, 'cancelrequest', rideB), ...accepts]);
    no5xx([cancelB!, ...acceptAnswers]);
    expect(wins(acceptAnswers), 'accept winners').toBe(1);
    const winner = wins(acceptAnswers.slice(0, 6)) === 1 ? rideA : rideB;
    const loser = winner === rideA ? rideB : rideA;
    expect(await statusOf(winner)).toBe('accepted');
    const loserStatus = await statusOf(loser);
    // Bola's cancel wins only while B still waits: then B is cancelled; else the accept declined the loser.
    if (cancelB!.statusCode === 200)
      expect({ loser, loserStatus }).toEqual({ loser: rideB, loserStatus: 'cancelled' });
    else
      expect({ cancel: cancelB!.statusCode, loserStatus }).toEqual({ cancel: 404, loserStatus: 'rejected' });
    summary['accept ×12 + cancel'] =
      `1 accept won (${winner === rideA ? 'Ada' : 'Bola'}); loser ${loserStatus}`;

    // Starts race (with the rider trying to cancel an accepted ride): one start wins.
    const rider = winner === rideA ? ada! : bola!;
    const starts = await Promise.all([
      ...Array.from({ length: 6 }, () => act(biker, 'startride', winner)),
      act(rider, 'cancelrequest', winner),
    ]);
    no5xx(starts);
    expect(wins(starts.slice(0, 6))).toBe(1);
    expect(starts[6]!.statusCode).toBe(404);

    // Completion (six taps and two no-show reports) races a second funding on the same wallet.
    const second = await startFunding(biker, 500);
    const finish = await Promise.all([
      ...Array.from({ length: 6 }, () => act(biker, 'completeride', winner)),
      act(biker, 'noshow', winner),
      act(biker, 'noshow', winner),
      ...second.race(4, 2),
    ]);
    no5xx(finish);
    expect(wins(finish.slice(0, 6)), 'complete winners').toBe(1);
    expect(wins(finish.slice(6, 8)), 'no-show of a ride in progress').toBe(0);
    const [ride] = await t.database.db.select().from(rides).where(eq(rides.id, winner));
    expect(ride!.status).toBe('completed');
    const { commissionRate } = await getSettings(t.database.db, t.config);
    const commissionKobo = Math.round(ride!.fareKobo * commissionRate);
    expect(ride!.commissionKobo).toBe(commissionKobo);
    const expected = koboToNaira(150_000 - commissionKobo);
    await eventually(async () => (await balance(biker)) === expected, 'second funding and commission');
    await sleep(300);
    expect(await balance(biker)).toBe(expected);
    expect(await fundingPostings(second.reference)).toHaveLength(1);
    summary['complete ×6 + no-show ×2 + verify ×4 + webhook ×2'] =
      `1 completion, 1 funding; wallet ₦1,500 − ₦${koboToNaira(commissionKobo)} = ₦${expected}`;

    // Nothing written twice: per transition one timeline row, one notice and two live events (rider, driver).
    const won = await traces(winner);
    // Four transitions, plus the commission notice to the biker (wallet/commission.ts).
    expect(won).toEqual({ events: 4, live: 8, notices: 5, commissions: 1 });
    expect(await traces(loser)).toEqual({ events: 2, live: 4, notices: 2, commissions: 0 });
    const fundedNotices = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, biker.id), like(notifications.message, 'Your wallet has been funded%')),
      );
    expect(fundedNotices).toHaveLength(2);

    // The biker's transactions: two fundings and one commission, signed from the wallet's side.
    const history = await t.app.inject({ url: '/api/transactionhistory', headers: biker.auth });
    const lines = (history.json().transactions as { type: string; amount: number; status: string }[])
      .filter((line) => line.status === 'success')
      .map((line) => `${line.type} ${line.amount}`)
      .sort();
    expect(lines).toEqual(
      [`commission ${-koboToNaira(commissionKobo)}`, 'funding 1000', 'funding 500'].sort(),
    );
    await expectBooksBalanced();
  });

  it('ten accepts of one ride at once: one winner, one timeline row, one notice, two live events', async () => {
    const { biker, request } = await newBiker();
    const [funded] = await Promise.all((await startFunding(biker, 800)).race(1, 0));
    expect(funded!.json().status).toBe('success');
    const rider = await createTestUser(t.app, { role: 'rider' });
    const rideId = (await request(rider)).json().ride._id as string;
    const answers = await Promise.all(Array.from({ length: 10 }, () => act(biker, 'acceptride', rideId)));
    no5xx(answers);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await statusOf(rideId)).toBe('accepted');
    expect(await traces(rideId)).toEqual({ events: 2, live: 4, notices: 2, commissions: 0 });
    summary['accept ×10 of one ride'] = '1 × 200, 9 × 409; 1 accepted event';
  });

  it("cancel against accept, eight rounds: one wins, the state is the winner's, the loser leaves no trace", async () => {
    const { biker, request } = await newBiker();
    await Promise.all((await startFunding(biker, 800)).race(1, 1));
    await eventually(async () => (await balance(biker)) === 800, 'funding');
    const tally = { cancel: 0, accept: 0 };
    for (let round = 0; round < 8; round++) {
      const rider = await createTestUser(t.app, { role: 'rider' });
      const rideId = (await request(rider)).json().ride._id as string;
      // Alternate who is sent first: PGlite runs one statement at a time, so order decides there.
      const send = [() => act(rider, 'cancelrequest', rideId), () => act(biker, 'acceptride', rideId)];
      if (round % 2) send.reverse();
      const answers = await Promise.all(send.map((go) => go()));
      const [cancel, accept] = round % 2 ? [answers[1], answers[0]] : answers;
      no5xx([cancel!, accept!]);
      expect(wins([cancel!, accept!]), `round ${round}`).toBe(1);
      const status = await statusOf(rideId);
      expect(status).toBe(cancel!.statusCode === 200 ? 'cancelled' : 'accepted');
      expect(cancel!.statusCode === 200 ? accept!.statusCode : cancel!.statusCode).toBe(
        cancel!.statusCode === 200 ? 409 : 404,
      );
      expect(await traces(rideId)).toEqual({ events: 2, live: 4, notices: 2, commissions: 0 });
      tally[status === 'cancelled' ? 'cancel' : 'accept'] += 1;
      // Close an accepted ride so the biker is free for the next round; the money moves once.
      if (status === 'accepted') {
        expect((await act(biker, 'startride', rideId)).statusCode).toBe(200);
        const done = await Promise.all([
          act(biker, 'completeride', rideId),
          act(biker, 'completeride', rideId),
        ]);
        expect(wins(done)).toBe(1);
        expect((await traces(rideId)).commissions).toBe(1);
      }
    }
    summary['cancel vs accept ×8'] = `cancel won ${tally.cancel}, accept won ${tally.accept}; never both`;
    await expectBooksBalanced();
  });

  it("a request racing the driver's accept of another ride never leaves the busy driver a waiting request", async () => {
    const { biker, request } = await newBiker();
    await Promise.all((await startFunding(biker, 5000)).race(1, 0));
    let leftWaiting = 0;
    for (let round = 0; round < 6; round++) {
      const [first, second] = await Promise.all([1, 2].map(() => createTestUser(t.app, { role: 'rider' })));
      const rideId = (await request(first!)).json().ride._id as string;
      const [accept, late] = await Promise.all([act(biker, 'acceptride', rideId), request(second!)]);
      no5xx([accept!, late!]);
      expect(accept!.statusCode).toBe(200);
      const waiting = await t.database.db
        .select({ id: rides.id })
        .from(rides)
        .where(and(eq(rides.driverId, biker.id), inArray(rides.status, ['requested'])));
      leftWaiting += waiting.length;
      // A waiting request for a driver already in a ride: its rider waits for nothing until expiry.
      // (requestRide must serialise with acceptRide on the driver, e.g. the same advisory lock.)
      expect(
        late!.statusCode === 200 ? waiting.length : 0,
        `round ${round}: a request (${late!.statusCode}) slipped past the accept and waits on a busy driver`,
      ).toBe(0);
      expect((await act(biker, 'startride', rideId)).statusCode).toBe(200);
      expect((await act(biker, 'completeride', rideId)).statusCode).toBe(200);
      for (const ride of waiting) await act(biker, 'rejectride', ride.id);
    }
    summary['request vs accept ×6'] = `requests left waiting on a busy driver: ${leftWaiting}`;
    await expectBooksBalanced();
  });
});
