// the whole product through the browser as people use it, on one running app with the
// embedded database, a real SMTP listener and the sandbox checkout. A rider and a biker sign up on the
// registration form with the code from their e-mail; the biker completes details with real images; the
// admin approves in /admin; the biker funds the wallet and receives the rider's request live, accepts,
// starts and completes while the rider's screen follows each status without a reload; both histories, the
// notifications and the biker's transactions show the ride and its commission. Then: cancel before accept,
// decline, and expiry (RIDE_REQUEST_TIMEOUT_S=10). A screenshot of each step goes to the artifacts dir.
import { formatNaira } from '@waka/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { launchBrowser, phoneContext, snap } from './support/browser';
import { signInToConsole } from './support/console';
import {
  documentPhoto,
  expectToast,
  logInThroughScreen,
  newPerson,
  signUpThroughScreens,
} from './support/journey-people';
import { type RunningApp, startApp } from './support/server';

const RIDER_AT = { latitude: 6.6018, longitude: 3.3515 }; // Ikeja, Lagos
const BIKER_AT = { latitude: 6.6052, longitude: 3.3561 }; // ~600 m away
const ADMIN = { email: 'admin@waka.test', password: 'Admin#2026pass' };

let app: RunningApp;
let browser: Browser;
const rider = newPerson('Ada Obi');
const biker = newPerson('Musa Bello');
let riderPage: Page;
let bikerPage: Page;
const contexts: BrowserContext[] = [];
let mainJourneyDone = false;

beforeAll(async () => {
  app = await startApp({ RIDE_REQUEST_TIMEOUT_S: '10' });
  browser = await launchBrowser();
  const riderContext = await phoneContext(browser, { geolocation: RIDER_AT });
  const bikerContext = await phoneContext(browser, { geolocation: BIKER_AT });
  contexts.push(riderContext, bikerContext);
  riderPage = await riderContext.newPage();
  bikerPage = await bikerContext.newPage();
});
// A failing step leaves both phones' screens in the artifacts, for the report.
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  const slug = context.task.name.slice(0, 24).replace(/\W+/g, '-');
  for (const [who, page] of [
    ['rider', riderPage],
    ['biker', bikerPage],
  ] as const)
    await snap(page, `journey-FAILED-${slug}-${who}`).catch(() => {});
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await app?.stop();
});

/** The rider's dashboard: a destination, Get Bike Men, the biker's card → /driver-details. */
async function chooseBiker(page: Page, destination: string, shot?: string) {
  const search = page.getByRole('combobox');
  await search.fill(destination.split(',')[0]!);
  await page.getByRole('option', { name: destination }).first().click();
  await expect.poll(() => search.getAttribute('aria-expanded')).toBe('false');
  if (shot) await snap(page, `${shot}-destination`);
  await page.getByRole('button', { name: 'Get Bike Men' }).click();
  await page.getByRole('button', { name: new RegExp(biker.name) }).waitFor();
  if (shot) await snap(page, `${shot}-nearby-bikers`);
  await page.getByRole('button', { name: new RegExp(biker.name) }).click();
  await page.waitForURL(/\/driver-details$/);
  await page.getByText('Estimated Fare').waitFor();
}

async function sendRequest(page: Page, note: string) {
  await page.getByPlaceholder('Enter your message...').fill(note);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await page.getByText('REQUESTED', { exact: true }).waitFor();
}

const riderStatus = (status: string, timeout = 5000) =>
  riderPage.getByText(status, { exact: true }).waitFor({ timeout });
const requestCard = () => bikerPage.getByRole('article', { name: rider.name });

describe('the full journey', () => {
  it('rider and biker sign up; admin approves; the biker funds, accepts, starts and completes live', async () => {
    // The rider signs up, verifies with the e-mailed code, logs in and picks 'Book a ride'.
    await signUpThroughScreens(app, riderPage, rider, 'journey-rider');
    await logInThroughScreen(riderPage, app, rider);
    await riderPage.waitForURL(/\/Dashboard$/i);
    await riderPage.getByRole('dialog', { name: 'Missing Profile Details' }).waitFor();
    await riderPage.getByRole('button', { name: 'Complete Profile' }).click();
    await riderPage.getByRole('dialog', { name: 'Select Role' }).waitFor();
    await snap(riderPage, 'journey-rider-03-select-role');
    await riderPage.getByRole('button', { name: 'Book a ride' }).click();
    await riderPage.getByRole('dialog', { name: 'Select Role' }).waitFor({ state: 'hidden' });
    await riderPage.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await snap(riderPage, 'journey-rider-04-dashboard');

    // The biker signs up the same way, then completes the biker details with photos of the documents.
    await signUpThroughScreens(app, bikerPage, biker, 'journey-biker');
    await logInThroughScreen(bikerPage, app, biker);
    await bikerPage.getByRole('dialog', { name: 'Missing Profile Details' }).waitFor();
    await bikerPage.getByRole('button', { name: 'Complete Profile' }).click();
    await bikerPage.getByRole('button', { name: 'Biker' }).click();
    const form = bikerPage.getByRole('dialog', { name: 'Complete Biker Profile' });
    await form.waitFor();
    await form.getByLabel('Bike Number').fill('LAG-482-KT');
    await form.getByLabel('Bike Type').fill('Bajaj Boxer');
    await form.getByLabel('Insurance Expiry Date').fill('2027-12-31');
    await form
      .getByLabel('Bike document image')
      .setInputFiles(await documentPhoto(browser, 'Motorcycle papers', biker.name, '#b35f00'));
    await form
      .getByLabel('NIN image')
      .setInputFiles(await documentPhoto(browser, 'National ID (NIN)', biker.name, '#0a7ea4'));
    await expect.poll(() => form.getByText('Uploaded', { exact: true }).count(), { timeout: 15_000 }).toBe(2);
    await snap(bikerPage, 'journey-biker-03-details');
    await form.getByRole('button', { name: 'Submit' }).click();
    await bikerPage.getByText('Details submitted successfully').waitFor();
    await bikerPage.waitForURL(/\/dashboardtoweb$/i);
    await bikerPage.getByRole('heading', { name: 'Approval in Progress' }).waitFor();
    await snap(bikerPage, 'journey-biker-04-awaiting-approval');

    // The admin opens the biker's documents in /admin and approves.
    const adminContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-NG',
    });
    contexts.push(adminContext);
    const admin = await adminContext.newPage();
    await signInToConsole(admin, app, '/admin', ADMIN);
    await admin.getByRole('heading', { name: 'Approvals', exact: true }).waitFor();
    const card = admin.getByRole('article', { name: biker.name });
    await card.getByRole('button', { name: 'View nin' }).click();
    await card.getByRole('img', { name: 'NIN' }).waitFor();
    await snap(admin, 'journey-admin-01-approvals');
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText(`${biker.name} was approved`).waitFor();
    await snap(admin, 'journey-admin-02-approved');
    await adminContext.close();

    // The biker logs in again: approved, ₦0, so the low-balance modal leads to Add Funds.
    await bikerPage.goto(`${app.baseUrl}/settings`);
    await bikerPage.getByRole('button', { name: 'Logout' }).click();
    await bikerPage.waitForURL(/\/login$/);
    await logInThroughScreen(bikerPage, app, biker);
    await bikerPage.waitForURL(/\/dashboardtoweb$/i);
    const lowBalance = bikerPage.getByRole('dialog', { name: 'Low wallet balance' });
    await lowBalance.waitFor();
    await snap(bikerPage, 'journey-biker-05-low-balance');
    await lowBalance.getByRole('button', { name: 'Add Funds' }).click();
    await bikerPage.waitForURL(/\/InitializePayment$/i);
    await bikerPage.getByRole('button', { name: '₦2,000' }).click();
    const [checkout] = await Promise.all([
      bikerPage.context().waitForEvent('page'),
      bikerPage.getByRole('button', { name: 'Proceed to Pay' }).click(),
    ]);
    await checkout.waitForURL(/\/sandbox\/checkout\//);
    await snap(checkout, 'journey-biker-06-sandbox-checkout');
    await checkout.getByRole('button', { name: /^Pay/ }).click();
    await checkout.waitForURL(/\/InitializePayment/i);
    await expectToast(checkout, 'Your wallet has been funded.');
    await snap(checkout, 'journey-biker-07-funded');
    await checkout.close();
    await bikerPage.goto(`${app.baseUrl}/dashboardtoweb`);
    await bikerPage
      .getByRole('link', { name: /Wallet balance/ })
      .getByText(formatNaira(2000))
      .waitFor();
    expect(await lowBalance.isVisible()).toBe(false);
    await bikerPage.getByText('Live', { exact: true }).waitFor();
    await snap(bikerPage, 'journey-biker-08-dashboard-live');

    // The rider searches a destination, fetches nearby bikers and requests the biker.
    await chooseBiker(riderPage, 'Lagos, Lagos State', 'journey-rider-05');
    await sendRequest(riderPage, 'Blue gate, please call');
    await snap(riderPage, 'journey-rider-06-requested');

    // The request reaches the biker live; each of the biker's taps reaches the rider live (no reload).
    // A mark on the rider's window: a reload would wipe it.
    await riderPage.evaluate(() => Object.assign(window, { journeyMark: 'no reload' }));
    await requestCard().getByText('Blue gate, please call').waitFor({ timeout: 5000 });
    // The card states the fare and the commission the biker will pay.
    const bikerToken = await bikerPage.evaluate(() => localStorage.getItem('token'));
    const { incomingRequests } = await api<{ incomingRequests: { fare: number; commission: number }[] }>(
      app,
      '/api/incoming-rides',
      { token: bikerToken! },
    );
    const { fare, commission } = incomingRequests[0]!;
    const naira = (amount: number) => formatNaira(amount, Number.isInteger(amount) ? 0 : 2);
    await requestCard().getByText(naira(fare)).waitFor();
    await requestCard().getByText(naira(commission)).waitFor();
    await riderPage.getByText(formatNaira(fare, 0)).waitFor(); // the rider's Estimated Fare
    // Its countdown starts from the request timeout (10 s), not from a stale clock.
    const countdown = /Expires in\s*(\d+):(\d\d)/.exec((await requestCard().textContent()) ?? '');
    expect(Number(countdown?.[1]) * 60 + Number(countdown?.[2])).toBeLessThanOrEqual(10);
    await snap(bikerPage, 'journey-biker-09-incoming');
    await requestCard().getByRole('button', { name: 'Accept' }).click();
    await expectToast(bikerPage, 'Ride accepted!');
    await riderStatus('ACCEPTED');
    await riderPage.getByRole('link', { name: biker.phoneNumber }).waitFor();
    await snap(riderPage, 'journey-rider-07-accepted');
    const panel = bikerPage.getByRole('region', { name: 'Current ride' });
    await panel.getByRole('button', { name: 'Start Ride' }).click();
    await expectToast(bikerPage, 'Ride Started!');
    await riderStatus('IN_PROGRESS');
    await snap(riderPage, 'journey-rider-08-in-progress');
    await snap(bikerPage, 'journey-biker-10-in-progress');
    await panel.getByRole('button', { name: 'Complete Ride' }).click();
    await expectToast(bikerPage, 'Ride Completed!');
    await expectToast(riderPage, 'Ride completed');
    await riderPage.waitForURL(/\/Dashboard$/i);
    expect(await riderPage.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark)).toBe(
      'no reload',
    );

    // The commission is the fare × the configured rate, taken from the biker's wallet.
    const { commissionRate } = await api<{ commissionRate: number }>(app, '/api/config');
    expect(commission).toBe(Math.round(Math.round(fare * 100) * commissionRate) / 100);
    await bikerPage
      .getByRole('link', { name: /Wallet balance/ })
      .getByText(formatNaira(2000 - commission))
      .waitFor();
    await snap(bikerPage, 'journey-biker-11-after-ride');

    // Both histories, the notifications and the biker's transactions show the ride and its commission.
    await riderPage.goto(`${app.baseUrl}/ride-history`);
    const riderRide = riderPage.getByRole('listitem').filter({ hasText: biker.name });
    await riderRide.getByText('completed').waitFor();
    expect(await riderRide.getByText('App Commission').count()).toBe(0);
    await snap(riderPage, 'journey-rider-09-ride-history');
    await riderPage.goto(`${app.baseUrl}/notifications`);
    await riderPage.getByText(`${biker.name} accepted your ride request.`).waitFor();
    await riderPage.getByText(`Your ride with ${biker.name} is complete`, { exact: false }).waitFor();
    await snap(riderPage, 'journey-rider-10-notifications');

    await bikerPage.goto(`${app.baseUrl}/ride-history`);
    const bikerRide = bikerPage.getByRole('listitem').filter({ hasText: rider.name });
    await bikerRide.getByText('completed').waitFor();
    await bikerRide.getByText(formatNaira(commission)).waitFor();
    await snap(bikerPage, 'journey-biker-12-ride-history');
    await bikerPage.goto(`${app.baseUrl}/notifications`);
    await bikerPage.getByText(`New ride request from ${rider.name}`, { exact: false }).waitFor();
    await bikerPage.getByText(/Your wallet has been funded/).waitFor();
    await bikerPage
      .getByText(`A commission of ${formatNaira(commission)} was taken`, { exact: false })
      .waitFor();
    await snap(bikerPage, 'journey-biker-13-notifications');
    await bikerPage.goto(`${app.baseUrl}/transaction-history`);
    const commissionLine = bikerPage.getByRole('listitem').filter({ hasText: /commission/i });
    await commissionLine.getByText(formatNaira(-commission)).waitFor();
    await bikerPage
      .getByRole('listitem')
      .filter({ hasText: /funding/i })
      .getByText(formatNaira(2000))
      .waitFor();
    await snap(bikerPage, 'journey-biker-14-transactions');
    mainJourneyDone = true;
  });

  it('cancel before accept, decline, and expiry: the rider sees each live', async (context) => {
    if (!mainJourneyDone) context.skip(); // it continues with the people of the main journey
    await bikerPage.goto(`${app.baseUrl}/dashboardtoweb`);
    await bikerPage.getByText('Live', { exact: true }).waitFor();

    // Cancel before accept: the request disappears from the biker's screen by itself.
    await riderPage.goto(`${app.baseUrl}/Dashboard`);
    await chooseBiker(riderPage, 'Ikeja, Lagos State');
    await sendRequest(riderPage, 'Cancel me');
    await requestCard().waitFor({ timeout: 5000 });
    await riderPage.getByRole('button', { name: 'Cancel Request' }).click();
    await expectToast(riderPage, 'Ride request cancelled');
    await riderPage.waitForURL(/\/Dashboard$/i);
    await requestCard().waitFor({ state: 'detached', timeout: 5000 });
    await snap(bikerPage, 'journey-biker-15-cancelled-gone');

    // Decline: the rider's screen turns REJECTED and offers Go Back.
    await chooseBiker(riderPage, 'Ikeja, Lagos State');
    await sendRequest(riderPage, 'Decline me');
    await requestCard().getByRole('button', { name: 'Decline' }).click();
    await expectToast(bikerPage, 'Ride declined!');
    await riderStatus('REJECTED');
    await snap(riderPage, 'journey-rider-11-declined');
    await riderPage.getByRole('button', { name: 'Go Back' }).click();
    await riderPage.waitForURL(/\/Dashboard$/i);

    // Expiry: nobody answers for RIDE_REQUEST_TIMEOUT_S (10 s); the expiry job runs every 5 s.
    await chooseBiker(riderPage, 'Ikeja, Lagos State');
    await sendRequest(riderPage, 'Nobody answers');
    await requestCard().waitFor({ timeout: 5000 });
    await riderStatus('EXPIRED', 25_000);
    await snap(riderPage, 'journey-rider-12-expired');
    await requestCard().waitFor({ state: 'detached', timeout: 10_000 });
    await riderPage.goto(`${app.baseUrl}/ride-history`);
    for (const status of ['cancelled', 'rejected', 'expired'])
      await riderPage.getByRole('listitem').filter({ hasText: status }).first().waitFor();
    await snap(riderPage, 'journey-rider-13-ride-history-all');
  });
});
