// Trust and safety in a real browser at 360×740 with a real SMTP listener: the rider turns the ride PIN on and
// adds a trusted contact; the biker accepts; a start without the PIN is refused and with it succeeds; the
// rider shares the trip and a browser with no account sees the biker move and then "This trip has ended"; an
// SOS e-mails the contact and appears live in the console; both sides rate and the biker's average shows in
// the rider's next nearby list. The spec's start without a PIN still works when no PIN is required.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, createReadyBiker } from './rider-api-setup';
import { api } from './support/api';
import { launchBrowser, phoneContext, snap } from './support/browser';
import { signInToConsole } from './support/console';
import { type RunningApp, startApp } from './support/server';

const RIDER_AT = { latitude: 6.6018, longitude: 3.3515 }; // Ikeja, Lagos
const BIKER_AT = { latitude: 6.6052, longitude: 3.3561 }; // ~600 m away
const CONTACT = { name: 'Mama Ada', email: 'mama.ada@waka.test', phoneNumber: '08031234567' };

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

async function requestTheBiker(page: Page) {
  const search = page.getByRole('combobox');
  await search.fill('Ikeja');
  await page.getByRole('option').first().waitFor();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect.poll(() => search.getAttribute('aria-expanded')).toBe('false');
  await page.getByRole('button', { name: 'Get Bike Men' }).click();
  await page.getByRole('button', { name: /Musa Bello/ }).click();
  await page.waitForURL(/\/driver-details$/);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await page.getByText('REQUESTED', { exact: true }).waitFor();
}

function mailTo(address: string): string[] {
  return app.mail.messages
    .filter((m) => m.to === address)
    .map((m) =>
      m.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))),
    );
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  biker = await createReadyBiker(app, BIKER_AT);
  rider = await createAccount(app, 'Ada Obi');
  await api(app, '/api/rider/extra-details', { token: rider.token, body: { preferredType: 'rider' } });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('trust and safety', () => {
  it('PIN, shared trip, SOS to contacts and console, ratings', async () => {
    // The operator's console, open on Incidents (desktop width).
    const adminContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-NG',
    });
    const admin = await adminContext.newPage();
    await signInToConsole(admin, app);
    await admin.getByRole('link', { name: 'Incidents' }).click();
    await admin.getByText('● Live').waitFor();

    const bikerContext = await phoneContext(browser, { geolocation: BIKER_AT });
    const bikerPage = await bikerContext.newPage();
    await logIn(bikerPage, biker);
    await bikerPage.waitForURL(/\/dashboardtoweb$/i);

    // The rider turns the PIN on and adds a trusted contact in Settings → Safety.
    const context = await phoneContext(browser, { geolocation: RIDER_AT });
    const page = await context.newPage();
    await logIn(page, rider);
    await page.waitForURL(/\/Dashboard$/i);
    await page.goto(`${app.baseUrl}/settings`);
    await page.getByRole('link', { name: 'Safety and trusted contacts' }).click();
    await page.getByLabel('Ask for a PIN before my rides start').click();
    await page.getByText('Ride PIN turned on.').waitFor();
    expect(await page.getByLabel('Ask for a PIN before my rides start').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Add a contact' }).click();
    await page.getByLabel('Name').fill(CONTACT.name);
    await page.getByLabel('E-mail').fill(CONTACT.email);
    await page.getByLabel('Phone number').fill('123');
    await page.getByRole('button', { name: 'Save contacts' }).click();
    await page.getByRole('alert').filter({ hasText: /phone/i }).waitFor();
    await page.getByLabel('Phone number').fill(CONTACT.phoneNumber);
    await page.getByRole('button', { name: 'Save contacts' }).click();
    await page.getByText('Trusted contacts saved.').waitFor();
    await snap(page, 'safety-settings');

    // Request; the biker accepts; the rider sees the vehicle and the PIN.
    await page.goto(`${app.baseUrl}/Dashboard`);
    await requestTheBiker(page);
    const request = bikerPage.locator('li, article, section').filter({ hasText: 'Ada Obi' }).last();
    await request.getByRole('button', { name: 'Accept' }).click({ timeout: 35_000 });
    await page.getByText('ACCEPTED', { exact: true }).waitFor({ timeout: 10_000 });
    await page.getByTestId('vehicle-plate').filter({ hasText: 'LAG-123-XY' }).waitFor();
    const pin = (await page.getByTestId('ride-pin').textContent())!.trim();
    expect(pin).toMatch(/^\d{4}$/);
    await snap(page, 'safety-rider-accepted');

    // A start without the PIN is refused; the biker's panel asks for it; a wrong one is refused; the right one starts.
    const noPin = await fetch(`${app.baseUrl}/api/startride`, {
      method: 'POST',
      headers: { authorization: `Bearer ${biker.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        rideRequestId: await page.evaluate(() => localStorage.getItem('rideRequestId')),
      }),
    }).then(async (res) => ({ status: res.status, ...(await res.json()) }));
    expect(noPin).toMatchObject({ status: 400, message: expect.stringMatching(/asks for a PIN/) });
    const start = bikerPage.getByRole('button', { name: 'Start Ride' });
    const pinField = bikerPage.getByLabel("Rider's PIN");
    await pinField.waitFor();
    expect(await start.isDisabled()).toBe(true);
    await pinField.fill(pin === '0000' ? '1111' : '0000');
    await start.click();
    await bikerPage.getByText(/That PIN is not right/).waitFor();
    await snap(bikerPage, 'safety-biker-pin');
    await pinField.fill(pin);
    await start.click();
    await bikerPage.getByText('Ride Started!').waitFor();
    await page.getByText('IN_PROGRESS', { exact: true }).waitFor({ timeout: 15_000 });

    // Share: e-mailed to the contact; a browser with no account follows the biker.
    await page.getByRole('button', { name: 'E-mail my contacts' }).click();
    await page.getByText('Trip link sent to 1 trusted contact.').waitFor();
    const url = (await page.getByTestId('trip-link').textContent())!;
    await expect.poll(() => mailTo(CONTACT.email).some((m) => m.includes(url))).toBe(true);
    const stranger = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
    const tripPage = await stranger.newPage();
    await tripPage.goto(url);
    await tripPage.getByText('LAG-123-XY').waitFor();
    await tripPage
      .getByTestId('trip-position')
      .filter({ hasText: BIKER_AT.latitude.toFixed(5) })
      .waitFor();
    expect(await tripPage.content()).not.toContain(biker.phoneNumber);
    const moved = { latitude: 6.5901, longitude: 3.3612 };
    await api(app, '/api/rider/updatelocation', { method: 'PUT', token: biker.token, body: moved });
    await tripPage
      .getByTestId('trip-position')
      .filter({ hasText: moved.latitude.toFixed(5) })
      .waitFor({ timeout: 15_000 });
    await snap(tripPage, 'safety-shared-trip');

    // SOS from the rider's ride screen: confirmed, e-mailed to the contact, live in the console.
    const before = mailTo(CONTACT.email).length;
    await page.getByRole('button', { name: 'SOS' }).click();
    const sos = page.getByRole('dialog', { name: 'Emergency' });
    expect(await sos.getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');
    expect(await sos.getByRole('link', { name: /Send an SMS/ }).getAttribute('href')).toMatch(/^sms:/);
    await sos.getByLabel('What is happening? (optional)').fill('He is not taking my route');
    await sos.getByRole('button', { name: 'Send SOS alert' }).click();
    await sos.getByText(/SOS received/).waitFor({ timeout: 20_000 });
    expect(await sos.getByRole('link', { name: /Send an SMS/ }).getAttribute('href')).toContain('LAG-123-XY');
    await snap(page, 'safety-sos');
    await expect.poll(() => mailTo(CONTACT.email).length).toBe(before + 1);
    expect(mailTo(CONTACT.email).at(-1)).toMatch(/SOS: Ada Obi asked for help/);
    await admin.getByRole('article', { name: 'SOS from Ada Obi' }).waitFor({ timeout: 10_000 });
    await admin
      .getByRole('article', { name: 'SOS from Ada Obi' })
      .getByRole('button', { name: 'Open' })
      .click();
    await admin.getByText('He is not taking my route').first().waitFor();
    await admin.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await admin.getByText('Incident acknowledged.').waitFor();
    await snap(admin, 'safety-console-incident');
    await page.keyboard.press('Escape');

    // The biker completes; the shared page ends; both sides rate.
    await bikerPage.getByRole('button', { name: 'Complete Ride' }).click();
    await bikerPage.getByText('Ride Completed!').waitFor();
    await tripPage.getByText('This trip has ended').waitFor({ timeout: 15_000 });
    expect(await tripPage.getByTestId('trip-position').count()).toBe(0);
    await snap(tripPage, 'safety-shared-trip-ended');
    await page.waitForURL(/\/Dashboard$/i, { timeout: 15_000 });
    await page.getByRole('heading', { name: 'How was your ride with Musa Bello?' }).waitFor();
    await page.getByRole('button', { name: '5 stars' }).click();
    await page.getByLabel('Comment (optional)').fill('Careful rider');
    await snap(page, 'safety-rate');
    await page.getByRole('button', { name: 'Send rating' }).click();
    await page.getByText('Thank you for rating this ride.').waitFor();
    await bikerPage.getByRole('heading', { name: 'How was your ride with Ada Obi?' }).waitFor();
    await bikerPage.getByRole('button', { name: '4 stars' }).click();
    await bikerPage.getByRole('button', { name: 'Send rating' }).click();
    await bikerPage.getByText('Thank you for rating this ride.').waitFor();

    // The biker's average shows in the rider's next nearby list.
    await page.getByRole('button', { name: 'Get Bike Men' }).click();
    await page
      .getByRole('button', { name: /Musa Bello/ })
      .filter({ hasText: '★ 5.0 (1)' })
      .waitFor();
    await snap(page, 'safety-nearby-rating');
    await Promise.all([context.close(), bikerContext.close(), stranger.close(), adminContext.close()]);
  }, 240_000);

  it('the spec flow: with the PIN off, start carries only rideRequestId', async () => {
    await api(app, '/api/user/safety', { method: 'PUT', token: rider.token, body: { requirePin: false } });
    await api(app, '/api/rider/updatelocation', { method: 'PUT', token: biker.token, body: BIKER_AT });
    const { ride } = await api<{ ride: { _id: string } }>(app, '/api/requestride', {
      token: rider.token,
      body: {
        pickupLocation: RIDER_AT,
        destinationLocation: { latitude: 6.5244, longitude: 3.3792 },
        driverId: biker.id,
        preferredType: 'biker',
      },
    });
    await api(app, '/api/acceptride', { token: biker.token, body: { rideRequestId: ride._id } });
    const started = await api<{ message: string }>(app, '/api/startride', {
      token: biker.token,
      body: { rideRequestId: ride._id },
    });
    expect(started.message).toBe('Ride Started!');
  });
});
