// The built app starts on a fresh embedded database and serves the web app in a real browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, snap } from './support/browser';
import { type RunningApp, startApp } from './support/server';

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

describe('the app shell', () => {
  it('serves the landing page at phone size', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(app.baseUrl);
    await page.locator('main').first().waitFor();
    expect(await page.title()).toBe('Waka');
    // Nothing on the first screen (the language picker beside the brand, say) widens it past the phone.
    for (const path of ['/', '/login', '/Registration']) {
      await page.goto(`${app.baseUrl}${path}`);
      await page.locator('main').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    await page.goto(app.baseUrl);
    await page.locator('main').first().waitFor();
    await snap(page, 'smoke-landing');
    await context.close();
  });

  it('tells a wide window to use a phone', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/login`);
    await page.getByText('Please use a mobile or tablet to view this page.').waitFor();
    await context.close();
  });

  it('answers client routes in any letter case with the app', async () => {
    for (const route of ['/Login', '/login', '/DashboardToWeb', '/registration']) {
      const res = await fetch(`${app.baseUrl}${route}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
  });
});
