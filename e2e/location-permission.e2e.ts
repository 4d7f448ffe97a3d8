// A new user's run, location: permission withdrawn after sign-in shows the 'Location permission is required'
// alert with how to turn it back on (no empty map), and allowing it again removes the alert — both without a
// reload, through the Permissions API's change event. The browser's setting is changed through Chromium's
// DevTools protocol, as a person would in the site settings.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './rider-api-setup';
import { api } from './support/api';
import { launchBrowser, phoneContext, snap } from './support/browser';
import { type RunningApp, startApp } from './support/server';
import { openSignedIn } from './support/signed-in';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function setLocationPermission(context: BrowserContext, page: Page, setting: 'granted' | 'denied') {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'geolocation' },
    setting,
    browserContextId: targetInfo.browserContextId, // this test's context, not the browser's default one
  });
  // Kept attached: detaching drops the override.
}

describe('location permission after sign-in', () => {
  it('shows the alert with the way back while denied, and hides it once allowed', async () => {
    const rider = await createAccount(app, 'Ngozi Eze');
    await api(app, '/api/rider/extra-details', {
      token: rider.token,
      body: { preferredType: 'rider', location: { type: 'Point', coordinates: [3.3515, 6.6018] } },
    });
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await openSignedIn(page, app, rider, { role: 'rider', path: '/Dashboard' });
    // The live page, settled: not the page shell painted before it, and with its screen texts loaded.
    await page.locator('#root h1', { hasText: 'Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    const alert = page.getByRole('alert', { name: 'Location permission is required' });
    expect(await alert.count()).toBe(0);
    const heading = page.locator('#root h1', { hasText: 'Dashboard' });
    await heading.waitFor();
    const before = await heading.boundingBox();
    expect(before).not.toBeNull();

    await setLocationPermission(context, page, 'denied');
    await alert.waitFor();
    // A sheet over the bottom of the screen: the page under it does not move (no layout shift).
    expect(await heading.boundingBox()).toEqual(before);
    expect(await alert.textContent()).toContain(
      'Location permission denied. Please enable it in your browser settings.',
    );
    await alert.getByRole('button', { name: /try again/ }).waitFor();
    await snap(page, 'hardening-location-required');

    await setLocationPermission(context, page, 'granted');
    await alert.waitFor({ state: 'detached' });
    await context.close();
  });

  it('says the location is unavailable, instead of loading without end, when it was never allowed', async () => {
    const rider = await createAccount(app, 'Tunde Bello');
    const context = await phoneContext(browser);
    await context.clearPermissions(); // never allowed: the browser refuses without asking (headless)
    const page = await context.newPage();
    await openSignedIn(page, app, rider, { role: 'rider', path: '/Dashboard' });
    await page.getByRole('alert', { name: 'Location permission is required' }).waitFor();
    const card = page.locator('#root .location-card').first();
    await card.getByText('Location unavailable. Allow location access in your browser.').waitFor();
    expect(await card.locator('.skeleton').count()).toBe(0);
    await context.close();
  });
});
