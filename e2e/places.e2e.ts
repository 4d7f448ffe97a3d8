// Places on Nigerian streets at 360×740: what riders type finds the right place ("Yaba", "VI", "Lekki Phase 1",
// "Wuse" near Abuja, the typo "Yabba"); an operator adds "Ojuelegba bus stop" in the console and a rider finds
// it; a pin dropped on the map sets the destination; an okada from Lagos to Abuja is refused with the limit.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, createReadyBiker } from './rider-api-setup';
import { api } from './support/api';
import { launchBrowser, PHONE_VIEWPORT, phoneContext, snap } from './support/browser';
import { signInToConsole } from './support/console';
import { expectToast } from './support/journey-people';
import { type RunningApp, startApp } from './support/server';

const SOMOLU = { latitude: 6.5392, longitude: 3.3842 };
const ABUJA = { latitude: 9.0579, longitude: 7.4951 };

let app: RunningApp;
let browser: Browser;

async function riderAt(at: { latitude: number; longitude: number }, name: string) {
  const rider = await createAccount(app, name);
  const location = { type: 'Point', coordinates: [at.longitude, at.latitude] };
  await api(app, '/api/rider/extra-details', {
    token: rider.token,
    body: { preferredType: 'rider', location },
  });
  return rider;
}

async function dashboard(account: Account, at: { latitude: number; longitude: number }): Promise<Page> {
  const page = await (await phoneContext(browser, { geolocation: at })).newPage();
  await page.goto(`${app.baseUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('Secret#2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  return page;
}

/** Type into the destination box; the first suggestion shown, once the answer for this text has arrived. */
async function expectFirstSuggestion(page: Page, text: string, expected: string) {
  const search = page.getByRole('combobox');
  await search.fill(text);
  await expect
    .poll(async () => (await page.getByRole('option').allTextContents())[0], { timeout: 10_000 })
    .toBe(expected);
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('places riders go', () => {
  it('finds Yaba, VI, Lekki Phase 1 and the typo Yabba in Lagos, and says when nothing matches', async () => {
    const page = await dashboard(await riderAt(SOMOLU, 'Kemi Lagos'), SOMOLU);
    await expectFirstSuggestion(page, 'Yaba', 'Yaba, Lagos State');
    await expectFirstSuggestion(page, 'VI', 'Victoria Island, Lagos State');
    await expectFirstSuggestion(page, 'Lekki Phase 1', 'Lekki Phase 1, Lagos State');
    await expectFirstSuggestion(page, 'Yabba', 'Yaba, Lagos State');
    await snap(page, 'places-typo-yabba');
    await page.getByRole('combobox').fill('qxzqxzqx');
    await page.getByText('No places found — drop a pin on the map').waitFor();
    await snap(page, 'places-no-results');
  });

  it('finds Wuse, Abuja for a rider in Abuja', async () => {
    const page = await dashboard(await riderAt(ABUJA, 'Musa Abuja'), ABUJA);
    await expectFirstSuggestion(page, 'Wuse', 'Wuse, Abuja (FCT)');
    await snap(page, 'places-wuse-abuja');
  });

  it('an operator adds "Ojuelegba bus stop" in the console and a rider finds it', async () => {
    const admin = await (await phoneContext(browser)).newPage();
    await signInToConsole(admin, app, '/admin/places');
    await admin.getByRole('heading', { name: 'Places', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Add place' }).click();
    await admin.getByLabel('Name').fill('Ojuelegba bus stop');
    await admin.getByLabel('Category').selectOption('bus_stop');
    await admin.getByLabel('State').selectOption('Lagos');
    // Set the pin with a click on the map, then fine-tune by typing, as an operator with a survey would.
    await admin.locator('.admin-pin-map__canvas').click({ position: { x: 120, y: 80 } });
    await expect.poll(() => admin.getByLabel('Latitude').inputValue()).not.toBe('6.5244');
    await admin.getByLabel('Latitude').fill('6.5083');
    await admin.getByLabel('Longitude').fill('3.3655');
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_VIEWPORT.width,
    );
    await snap(admin, 'places-console-add');
    await admin.getByRole('button', { name: 'Add place' }).click();
    await admin.getByText('Place added. Riders can find it now.').waitFor();
    await admin.getByRole('heading', { name: 'Places', exact: true }).waitFor();
    await admin.getByLabel('Find by name or alias').fill('Ojuelegba');
    await admin.getByText('Ojuelegba bus stop').waitFor();
    await snap(admin, 'places-console-list');

    const page = await dashboard(await riderAt(SOMOLU, 'Tolu Rider'), SOMOLU);
    await expectFirstSuggestion(page, 'Ojuelegba bus stop', 'Ojuelegba bus stop, Lagos State');
  });

  it('a pin dropped on the map sets the destination, kept after a reload', async () => {
    const page = await dashboard(await riderAt(SOMOLU, 'Pin Dropper'), SOMOLU);
    await page.getByRole('button', { name: 'Pin destination' }).click();
    await page.getByText('Tap the map where your destination is.').waitFor();
    await page.locator('.ride-map__canvas').click({ position: { x: 60, y: 60 } });
    const card = page.locator('.location-card--destination .location-card__address');
    await card.waitFor();
    expect(await card.textContent()).toMatch(/^Near .+, Lagos State$/);
    expect(await page.getByRole('combobox').inputValue()).toBe(await card.textContent());
    await snap(page, 'places-pin-destination');
    await page.reload();
    await page.locator('.location-card--destination .location-card__address').waitFor();
  });

  it('refuses an okada from Lagos to Abuja with the limit in the message', async () => {
    const near = { latitude: SOMOLU.latitude + 0.004, longitude: SOMOLU.longitude };
    await createReadyBiker(app, near);
    const page = await dashboard(await riderAt(SOMOLU, 'Long Trip'), SOMOLU);
    const search = page.getByRole('combobox');
    await search.fill('Wuse');
    await page.getByRole('option', { name: 'Wuse, Abuja (FCT)' }).click();
    await page.getByRole('button', { name: 'Get Bike Men' }).click();
    await page
      .getByRole('button', { name: /Musa Bello/ })
      .first()
      .click();
    await expectToast(page, /Bike trips are limited to 40 km; this one is about \d+ km\./);
    await snap(page, 'places-okada-refused');
    expect(page.url()).toMatch(/\/Dashboard$/i);
  });
});
