// No-bikes zones end to end at 360×740 (docs/zones.md): an operator draws a zone over part of Lagos in the
// console; a rider inside it asks for bikers and gets none, with the reason; cars still come; a biker
// request into the zone is refused naming it; switching the zone off in the console brings the biker back.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, createReadyVehicle } from './rider-api-setup';
import { api } from './support/api';
import { launchBrowser, PHONE_VIEWPORT, phoneContext, snap } from './support/browser';
import { signInToConsole } from './support/console';
import { type RunningApp, startApp } from './support/server';
import { openSignedIn } from './support/signed-in';

/** The console map opens on central Lagos; the rider, the biker and the driver stand near its centre. */
const CENTRE = { latitude: 6.5244, longitude: 3.3792 };
const ZONE = 'Lagos Island (test)';

let app: RunningApp;
let browser: Browser;
let rider: Account;
let biker: Account;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  biker = await createReadyVehicle(
    app,
    { latitude: CENTRE.latitude + 0.004, longitude: CENTRE.longitude },
    'biker',
  );
  await createReadyVehicle(
    app,
    { latitude: CENTRE.latitude - 0.003, longitude: CENTRE.longitude },
    'driver',
    'Chidi Okafor',
  );
  rider = await createAccount(app, 'Ada Obi');
  await api(app, '/api/rider/extra-details', {
    token: rider.token,
    body: {
      preferredType: 'rider',
      location: { type: 'Point', coordinates: [CENTRE.longitude, CENTRE.latitude] },
    },
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function consolePage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    locale: 'en-NG',
  });
  const page = await context.newPage();
  await signInToConsole(page, app, '/admin/zones');
  await page.getByRole('heading', { name: 'Zones', exact: true }).waitFor();
  return page;
}

async function riderAsksForBikers(): Promise<Page> {
  const context = await phoneContext(browser, { geolocation: CENTRE });
  const page = await context.newPage();
  await openSignedIn(page, app, rider, { role: 'rider', path: '/Dashboard' });
  await page.getByRole('button', { name: 'Get Bike Men' }).click();
  return page;
}

describe('no-bikes zones', () => {
  let consoleTab: Page;

  it('an operator draws a zone over part of Lagos in the console', async () => {
    consoleTab = await consolePage();
    const map = consoleTab.locator('#zone-map');
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    // A square of 60 px each way around the map's centre: about 4.5 km a side at zoom 11.
    for (const [dx, dy] of [
      [-60, -60],
      [60, -60],
      [60, 60],
      [-60, 60],
    ] as const) {
      await consoleTab.mouse.click(cx + dx, cy + dy);
    }
    await consoleTab.getByText('4 points drawn.').waitFor();
    await consoleTab.getByLabel('Zone name').fill(ZONE);
    await snap(consoleTab, 'zones-console-drawn');
    await consoleTab.getByRole('button', { name: 'Save zone' }).click();
    await consoleTab.getByText(`Zone “${ZONE}” added.`).waitFor();
    const toggle = consoleTab.getByRole('switch', { name: `${ZONE} in force` });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await snap(consoleTab, 'zones-console-list');
    const width = await consoleTab.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  });

  it('a rider inside it gets no bikers, is told why, and can still get a car', async () => {
    const page = await riderAsksForBikers();
    await page.getByRole('heading', { name: `No bikes in ${ZONE}` }).waitFor();
    await page
      .getByText(`Bikes are not allowed in ${ZONE} (a no-bikes zone), and your pickup point is inside it.`)
      .first()
      .waitFor();
    expect(await page.getByText(biker.name).count()).toBe(0);
    await snap(page, 'zones-rider-no-bikers');
    await page.getByRole('button', { name: 'Car for the whole trip' }).click();
    await page.getByRole('heading', { name: 'Nearby drivers' }).waitFor();
    await page.getByText('Chidi Okafor').first().waitFor();
    await snap(page, 'zones-rider-cars');
    await page.context().close();

    const refused = await fetch(`${app.baseUrl}/api/fare-estimate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${rider.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        pickupLocation: { latitude: CENTRE.latitude + 0.2, longitude: CENTRE.longitude },
        destinationLocation: CENTRE,
        preferredType: 'biker',
      }),
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toMatch(
      `Bikes are not allowed in ${ZONE} (a no-bikes zone), and your destination is inside it.`,
    );
  });

  it('switching the zone off in the console brings the biker back', async () => {
    await consoleTab.getByRole('switch', { name: `${ZONE} in force` }).click();
    await consoleTab.getByText(`Zone “${ZONE}” switched off.`).waitFor();
    await consoleTab.context().close();
    const page = await riderAsksForBikers();
    await page.getByRole('heading', { name: 'Nearby bikers' }).waitFor();
    await page.getByText(biker.name).first().waitFor();
    expect(await page.getByRole('heading', { name: `No bikes in ${ZONE}` }).count()).toBe(0);
    await snap(page, 'zones-rider-bikers-back');
    await page.context().close();
  });
});
