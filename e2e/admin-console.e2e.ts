// The operations console in a real browser: a biker signs up
// through the API with real document images; a rider-level account is turned away from /admin; the admin
// opens the biker's documents, approves them, and the biker is then approved; settings change and are logged.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CREDENTIALS, type ApiOptions, api, registerVerifiedAccount } from './support/api';
import { launchBrowser, snap } from './support/browser';
import { documentPhoto } from './support/journey-people';
import { type RunningApp, startApp } from './support/server';
import { waitForToastsToClear } from './support/toasts';

const ADMIN = ADMIN_CREDENTIALS;
const BIKER = {
  name: 'Tunde Bakare',
  username: 'tunde_bikes',
  email: 'tunde.biker@example.com',
  phoneNumber: '08031234567',
  password: 'Okada#2026',
};

let app: RunningApp;
let browser: Browser;

const call = <T = Record<string, unknown>>(path: string, options: ApiOptions = {}) =>
  api<T>(app, path, options);

/** A document photo: a small rendered card, as a real PNG made by the browser. */
async function documentPng(title: string, colour: string): Promise<Blob> {
  const photo = await documentPhoto(browser, title, BIKER.name, colour);
  return new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType });
}

async function createWaitingBiker(): Promise<string> {
  const { token } = await registerVerifiedAccount(app, BIKER);
  const upload = async (kind: string, blob: Blob) => {
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', blob, `${kind}.png`);
    return (await call<{ url: string }>('/api/user/documents', { token, form })).url;
  };
  const ninImage = await upload('nin', await documentPng('National ID (NIN)', '#0a7ea4'));
  const bikeDocumentImage = await upload('bike_document', await documentPng('Motorcycle papers', '#b35f00'));
  await call('/api/rider/extra-details', {
    token,
    body: {
      preferredType: 'biker',
      location: { type: 'Point', coordinates: [3.3515, 6.6018] },
      bikeDetails: {
        bikeNumber: 'LAG-552-KJ',
        bikeType: 'Bajaj Boxer',
        insuranceExpiryDate: '2030-06-30',
        bikeDocumentImage,
        ninImage,
      },
    },
  });
  return token;
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('operations console', () => {
  it('an admin approves a waiting biker after opening their documents', async () => {
    const bikerToken = await createWaitingBiker();
    expect(await call('/api/approved', { token: bikerToken })).toEqual({ approved: false });

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-NG' });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/admin`);

    // The biker is an ordinary account: the console turns them away and keeps no token.
    await signIn(page, BIKER);
    await page.getByText('This account is not an administrator.').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
    await snap(page, 'admin-not-admin');

    await page.getByLabel('Email').fill('');
    await signIn(page, ADMIN);
    await page.getByRole('heading', { name: 'Approvals', exact: true }).waitFor();
    const card = page.getByRole('article', { name: BIKER.name });
    await card.waitFor();
    await expect(card.getByText('LAG-552-KJ')).toBeTruthy();

    for (const label of ['NIN', 'Bike document']) {
      await card.getByRole('button', { name: `View ${label.toLowerCase()}` }).click();
      const image = card.getByRole('img', { name: label });
      await image.waitFor();
      await page.waitForFunction((alt) => {
        const img = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
        return Boolean(img?.complete && img.naturalWidth > 0);
      }, label);
    }
    await snap(page, 'admin-approvals');

    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`${BIKER.name} was approved`).waitFor();
    await page.getByText('Nobody is waiting for approval.').waitFor();

    expect(await call('/api/approved', { token: bikerToken })).toEqual({ approved: true });
    const mail = app.mail.messages.filter((m) => m.to === BIKER.email).at(-1);
    expect(mail?.raw).toMatch(/approved/i);
    // The biker can now sign in and is let through (approved drivers and bikers proceed).
    const login = await call<{ token: string }>('/api/user/login', {
      body: { email: BIKER.email, password: BIKER.password },
    });
    expect(await call('/api/role', { token: login.token })).toEqual({ preferredType: 'biker' });
    expect(await call('/api/approved', { token: login.token })).toEqual({ approved: true });
    await call('/api/message', {
      token: login.token,
      body: { subject: 'Bike papers question', message: 'Do I need to renew my insurance before June?' },
    });
    await context.close();
  });

  it('changes the commission rate, validates, and logs who changed it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-NG' });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/admin/settings`);
    await signIn(page, ADMIN);
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();

    const rate = page.getByLabel('Commission rate (%)');
    await rate.fill('75');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The commission rate must be between 0 and 0.5 (0 % to 50 %).').waitFor();

    await rate.fill('15');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved. They apply from now on.').waitFor();
    await page.getByText('Commission rate: 10 % →').waitFor();
    const config = await call<{ commissionRate: number }>('/api/config');
    expect(config.commissionRate).toBe(0.15);
    await snap(page, 'admin-settings');

    await page.getByRole('link', { name: 'Money' }).click();
    await page.getByText('Ledger balanced: entries sum to ₦0.00').waitFor();
    await page.getByText('in 30 days').waitFor();
    await page.getByText('No payments.').waitFor();
    await snap(page, 'admin-money');
    await waitForToastsToClear(page); // "Settings saved" sits over the section links
    await page.getByRole('link', { name: 'Support' }).click();
    const message = page.getByRole('article', { name: 'Bike papers question' });
    await message.waitFor();
    await snap(page, 'admin-support');
    await message.getByRole('button', { name: 'Mark handled' }).click();
    await page.getByText('Inbox zero: every message is handled.').waitFor();

    await page.getByRole('link', { name: 'Rides' }).click();
    await page.getByText('live, refreshed every 10 s').waitFor();
    await snap(page, 'admin-rides');
    await context.close();
  });
});
