// A rider and an approved, funded biker on one running app. The rider searches a
// destination, fetches nearby bikers, sees the biker on the list and the map, sends a request with a note and
// sees REQUESTED; cancelling before acceptance works; the biker accepts and within seconds the rider sees
// ACCEPTED and the phone number without reloading; a reload mid-ride shows 'Ride In Progress'. Screens are
// kept at 360×740 in light and dark, under artifacts/ (never in docs/).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, createReadyBiker } from './rider-api-setup';
import { api } from './support/api';
import { launchBrowser, phoneContext, snap } from './support/browser';
import { type RunningApp, startApp } from './support/server';

const RIDER_AT = { latitude: 6.6018, longitude: 3.3515 }; // Ikeja, Lagos
const BIKER_AT = { latitude: 6.6052, longitude: 3.3561 }; // ~600 m away

let app: RunningApp;
let browser: Browser;
let rider: Account;
let biker: Account;

async function logIn(page: Page, account: Account) {
  await page.goto(`${app.baseUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('Secret#2026');
  await page.getByRole('button', { name: 'Login' }).click();
}

async function chooseDestinationAndBiker(page: Page) {
  const search = page.getByRole('combobox');
  await search.fill('Ikeja');
  await page.getByRole('option').first().waitFor();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect.poll(() => search.getAttribute('aria-expanded')).toBe('false');
  await page.getByRole('button', { name: 'Get Bike Men' }).click();
  await page.getByText('Found 1 nearby biker.').first().waitFor();
  await page.getByRole('heading', { name: 'Nearby bikers' }).waitFor();
  await page.getByRole('button', { name: /Musa Bello/ }).waitFor();
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  biker = await createReadyBiker(app, BIKER_AT);
  rider = await createAccount(app, 'Ada Obi');
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the rider books a biker', () => {
  it('requests, cancels, requests again and follows the ride live until it completes', async () => {
    // The biker's phone: logged in on the driver dashboard, waiting for requests.
    const bikerContext = await phoneContext(browser, { geolocation: BIKER_AT });
    const bikerPage = await bikerContext.newPage();
    await logIn(bikerPage, biker);
    await bikerPage.waitForURL(/\/dashboardtoweb$/i);

    const context = await phoneContext(browser, { geolocation: RIDER_AT });
    const page = await context.newPage();
    await logIn(page, rider);
    await page.waitForURL(/\/Dashboard$/i);

    // A new account lacks extra details: Missing Profile Details → Select Role → Book a ride.
    await page.getByRole('dialog', { name: 'Missing Profile Details' }).waitFor();
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await page.getByRole('dialog', { name: 'Select Role' }).waitFor();
    await page.getByRole('button', { name: 'Book a ride' }).click();
    await page.getByRole('dialog', { name: 'Select Role' }).waitFor({ state: 'hidden' });
    expect(
      (await api<{ preferredType: string }>(app, '/api/role', { token: rider.token })).preferredType,
    ).toBe('rider');

    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('Search your destination above to continue.').waitFor();
    await page.getByText('Click below to get available bikers or drivers.').waitFor();

    // Tapping a person before choosing a destination is refused.
    await page.getByRole('button', { name: 'Get Bike Men' }).click();
    await page.getByRole('button', { name: /Musa Bello/ }).click();
    await page.getByText('Select your destination.').waitFor();

    await chooseDestinationAndBiker(page);
    await expect.poll(() => page.locator('.map-pin--biker').count()).toBe(1);
    await expect.poll(() => page.locator('.map-pin--destination').count()).toBe(1);
    await snap(page, 'rider-dashboard-light');

    // Tapping the biker's marker is the same as tapping the card.
    await page.locator('.map-pin--biker').click();
    await page.waitForURL(/\/driver-details$/);
    await page.getByText('Estimated Fare').waitFor();
    await page.getByText('PENDING', { exact: true }).waitFor();
    await page.getByPlaceholder('Enter your message...').fill('I am at the main gate');
    await snap(page, 'rider-driver-details-light');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Request Sent Successfully').waitFor();
    await page.getByText('REQUESTED', { exact: true }).waitFor();

    // Cancel before acceptance.
    await page.getByRole('button', { name: 'Cancel Request' }).click();
    await page.getByText('Ride request cancelled').waitFor();
    await page.waitForURL(/\/Dashboard$/i);

    // Request again, this time the biker answers.
    await chooseDestinationAndBiker(page);
    await page.getByRole('button', { name: /Musa Bello/ }).click();
    await page.waitForURL(/\/driver-details$/);
    await page.getByPlaceholder('Enter your message...').fill('Blue gate, please call');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('REQUESTED', { exact: true }).waitFor();

    const { incomingRequests } = await api<{ incomingRequests: { notes: string }[] }>(
      app,
      '/api/incoming-rides',
      { token: biker.token },
    );
    expect(incomingRequests).toHaveLength(1);
    expect(incomingRequests[0]!.notes).toBe('Blue gate, please call');

    // The screen follows the ride through /api/events: with the stream open it does not poll GET /api/status.
    let statusPolls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/status/')) statusPolls += 1;
    });
    await page.waitForTimeout(1500);
    statusPolls = 0;
    await page.waitForTimeout(6000);
    expect(statusPolls).toBe(0);

    // The biker accepts on their own screen; the rider's screen follows within seconds without a reload.
    const request = bikerPage
      .locator('li, article, section')
      .filter({ hasText: 'Blue gate, please call' })
      .last();
    await request.getByRole('button', { name: 'Accept' }).click({ timeout: 35_000 });
    await bikerPage.getByText('Ride accepted!').waitFor();
    await page.getByText('ACCEPTED', { exact: true }).waitFor({ timeout: 3000 });
    await page.getByRole('link', { name: biker.phoneNumber }).waitFor();
    expect(await page.getByRole('link', { name: biker.phoneNumber }).getAttribute('href')).toMatch(/^tel:/);
    expect(await page.getByRole('button', { name: 'Go Back' }).isDisabled()).toBe(true);
    await snap(page, 'rider-ride-accepted-light');

    // A reload mid-ride shows the Ride In Progress modal, which only Continue leaves.
    await page.goto(`${app.baseUrl}/Dashboard`);
    const modal = page.getByRole('dialog', { name: 'Ride In Progress' });
    await modal.waitFor();
    await page.keyboard.press('Escape');
    expect(await modal.isVisible()).toBe(true);
    await snap(page, 'rider-ride-in-progress-light');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/driver-details$/);
    await page.getByText('ACCEPTED', { exact: true }).waitFor();

    // The biker starts and completes the ride; the rider is told and sent back.
    await bikerPage.getByRole('button', { name: 'Start Ride' }).click();
    await page.getByText('IN_PROGRESS', { exact: true }).waitFor({ timeout: 15_000 });
    await bikerPage.getByRole('button', { name: 'Complete Ride' }).click();
    await page.getByText('Ride completed').waitFor({ timeout: 15_000 });
    await page.waitForURL(/\/Dashboard$/i);
    expect(await page.evaluate(() => localStorage.getItem('rideDetails'))).toBeNull();
    await context.close();
    await bikerContext.close();
  });

  it('shows the same screens in dark mode', async () => {
    const context = await phoneContext(browser, { colorScheme: 'dark', geolocation: RIDER_AT });
    const page = await context.newPage();
    await logIn(page, rider);
    await page.waitForURL(/\/Dashboard$/i);
    await chooseDestinationAndBiker(page);
    await snap(page, 'rider-dashboard-dark');
    await page.getByRole('button', { name: /Musa Bello/ }).click();
    await page.waitForURL(/\/driver-details$/);
    await page.getByText('Estimated Fare').waitFor();
    await snap(page, 'rider-driver-details-dark');
    await context.close();
  });

  it('lets a new user complete a biker profile with real document uploads', async () => {
    const newcomer = await createAccount(app, 'Tunde Ade');
    const context = await phoneContext(browser, { geolocation: RIDER_AT });
    const page = await context.newPage();
    await logIn(page, newcomer);
    await page.getByRole('dialog', { name: 'Missing Profile Details' }).waitFor();
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await page.getByRole('button', { name: 'Biker' }).click();
    const form = page.getByRole('dialog', { name: 'Complete Biker Profile' });
    await form.waitFor();
    const submit = form.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByText('Please fill in all fields and upload required documents.').waitFor();
    await form.getByLabel('Bike Number').fill('LAG-777-KJ');
    await form.getByLabel('Bike Type').fill('TVS Apache');
    await form.getByLabel('Insurance Expiry Date').fill('2027-06-30');
    expect(await submit.isDisabled()).toBe(true);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await form
      .getByLabel('Bike document image')
      .setInputFiles({ name: 'bike.png', mimeType: 'image/png', buffer: png });
    await form.getByLabel('NIN image').setInputFiles({ name: 'nin.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('img', { name: 'Preview of NIN image' }).waitFor();
    await expect.poll(() => form.getByText('Uploaded', { exact: true }).count()).toBe(2);
    await snap(page, 'rider-complete-biker-profile-light');
    await submit.click();
    await page.getByText('Details submitted successfully').waitFor();
    await page.waitForURL(/\/dashboardtoweb$/i);
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('biker');
    const role = await api<{ preferredType: string }>(app, '/api/role', { token: newcomer.token });
    expect(role.preferredType).toBe('biker');
    await context.close();
  });
});
