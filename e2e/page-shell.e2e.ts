// The rider dashboard's document carries the page's shell (apps/web/src/lib/page-shell.ts): the page as it
// looks before its data, painted before any script runs, inert, and gone once the app paints — the dashboard
// for a signed-in rider, the login page for anyone else.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount } from './rider-api-setup';
import { api } from './support/api';
import { launchBrowser, PHONE_VIEWPORT, phoneContext, snap } from './support/browser';
import { type RunningApp, startApp } from './support/server';
import { openSignedIn } from './support/signed-in';

let app: RunningApp;
let browser: Browser;
let rider: Account;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  rider = await createAccount(app, 'Shell Rider');
  await api(app, '/api/rider/extra-details', {
    token: rider.token,
    body: { preferredType: 'rider', location: { type: 'Point', coordinates: [3.3515, 6.6018] } },
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

describe('the dashboard shell', () => {
  it('is in the document as sent, beside an empty #root', async () => {
    const html = await (await fetch(`${app.baseUrl}/Dashboard`)).text();
    const shell = html.slice(
      html.indexOf('<div id="page-shell" inert aria-hidden="true">'),
      html.indexOf('<div id="root">'),
    );
    expect(shell).toContain('<h1>Dashboard</h1>');
    expect(shell).toContain('Get Bike Men');
    expect(html).toContain('<div id="root"></div>');
  });

  it('paints the dashboard before any script runs, and nothing in it takes focus', async () => {
    const context = await browser.newContext({
      viewport: PHONE_VIEWPORT,
      isMobile: true,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/Dashboard`);
    expect(await page.locator('#page-shell h1').textContent()).toBe('Dashboard');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await snap(page, 'page-shell-no-script');
    await context.close();
  });

  it('gives way to the signed-in dashboard: one page on screen, no errors', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openSignedIn(page, app, rider, { role: 'rider', path: '/Dashboard' });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#page-shell').count()).toBe(0);
    expect(await page.locator('h1').count()).toBe(1);
    await page.getByRole('button', { name: 'Get Bike Men' }).click(); // the live page answers
    await snap(page, 'page-shell-replaced');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives way to the login page for a visitor who is not signed in', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/Dashboard`);
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    expect(await page.locator('#page-shell').count()).toBe(0);
    await context.close();
  });
});

describe("the dashboard's dialogs", () => {
  const dialogCode = /\/assets\/(rate-ride-prompt|profile-completion-flow)-/;

  it('fetch their code only when there is something to show: a rating that becomes due', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await openSignedIn(page, app, rider, { role: 'rider', path: '/Dashboard' });
    await page.getByRole('button', { name: 'Get Bike Men' }).waitFor();
    await page.waitForLoadState('networkidle');
    // A complete profile and no ride to rate: neither dialog's code is asked for.
    expect(fetched.filter((url) => dialogCode.test(url))).toEqual([]);

    // A ride completes while the dashboard is open (safety/lib/pending-rating.ts): the prompt comes.
    await page.evaluate(() => {
      localStorage.setItem('waka.pendingRating', JSON.stringify({ rideId: 'ride-1', name: 'Musa Bello' }));
      window.dispatchEvent(new Event('waka:pending-rating'));
    });
    await page.getByRole('heading', { name: 'How was your ride with Musa Bello?' }).waitFor();
    expect(fetched.some((url) => /\/assets\/rate-ride-prompt-/.test(url))).toBe(true);
    await context.close();
  });
});
