// Ride PIN: shown to the rider once accepted, fresh every ride, required when the rider or the operator
// asks; five wrong guesses lock the start and alert the rider. The spec's start without a PIN still works.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rides, settings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/harness';
import { rideAction } from '../../test-support/rides';
import { acceptedRide, BIKE, setSetting, startWithPin, statusOf } from '../../test-support/safety';
import { isLagosNight, isPinRequired, newRidePin } from './ride-pin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const turnPinOn = (user: { auth: Record<string, string> }, requirePin: boolean) =>
  t.app.inject({ method: 'PUT', url: '/api/user/safety', headers: user.auth, payload: { requirePin } });

describe('ride PIN', () => {
  it('the spec flow: no PIN asked, start with only rideRequestId works', async () => {
    const { biker, rider, rideId } = await acceptedRide(t.app);
    const driverView = await statusOf(t.app, biker, rideId);
    expect(driverView.pinRequired).toBe(false);
    expect(driverView.pin).toBeUndefined();
    const riderView = await statusOf(t.app, rider, rideId);
    expect(riderView.pin).toMatch(/^\d{4}$/);
    expect(riderView.vehicle).toEqual({ type: 'biker', model: BIKE.bikeType, plate: BIKE.bikeNumber });
    expect(riderView).toMatchObject({ driverRating: null, driverRatingCount: 0, driverPhoto: null });
    const res = await rideAction(t.app, biker, 'startride', rideId);
    expect(res.json()).toEqual({ message: 'Ride Started!', ride: { _id: rideId, status: 'in_progress' } });
    expect((await statusOf(t.app, rider, rideId)).pin).toBeUndefined();
  });

  it('the rider turns it on: no PIN → 400, wrong → 403, right → started', async () => {
    const { biker, rider, rideId } = await acceptedRide(t.app);
    expect((await turnPinOn(rider, true)).json()).toEqual({ requirePin: true });
    expect((await t.app.inject({ url: '/api/user/safety', headers: rider.auth })).json().requirePin).toBe(
      true,
    );
    expect((await statusOf(t.app, biker, rideId)).pinRequired).toBe(true);
    const pin = (await statusOf(t.app, rider, rideId)).pin as string;
    const missing = await startWithPin(t.app, biker, rideId);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/asks for a PIN/);
    const wrong = await startWithPin(t.app, biker, rideId, pin === '0000' ? '1111' : '0000');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/4 tries left/);
    const malformed = await startWithPin(t.app, biker, rideId, '12a4');
    expect(malformed.statusCode).toBe(400);
    expect((await startWithPin(t.app, rider, rideId, pin)).statusCode).toBe(403); // the rider cannot start
    const ok = await startWithPin(t.app, biker, rideId, pin);
    expect(ok.statusCode).toBe(200);
    await turnPinOn(rider, false);
  });

  it('five wrong PINs lock the start, even the right one after, and alert the rider', async () => {
    const { biker, rider, rideId } = await acceptedRide(t.app);
    await turnPinOn(rider, true);
    const pin = (await statusOf(t.app, rider, rideId)).pin as string;
    const wrongPin = String((Number(pin) + 1) % 10_000).padStart(4, '0');
    // Concurrent guesses are counted one by one under the row lock.
    const guesses = await Promise.all(
      Array.from({ length: 7 }, () => startWithPin(t.app, biker, rideId, wrongPin)),
    );
    expect(guesses.every((res) => res.statusCode === 403)).toBe(true);
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    expect(row!.pinFailedAttempts).toBe(5);
    const locked = await startWithPin(t.app, biker, rideId, pin);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toMatch(/locked after 5 wrong PINs/);
    const alerts = (await t.app.inject({ url: '/api/notifications', headers: rider.auth })).json()
      .notifications;
    expect(
      alerts.filter((n: { message: string }) => /wrong ride PIN was typed 5 times/.test(n.message)),
    ).toHaveLength(1);
    expect(row!.status).toBe('accepted');
    await turnPinOn(rider, false);
  });

  it('the operator requires it always; the PIN differs on consecutive rides of one rider', async () => {
    await setSetting(t.app, 'ridePinMode', 'always');
    try {
      const first = await acceptedRide(t.app);
      const firstPin = (await statusOf(t.app, first.rider, first.rideId)).pin;
      expect((await startWithPin(t.app, first.biker, first.rideId)).statusCode).toBe(400);
      expect((await startWithPin(t.app, first.biker, first.rideId, firstPin)).statusCode).toBe(200);
      expect((await rideAction(t.app, first.biker, 'completeride', first.rideId)).statusCode).toBe(200);
      const second = await acceptedRide(t.app, { rider: first.rider });
      expect((await statusOf(t.app, first.rider, second.rideId)).pin).not.toBe(firstPin);
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, 'ridePinMode'));
    }
  });

  it('the PIN is only ever shown to the rider, only after acceptance', async () => {
    const { biker, rider, rideId } = await acceptedRide(t.app, { accept: false });
    expect((await statusOf(t.app, rider, rideId)).pin).toBeUndefined();
    expect((await statusOf(t.app, rider, rideId)).vehicle).toBeUndefined();
    await rideAction(t.app, biker, 'acceptride', rideId);
    expect((await statusOf(t.app, biker, rideId)).pin).toBeUndefined();
    expect((await statusOf(t.app, biker, rideId)).vehicle).toBeUndefined();
  });
});

describe('PIN rules', () => {
  it('never repeats the previous PIN and stays four digits', () => {
    for (let i = 0; i < 2000; i++) {
      const pin = newRidePin('0420');
      expect(pin).toMatch(/^\d{4}$/);
      expect(pin).not.toBe('0420');
    }
  });

  it('night is 19:00–06:00 in Lagos (UTC+1)', () => {
    expect(isLagosNight(new Date('2026-01-10T17:59:00Z'))).toBe(false); // 18:59 Lagos
    expect(isLagosNight(new Date('2026-01-10T18:00:00Z'))).toBe(true); // 19:00
    expect(isLagosNight(new Date('2026-01-10T04:59:00Z'))).toBe(true); // 05:59
    expect(isLagosNight(new Date('2026-01-10T05:00:00Z'))).toBe(false); // 06:00
    const noon = new Date('2026-01-10T11:00:00Z');
    expect(isPinRequired({ riderWantsPin: false, mode: 'night', now: noon })).toBe(false);
    expect(isPinRequired({ riderWantsPin: true, mode: 'off', now: noon })).toBe(true);
    expect(isPinRequired({ riderWantsPin: false, mode: 'always', now: noon })).toBe(true);
  });
});
