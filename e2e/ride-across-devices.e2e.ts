// A new user's run, ride state: the rider's ride card comes from the server's current ride on every page and
// device. The rider has two devices (two browser contexts) signed in to one account; the request is sent from
// elsewhere, both devices pick it up, and when the biker completes the ride the device on another page and
// the device on the ride screen both reflect it without a reload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, createReadyBiker } from './rider-api-setup';
import { api } from './support/api';
import { launchBrowser, phoneContext, snap } from './support/browser';
import { expectToast } from './support/journey-people';
import { type RunningApp, startApp } from './support/server';
import { openSignedIn } from './support/signed-in';

const RIDER_AT = { latitude: 6.6018, longitude: 3.3515 };
const BIKER_AT = { latitude: 6.6052, longitude: 3.3561 };
const DESTINATION = { latitude: 6.5244, longitude: 3.3792 };

let app: RunningApp;
let browser: Browser;
let rider: Account;
let biker: Account;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  biker = await createReadyBiker(app, BIKER_AT);
  rider = await createAccount(app, 'Ada Obi');
  await api(app, '/api/rider/extra-details', {
    token: rider.token,
    body: {
      preferredType: 'rider',
      location: { type: 'Point', coordinates: [RIDER_AT.longitude, RIDER_AT.latitude] },
    },
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const storedRide = (page: Page) => page.evaluate(() => localStorage.getItem('rideDetails'));
const rideAction = (action: string, rideRequestId: string) =>
  api(app, `/api/${action}`, { token: biker.token, body: { rideRequestId } });

describe('one ride, two devices, many pages', () => {
  it('shows the open request on both devices and ends it on both when the biker completes it', async () => {
    const { ride } = await api<{ ride: { _id: string } }>(app, '/api/requestride', {
      token: rider.token,
      body: {
        pickupLocation: RIDER_AT,
        destinationLocation: DESTINATION,
        driverId: biker.id,
        preferredType: 'biker',
        notes: 'Blue gate',
      },
    });
    const phoneA = await (await phoneContext(browser)).newPage();
    const phoneB = await (await phoneContext(browser)).newPage();

    // Device A had never seen this ride: the dashboard still knows it from the server.
    await openSignedIn(phoneA, app, rider, { role: 'rider', path: '/Dashboard' });
    const inProgress = phoneA.getByRole('dialog', { name: 'Ride In Progress' });
    await inProgress.waitFor();
    await snap(phoneA, 'hardening-ride-device-a-dashboard');
    await inProgress.getByRole('button', { name: 'Continue' }).click();
    await phoneA.waitForURL(/\/driver-details$/);
    await expect.poll(() => phoneA.getByTestId('ride-status').textContent()).toBe('REQUESTED');
    await phoneA.getByText('Musa Bello').first().waitFor();

    // Device B sits on Settings: it mirrors the server's ride too.
    await openSignedIn(phoneB, app, rider, { role: 'rider', path: '/settings' });
    await expect.poll(() => storedRide(phoneB), { timeout: 15_000 }).toContain('Musa Bello');

    await rideAction('acceptride', ride._id);
    await expect
      .poll(() => phoneA.getByTestId('ride-status').textContent(), { timeout: 15_000 })
      .toBe('ACCEPTED');
    await expect.poll(() => storedRide(phoneB), { timeout: 15_000 }).toContain('"rideStatus":"accepted"');
    await snap(phoneA, 'hardening-ride-device-a-accepted');

    await rideAction('startride', ride._id);
    await rideAction('completeride', ride._id);
    await expectToast(phoneA, 'Ride completed', 15_000);
    await phoneA.waitForURL(/\/Dashboard$/);
    await expect.poll(() => storedRide(phoneB), { timeout: 15_000 }).toBeNull();

    // Back to the dashboard from Settings, without a reload: no stale 'Ride In Progress'.
    await phoneB.getByRole('link', { name: 'Back' }).click();
    await phoneB.waitForURL(/\/Dashboard$/);
    await phoneB.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await phoneB.getByRole('dialog', { name: 'Ride In Progress' }).count()).toBe(0);
    expect(await phoneA.getByRole('dialog', { name: 'Ride In Progress' }).count()).toBe(0);
    await snap(phoneB, 'hardening-ride-device-b-after-completion');
  });
});
