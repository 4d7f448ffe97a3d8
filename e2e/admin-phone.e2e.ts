// The operations console at phone width (360×740): operators use phones too. Every section is opened with
// real data in it; the page never scrolls sideways as a whole, wide tables scroll inside their own box, and
// every button can be reached on screen. At tablet and laptop widths the header (brand, eight tabs, the
// operator) fits too: it made pages 901–1 279 px wide scroll sideways until its tabs took a row of their own
// there (decision 237).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyBiker } from './rider-api-setup';
import { createUnapprovedBiker, createVerifiedAccount } from './support/account-api';
import { api } from './support/api';
import { launchBrowser, PHONE_VIEWPORT, snap } from './support/browser';
import { signInToConsole } from './support/console';
import { type RunningApp, startApp } from './support/server';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const biker = await createUnapprovedBiker(app);
  const rider = await createVerifiedAccount(app, 'Writer');
  await api(app, '/api/message', {
    token: rider.token,
    body: { subject: 'Driver was late', message: 'My driver came 20 minutes late at Ikeja.' },
  });
  await api(app, '/api/initialize', { token: biker.token, body: { amount: 2000, email: biker.email } });
  await api(app, '/api/rider/extra-details', {
    token: rider.token,
    body: { preferredType: 'rider', location: { type: 'Point', coordinates: [3.3515, 6.6018] } },
  });
  const driver = await createReadyBiker(app, { latitude: 6.6052, longitude: 3.3561 });
  await api(app, '/api/requestride', {
    token: rider.token,
    body: {
      pickupLocation: { latitude: 6.6018, longitude: 3.3515 },
      destinationLocation: { latitude: 6.5244, longitude: 3.3792 },
      driverId: driver.id,
      preferredType: 'biker',
      notes: 'Gate 2',
    },
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Buttons and links a person must reach: each one, scrolled into view, lies within the screen's width. */
async function unreachableControls(page: Page, width = PHONE_VIEWPORT.width): Promise<string[]> {
  return page.evaluate((width) => {
    const missed: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'main button, main a, main select, header button, header a',
    );
    for (const el of Array.from(controls)) {
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.left < -1 || box.right > width + 1)
        missed.push(el.textContent?.trim() || el.outerHTML.slice(0, 60));
    }
    return missed;
  }, width);
}

describe('operations console at 360 px', () => {
  it('every section fits the width and keeps its actions reachable', async () => {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signInToConsole(page, app);
    for (const section of ['Approvals', 'Rides', 'Money', 'Support', 'Places', 'Settings', 'Zones']) {
      await page
        .getByRole('navigation', { name: 'Console sections' })
        .getByRole('link', { name: section })
        .click();
      await page.waitForURL(new RegExp(`/admin/${section.toLowerCase()}$`));
      await page.waitForLoadState('networkidle');
      await snap(page, `hardening-admin-360-${section.toLowerCase()}`);
      await page.mouse.wheel(0, 700);
      await page.screenshot({ path: `artifacts/e2e/hardening-admin-360-${section.toLowerCase()}-lower.png` });
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${section}: the page scrolls sideways`).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      expect(await unreachableControls(page), `${section}: controls off screen`).toEqual([]);
    }
    await context.close();
  });
});

describe('operations console between phone and desktop widths', () => {
  it('keeps the header and the page within the width, from a tablet to a wide screen', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signInToConsole(page, app);
    await page.getByRole('heading', { name: 'Approvals' }).waitFor();
    for (const width of [768, 1024, 1100, 1279, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${width} px: the page scrolls sideways`).toBeLessThanOrEqual(width);
      expect(await unreachableControls(page, width), `${width} px: controls off screen`).toEqual([]);
    }
    await snap(page, 'admin-header-1440');
    await page.setViewportSize({ width: 1024, height: 900 });
    await snap(page, 'admin-header-1024');
    await context.close();
  });
});
