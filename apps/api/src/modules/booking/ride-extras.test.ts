// After acceptance: the driver's position with an ETA (OSRM stand-in on loopback, or from distance); after
// completion: the receipt in the app and by e-mail.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverProfiles, mailOutbox } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import { createAvailableDriver, LAGOS, north, requestRideAs, rideAction } from '../../test-support/rides';

let t: TestApp;
let routed: TestApp;
let osrm: Server;
const routeCalls: string[] = [];

beforeAll(async () => {
  osrm = createServer((req, res) => {
    routeCalls.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 'Ok', routes: [{ distance: 4321.4, duration: 654.4 }] }));
  });
  await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
  const port = (osrm.address() as AddressInfo).port;
  [t, routed] = await Promise.all([
    createTestApp(),
    createTestApp({ ROUTING_URL: `http://127.0.0.1:${port}` }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), routed.close()]);
  await new Promise((resolve) => osrm.close(resolve));
});

async function acceptedRide(app: TestApp, km: number) {
  const where = north(LAGOS, km * 1000);
  const driver = await createAvailableDriver(app.app, { location: north(where, 1500), name: 'Ade Driver' });
  const rider = await createTestUser(app.app, { role: 'rider', name: 'Bola Rider' });
  const rideId = (await requestRideAs(app.app, rider, driver, { pickupLocation: where })).json().ride._id;
  expect((await rideAction(app.app, driver, 'acceptride', rideId)).statusCode).toBe(200);
  return { driver, rider, rideId };
}

const position = (app: TestApp, user: TestUser, rideId: string) =>
  app.app.inject({ method: 'GET', url: `/api/rides/${rideId}/driver-position`, headers: user.auth });

describe('driver position and ETA', () => {
  it('estimates from distance without a routing server', async () => {
    const { rider, rideId } = await acceptedRide(t, 4000);
    const res = await position(t, rider, rideId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.etaSource).toBe('distance');
    // 1.5 km × 1.3 road factor at 20 km/h ≈ 351 s.
    expect(body.distanceMeters).toBeGreaterThan(1900);
    expect(body.distanceMeters).toBeLessThan(2000);
    expect(body.etaSeconds).toBe(Math.round(body.distanceMeters / (20_000 / 3600)));
    const stranger = await createTestUser(t.app, { role: 'rider' });
    expect((await position(t, stranger, rideId)).statusCode).toBe(404);
  });

  it('asks the OSRM server when ROUTING_URL is set', async () => {
    const { rider, rideId } = await acceptedRide(routed, 4100);
    const body = (await position(routed, rider, rideId)).json();
    expect(body).toMatchObject({ etaSource: 'routing', distanceMeters: 4321, etaSeconds: 654 });
    expect(routeCalls.at(-1)).toMatch(
      /^\/route\/v1\/driving\/3\.3792,[\d.]+;3\.3792,[\d.]+\?overview=false$/,
    );
  });
});

describe('receipt', () => {
  it('is refused before completion, then shows fare, distance, time, driver, plate and date; e-mailed', async () => {
    const { driver, rider, rideId } = await acceptedRide(t, 4200);
    await t.database.db.insert(driverProfiles).values({
      userId: driver.id,
      vehicleType: 'driver',
      details: { vehiclePlateNumber: 'LAG-123-XY' },
    });
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/rides/${rideId}/receipt`,
      headers: rider.auth,
    });
    expect(early.statusCode).toBe(409);
    await rideAction(t.app, driver, 'startride', rideId);
    expect((await rideAction(t.app, driver, 'completeride', rideId)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/rides/${rideId}/receipt`,
      headers: rider.auth,
    });
    expect(res.statusCode).toBe(200);
    const { receipt } = res.json();
    expect(receipt).toMatchObject({
      rideId,
      driverName: 'Ade Driver',
      plateNumber: 'LAG-123-XY',
      riderName: 'Bola Rider',
    });
    expect(receipt.fare).toBeGreaterThan(0);
    expect(receipt.distanceMeters).toBeGreaterThan(0);
    expect(Date.parse(receipt.completedAt)).not.toBeNaN();
    await t.app.jobs.idle(); // the e-mail is sent after the completion commits
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, rider.email));
    expect(mail!.subject).toMatch(/Your Waka receipt/);
    expect(mail!.text).toContain('LAG-123-XY');
    expect(mail!.text).toContain(`₦${receipt.fare.toLocaleString('en-NG')}`);
    const driverView = await t.app.inject({
      method: 'GET',
      url: `/api/rides/${rideId}/receipt`,
      headers: driver.auth,
    });
    expect(driverView.statusCode).toBe(200);
    const stranger = await createTestUser(t.app, { role: 'rider' });
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/rides/${rideId}/receipt`,
      headers: stranger.auth,
    });
    expect(hidden.statusCode).toBe(404);
  });
});
