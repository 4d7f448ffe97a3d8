// A new user's run, profile screens: 'Update Advanced Profile' warns an approved bike rider that saving sends
// the profile back for review and shows 'Under review' afterwards; after 'Update Profile' changes the full name,
// Settings still greets the username.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createReadyBiker } from './rider-api-setup';
import { api, PNG_1PX } from './support/api';
import { launchBrowser, phoneContext, snap } from './support/browser';
import { expectToast } from './support/journey-people';
import { type RunningApp, startApp } from './support/server';
import { openSignedIn } from './support/signed-in';

let app: RunningApp;
let browser: Browser;
let biker: Account;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  biker = await createReadyBiker(app, { latitude: 6.6018, longitude: 3.3515 });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('profile screens of an approved bike rider', () => {
  it('greets the username after a name change, and warns before sending the profile back for review', async () => {
    const { user } = await api<{ user: { username: string } }>(app, '/api/user/profile', {
      token: biker.token,
    });
    const page = await (await phoneContext(browser)).newPage();
    await openSignedIn(page, app, biker, { role: 'biker', path: '/update-profile' });
    await page.getByText('Profile review: Approved').waitFor();

    await page.getByLabel('Full Name').fill('Musa Bello Junior');
    await page.getByRole('button', { name: 'Update Profile', exact: true }).click();
    await expectToast(page, 'Profile updated successfully!');
    await page.goto(`${app.baseUrl}/settings`);
    await page.locator('.profile-card__name', { hasText: user.username }).waitFor();
    expect(await page.getByText('Musa Bello Junior').count()).toBe(0);
    await snap(page, 'hardening-settings-greets-username');

    await page.goto(`${app.baseUrl}/update-profile`);
    await page.getByRole('button', { name: 'Update Advanced Profile' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send your profile for review?' });
    await confirm.getByText(/sends your profile back for review/).waitFor();
    await snap(page, 'hardening-advanced-profile-warning');
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Biker', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Complete Biker Profile' });
    await form.getByText(/sends your profile back for review/).waitFor();
    await form.getByLabel('Bike Number').fill('LAG-999-ZZ');
    await form.getByLabel('Bike Type').fill('TVS Apache');
    await form.getByLabel('Insurance Expiry Date').fill('2029-05-31');
    const png = { mimeType: 'image/png', buffer: PNG_1PX };
    await form.getByLabel('Bike document image').setInputFiles({ name: 'bike.png', ...png });
    await form.getByLabel('NIN image').setInputFiles({ name: 'nin.png', ...png });
    await expect.poll(() => form.getByText('Uploaded').count(), { timeout: 15_000 }).toBe(2);
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/dashboardtoweb$/i);
    await page.getByRole('heading', { name: 'Approval in Progress' }).waitFor();
    await page.goto(`${app.baseUrl}/update-profile`);
    await page.getByText('Profile review: Under review').waitFor();
    await snap(page, 'hardening-advanced-profile-under-review');
  });
});
