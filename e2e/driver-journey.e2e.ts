// a biker's day in headless Chromium at phone size. The rider side acts through
// the HTTP API; accounts are made the way people make them (register, code from the e-mail, extra details,
// approval by the admin of ADMIN_EMAIL/ADMIN_PASSWORD).
import { formatNaira } from '@waka/shared';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  driverJourneyKit,
  expectNoAxeViolations,
  expectToast,
  HERE,
  snapBothThemes,
} from './driver-journey-kit';
import { launchBrowser, phoneContext, snap } from './support/browser';
import { type RunningApp, startApp } from './support/server';

let app: RunningApp;
let browser: Browser;
let kit: ReturnType<typeof driverJourneyKit>;

beforeAll(async () => {
  app = await startApp();
  kit = driverJourneyKit(app);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the driver and biker side', () => {
  it('takes an approved biker from ₦0 through funding to a completed ride', async () => {
    const biker = await kit.createAccount('Musa Biker', 'biker');
    await kit.approve(biker);
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await kit.logInThroughTheScreen(page, biker);

    // ₦0: the low-balance modal states the configured threshold and leads only to Add Funds.
    const modal = page.getByRole('dialog', { name: 'Low wallet balance' });
    await modal.waitFor();
    await modal
      .getByText('Your wallet balance is below ₦500. Add funds to keep receiving ride requests.')
      .waitFor();
    await snapBothThemes(page, 'driver-low-balance');
    await page.keyboard.press('Escape');
    expect(await modal.isVisible()).toBe(true);
    expect(await modal.getByRole('button').allTextContents()).toEqual(['Add Funds']);
    await modal.getByRole('button', { name: 'Add Funds' }).click();
    await page.waitForURL(/\/InitializePayment$/i);

    // Fund Wallet: presets and custom amount clear each other; the minimum is enforced before any call.
    const preset = page.getByRole('button', { name: '₦2,000' });
    const custom = page.getByLabel('Or enter an amount');
    expect(await custom.getAttribute('placeholder')).toBe('Minimum ₦500');
    await preset.click();
    expect(await preset.getAttribute('aria-pressed')).toBe('true');
    await custom.fill('300');
    expect(await preset.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    await expectToast(page, 'Minimum payment is ₦500.');
    await page.getByRole('button', { name: 'Verify Payment' }).click();
    await expectToast(page, 'No recent payment to verify.');
    await preset.click();
    expect(await custom.inputValue()).toBe('');
    await snapBothThemes(page, 'driver-fund-wallet');
    await expectNoAxeViolations(page);

    // The sandbox checkout opens in a new tab and returns to /InitializePayment?reference=…, which verifies.
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Proceed to Pay' }).click(),
    ]);
    await checkout.waitForURL(/\/sandbox\/checkout\//);
    expect(await page.evaluate(() => localStorage.getItem('paymentReference'))).toMatch(/.+/);
    await checkout.getByRole('button', { name: /^Pay/ }).click();
    await checkout.waitForURL(/\/InitializePayment/i);
    await expectToast(checkout, 'Your wallet has been funded.');
    await checkout.getByText(formatNaira(2000)).waitFor();
    expect(await checkout.evaluate(() => localStorage.getItem('paymentReference'))).toBeNull();
    await checkout.close();
    // The first tab follows (storage event): the balance, and the payment leaves its pending list.
    await page.locator('.fund-wallet__balance').getByText(formatNaira(2000)).waitFor();
    await page.getByRole('region', { name: 'Pending payments' }).waitFor({ state: 'detached' });

    // Back on the dashboard: no modal, the balance, and live requests.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(/\/dashboardtoweb$/i);
    await page
      .getByRole('link', { name: /Wallet balance/ })
      .getByText(formatNaira(2000))
      .waitFor();
    expect(await modal.isVisible()).toBe(false);
    await page.getByRole('heading', { name: 'Incoming requests' }).waitFor();
    await page.waitForTimeout(1500); // the first location push makes the biker findable
    await snapBothThemes(page, 'driver-dashboard-empty');

    const rider = await kit.createAccount('Ada Rider', 'rider');
    const rideId = await kit.requestRideFrom(rider, biker, 'Blue gate, call me');
    const card = page.getByRole('article', { name: 'Ada Rider' });
    await card.waitFor({ timeout: 10_000 }); // live (the polling fallback would take up to 30 s)
    const [incoming] = (
      await kit.api<{ incomingRequests: { rideRequestId: string; fare: number; commission: number }[] }>(
        '/api/incoming-rides',
        { token: biker.token },
      )
    ).incomingRequests;
    expect(incoming?.rideRequestId).toBe(rideId);
    const { fare, commission } = incoming!;
    await card.getByText('Blue gate, call me').waitFor();
    await card.getByText(formatNaira(fare, Number.isInteger(fare) ? 0 : 2)).waitFor();
    await card.getByText(formatNaira(commission, Number.isInteger(commission) ? 0 : 2)).waitFor();
    await snapBothThemes(page, 'driver-incoming-request');
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, 'Ride accepted!');
    const panel = page.getByRole('region', { name: 'Current ride' });
    await panel.getByText('Ride Accepted').waitFor();
    expect(await panel.getByRole('link', { name: /Call Ada Rider/ }).getAttribute('href')).toMatch(
      /^tel:0803/,
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('acceptedRide') ?? 'null'));
    expect(stored).toMatchObject({
      rideRequestId: rideId,
      riderName: 'Ada Rider',
      rideStatus: 'accepted',
      fare,
      commission,
    });
    await page.reload(); // restored from browser storage
    await panel.getByText('Ride Accepted').waitFor();
    await snapBothThemes(page, 'driver-accepted-ride');
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: 'Start Ride' }).click();
    await expectToast(page, 'Ride Started!');
    await panel.getByText('Ride In Progress').waitFor();
    await panel.getByRole('button', { name: 'Complete Ride' }).click();
    await expectToast(page, 'Ride Completed!');
    await panel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('acceptedRide'))).toBeNull();
    expect((await kit.api<{ status: string }>(`/api/status/${rideId}`, { token: rider.token })).status).toBe(
      'completed',
    );

    // The commission is charged: the balance drops by it and it appears in the transaction history.
    await page
      .getByRole('link', { name: /Wallet balance/ })
      .getByText(formatNaira(2000 - commission))
      .waitFor();
    await page.goto(`${app.baseUrl}/transaction-history`);
    await page
      .getByText(/commission/i)
      .first()
      .waitFor();
    await page.getByText(formatNaira(commission).slice(1)).first().waitFor();
    await snapBothThemes(page, 'driver-transaction-history');
    await context.close();
  });

  it('removes a request that the rider cancelled, live or when it is acted on', async () => {
    const biker = await kit.createAccount('Bola Biker', 'biker');
    await kit.approve(biker);
    const funding = await kit.api<{ reference: string }>('/api/initialize', {
      token: biker.token,
      body: { amount: 1000, email: biker.email },
    });
    await fetch(`${app.baseUrl}/sandbox/checkout/${funding.reference}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    await kit.api('/api/verifytransaction', { token: biker.token, body: { reference: funding.reference } });
    await kit.api('/api/rider/updatelocation', { method: 'PUT', token: biker.token, body: HERE });
    const rider = await kit.createAccount('Chidi Rider', 'rider');

    // Without live events (the stream is blocked), only polling: the stale request answers on Accept.
    const context: BrowserContext = await phoneContext(browser, { colorScheme: 'dark' });
    const page = await context.newPage();
    await page.route('**/api/events**', (route) => route.abort());
    const first = await kit.requestRideFrom(rider, biker, '');
    await kit.openDashboardSignedIn(page, biker, 'biker');
    const card = page.getByRole('article', { name: 'Chidi Rider' });
    await card.waitFor();
    await snap(page, 'driver-stale-request-dark');
    await kit.api('/api/cancelrequest', { token: rider.token, body: { rideRequestId: first } });
    await card.getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, 'This request is no longer available.');
    await card.waitFor({ state: 'detached' });
    await page.unroute('**/api/events**');

    // With live events the cancelled request disappears by itself.
    await page.reload();
    await page.getByRole('heading', { name: 'Incoming requests' }).waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    const second = await kit.requestRideFrom(rider, biker, 'At the pharmacy');
    await card.waitFor({ timeout: 10_000 });
    await card.getByRole('button', { name: 'Decline' }).waitFor();
    await kit.api('/api/cancelrequest', { token: rider.token, body: { rideRequestId: second } });
    await card.waitFor({ state: 'detached', timeout: 10_000 });
    await context.close();
  });

  it('shows an unapproved driver the approval banner and no requests, in dark mode too', async () => {
    const driver = await kit.createAccount('Emeka Driver', 'driver');
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await phoneContext(browser, { colorScheme });
      const page = await context.newPage();
      await kit.openDashboardSignedIn(page, driver, 'driver');
      const banner = page
        .getByRole('status')
        .filter({ has: page.getByRole('heading', { name: 'Approval in Progress' }) });
      await banner.waitFor();
      await page.getByText('Welcome, Emeka Driver').waitFor();
      await page.waitForTimeout(1000);
      expect(await page.getByRole('heading', { name: 'Incoming requests' }).count()).toBe(0);
      expect(await page.getByRole('article').count()).toBe(0);
      // ₦0 as well: said inside the banner, not by the blocking modal (docs/decisions/070).
      await banner.getByText('Your wallet balance is below ₦500.').waitFor();
      expect(await page.getByRole('dialog', { name: 'Low wallet balance' }).isVisible()).toBe(false);
      await snap(page, `driver-unapproved-${colorScheme}`);
      await context.close();
    }
  });

  it('sends a rider who opens /dashboardtoweb to /Dashboard', async () => {
    const rider = await kit.createAccount('Funke Rider', 'rider');
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await kit.openDashboardSignedIn(page, rider, 'rider');
    await page.waitForURL(/\/Dashboard$/);
    await context.close();
  });
});
