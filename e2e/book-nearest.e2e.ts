// Book the nearest, in headless Chromium at 360×740: three bikers online and one offline, nearest first. The
// request reaches the online bikers one batch at a time in order of distance (one per batch here so the order
// shows), the nearest biker gets it on the Ride History page as a visible alert, the offline biker is never
// offered, two bikers accepting at once leave exactly one winner, and the rider follows the driver to a receipt.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, createReadyBiker } from './rider-api-setup';
import { api } from './support/api';
import { launchBrowser, phoneContext, snap } from './support/browser';
import { type RunningApp, startApp } from './support/server';
import { openSignedIn } from './support/signed-in';
import { recordToasts, toastsSeen } from './support/toasts';

const RIDER_AT = { latitude: 6.6018, longitude: 3.3515 }; // Ikeja, Lagos
const north = (meters: number) => ({
  latitude: RIDER_AT.latitude + meters / 111_195,
  longitude: RIDER_AT.longitude,
});

let app: RunningApp;
let browser: Browser;
let rider: Account;
let offline: Account;
const bikers: Account[] = []; // nearest first

beforeAll(async () => {
  app = await startApp({ DISPATCH_BATCH_SIZE: '1', DISPATCH_BATCH_SECONDS: '8' });
  browser = await launchBrowser();
  rider = await createAccount(app, 'Ngozi Okafor');
  await api(app, '/api/rider/extra-details', {
    token: rider.token,
    body: {
      preferredType: 'rider',
      location: { type: 'Point', coordinates: [RIDER_AT.longitude, RIDER_AT.latitude] },
    },
  });
  offline = await createReadyBiker(app, north(100)); // the nearest of all, but offline
  placed.set(offline.id, north(100));
  await api(app, '/api/driver/online', { method: 'PUT', token: offline.token, body: { online: false } });
  for (const meters of [400, 900, 1500]) {
    const biker = await createReadyBiker(app, north(meters));
    placed.set(biker.id, north(meters));
    bikers.push(biker);
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Each biker's phone stands where the biker was placed (the dashboard reports the phone's position). */
const placed = new Map<string, { latitude: number; longitude: number }>();

async function bikerPage(biker: Account, path: string): Promise<Page> {
  const context = await phoneContext(browser, { geolocation: placed.get(biker.id)! });
  const page = await context.newPage();
  await openSignedIn(page, app, biker, { role: 'biker', path });
  return page;
}

const incoming = async (biker: Account) =>
  (
    await api<{ incomingRequests: { rideRequestId: string }[] }>(app, '/api/incoming-rides', {
      token: biker.token,
    })
  ).incomingRequests.map((r) => r.rideRequestId);

describe('book the nearest', () => {
  it('reaches the bikers in order, never the offline one; one of two simultaneous accepts wins; receipt', async () => {
    const nearest = await bikerPage(bikers[0]!, '/ride-history');
    await nearest.getByRole('heading', { name: /Ride History/i }).waitFor();
    const second = await bikerPage(bikers[1]!, '/dashboardtoweb');
    const third = await bikerPage(bikers[2]!, '/dashboardtoweb');
    const offlinePage = await bikerPage(offline, '/dashboardtoweb');
    await offlinePage.getByText('Offline: no requests').waitFor();
    await snap(offlinePage, 'book-nearest-offline-biker');
    for (const page of [second, third]) await page.getByText('Online: you receive requests').waitFor();

    const context = await phoneContext(browser, { geolocation: RIDER_AT });
    const page = await context.newPage();
    await openSignedIn(page, app, rider, { role: 'rider', path: '/Dashboard' });
    const search = page.getByRole('combobox');
    await search.fill('Ikeja');
    await page.getByRole('option').first().waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect.poll(() => search.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'Nearest bike' }).click();
    await page.waitForURL(/\/book-nearest\//);
    const rideId = page.url().split('/').pop()!;
    await page.getByText('Finding the nearest bike…').waitFor();
    await page.getByText(/Request open for/).waitFor();

    // Each round asks the next nearest online biker: the farthest one asked grows 0.4 → 0.9 → 1.5 km, and
    // the offline biker 100 m away is never among them.
    await page.getByText('Round 1: asked 1 bike rider within 0.4 km').waitFor();
    // The nearest online biker, on the Ride History page, gets a visible alert.
    const alert = nearest.getByRole('alert').filter({ hasText: 'New ride request' });
    await alert.waitFor({ timeout: 15_000 });
    await snap(nearest, 'book-nearest-alert-on-ride-history');
    await snap(page, 'book-nearest-rider-round-1');
    await page.getByText('Round 2: asked 2 bike riders within 0.9 km').waitFor({ timeout: 20_000 });
    await second.getByRole('button', { name: 'Accept' }).waitFor({ timeout: 20_000 });
    await page.getByText('Round 3: asked 3 bike riders within 1.5 km').waitFor({ timeout: 20_000 });
    await third.getByRole('button', { name: 'Accept' }).waitFor({ timeout: 20_000 });
    expect(await incoming(offline)).toEqual([]);
    expect(await incoming(bikers[0]!)).toContain(rideId); // earlier offers stay open
    await snap(second, 'book-nearest-offer-on-dashboard');

    // Two bikers accept at the same moment: exactly one wins. The loser's toast is short-lived, so both pages
    // record every toast from here on and the check below reads the record.
    await Promise.all([recordToasts(second), recordToasts(third)]);
    await Promise.all([
      second.getByRole('button', { name: 'Accept' }).click(),
      third.getByRole('button', { name: 'Accept' }).click(),
    ]);
    // A click returns once it is dispatched, not once its request has been answered: wait for the ride.
    const rideStatus = async () =>
      (await api<{ status: string }>(app, `/api/status/${rideId}`, { token: rider.token })).status;
    await expect.poll(rideStatus, { timeout: 15_000 }).toBe('accepted');
    const accepted = await Promise.all(
      [bikers[1]!, bikers[2]!].map(
        async (b) =>
          (
            await api<{ rides: { _id: string; status: string }[] }>(app, '/api/ridehistory?role=biker', {
              token: b.token,
            })
          ).rides.filter((r) => r._id === rideId && r.status === 'accepted').length,
      ),
    );
    expect([...accepted].sort()).toEqual([0, 1]); // a copy: sort() would reorder `accepted` itself
    const [winnerPage, loserPage] = accepted[0] === 1 ? [second, third] : [third, second];
    await expect
      .poll(async () => (await toastsSeen(loserPage)).join(' | '), { timeout: 30_000 })
      .toMatch(/no longer available|Another driver/);
    await expect.poll(() => loserPage.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    await alert.waitFor({ state: 'hidden', timeout: 15_000 }); // vanished for the nearest biker too
    await winnerPage.getByRole('link', { name: 'Navigate to pickup' }).waitFor();
    await snap(winnerPage, 'book-nearest-winner');

    // The rider sees the driver with an ETA, then the receipt.
    await page
      .getByText(/accepted$/)
      .first()
      .waitFor({ timeout: 15_000 });
    await page.getByText(/About \d+ min at your pickup/).waitFor({ timeout: 15_000 });
    await snap(page, 'book-nearest-rider-accepted');
    await winnerPage.getByRole('button', { name: 'Start Ride' }).click();
    await winnerPage.getByRole('button', { name: 'Complete Ride' }).click();
    await page.getByRole('link', { name: 'View receipt' }).click({ timeout: 20_000 });
    await page.getByText('Fare to pay').waitFor();
    await page.getByText('LAG-123-XY').waitFor();
    await snap(page, 'book-nearest-receipt');
  }, 240_000);
});
