// registration with every form rule in order, the e-mailed code, login with the
// location gate, landing on the right dashboard, the mobile-only gate, theme persistence, logout, session
// expiry and the pending-approval stop — in headless Chromium at phone size against the running app.
import { MSG } from '@waka/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUnapprovedBiker,
  createVerifiedAccount,
  TEST_PASSWORD,
  uniqueIdentity,
} from './support/account-api';
import { approveAsAdmin } from './support/api';
import { launchBrowser, PHONE_VIEWPORT, phoneContext, snap } from './support/browser';
import { type RunningApp, startApp } from './support/server';
import { waitForToastsToClear } from './support/toasts';

let app: RunningApp;
let browser: Browser;
// Made first. The API sends one code a minute per account and purpose, so the reset codes asked for at the end
// go out at once although the sign-up codes are (usually) less than a minute old: nothing to wait out.
let resetAccounts: Awaited<ReturnType<typeof createVerifiedAccount>>[];

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  resetAccounts = [await createVerifiedAccount(app, 'Forgot'), await createVerifiedAccount(app, 'Change')];
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const storageItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function expectToast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}

async function fillRegistration(page: Page, values: Record<string, string>) {
  const labels: Record<string, string> = {
    name: 'Full Name',
    username: 'Username',
    phoneNumber: 'Phone Number',
    email: 'Email Address',
    password: 'Password',
    confirmPassword: 'Confirm Password',
  };
  for (const [key, label] of Object.entries(labels)) {
    await page.getByLabel(label, { exact: true }).fill(values[key] ?? '');
  }
}

async function loginThroughUi(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('account pages', () => {
  it('registers through every form rule in order, verifies by e-mail, logs in, keeps the theme, logs out', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
    });
    const who = uniqueIdentity('Ada');
    const good = { ...who, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD };

    await page.goto(`${app.baseUrl}/registration`);
    await page.getByText(MSG.passwordHint).waitFor();
    const create = page.getByRole('button', { name: 'Create Account' });
    const attempts: [Record<string, string>, string][] = [
      [{}, MSG.fillAllFields],
      [{ ...good, email: 'ada-at-example' }, MSG.invalidEmail],
      [{ ...good, phoneNumber: '0803123' }, MSG.invalidPhone],
      [{ ...good, username: 'a!' }, MSG.invalidUsername],
      [{ ...good, confirmPassword: 'Different#1' }, MSG.passwordsDoNotMatch],
      [{ ...good, password: 'Secret#', confirmPassword: 'Secret#' }, MSG.passwordNeedsNumber],
      [{ ...good, password: '2026#!', confirmPassword: '2026#!' }, MSG.passwordNeedsLetter],
      [{ ...good, password: 'Secret2026', confirmPassword: 'Secret2026' }, MSG.passwordNeedsSpecial],
      [good, MSG.mustAgreeTerms],
    ];
    for (const [values, message] of attempts) {
      await fillRegistration(page, values);
      await create.click();
      await expectToast(page, message);
      expect(page.url()).toMatch(/\/registration$/);
    }
    await snap(page, 'account-registration-rules');
    await waitForToastsToClear(page);
    await page.getByLabel(/I agree to the/).check();
    const before = app.mail.messages.length;
    await create.click();
    await page.waitForURL(/\/RegVer$/);
    expect(await storageItem(page, 'email')).toBe(who.email);

    const otp = await app.mail.waitForCode(who.email, 15_000, before);
    await page.getByLabel('Verification code').fill('12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectToast(page, MSG.invalidOtp);
    await waitForToastsToClear(page);
    await page.getByLabel('Verification code').fill(otp);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/Login$/i);

    await page.getByRole('button', { name: 'Login' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);
    await loginThroughUi(page, who.email, TEST_PASSWORD);
    // A new account has no extra details yet: role lookup 404s, the user is a rider → /Dashboard.
    await page.waitForURL(/\/Dashboard/);
    // After login: role, then the location push, then approval.
    const sequence = ['GET /api/role', 'PUT /api/rider/updatelocation', 'GET /api/approved'];
    const login = calls.indexOf('POST /api/user/login');
    expect(login).toBeGreaterThanOrEqual(0);
    expect(sequence.map((call) => calls.indexOf(call, login))).toEqual(
      [...sequence.map((call) => calls.indexOf(call, login))].sort((a, b) => a - b),
    );
    expect(sequence.every((call) => calls.indexOf(call, login) > login)).toBe(true);
    expect(await storageItem(page, 'token')).toBeTruthy();
    expect(Number(await storageItem(page, 'tokenCreatedAt'))).toBeGreaterThan(Date.now() - 60_000);
    expect(await storageItem(page, 'useremail')).toBe(who.email);
    expect(JSON.parse((await storageItem(page, 'userLocation')) ?? 'null')).toEqual({
      latitude: 6.6018,
      longitude: 3.3515,
    });
    await snap(page, 'account-landed-dashboard');

    // Theme survives a reload.
    await page.goto(`${app.baseUrl}/theme-settings`);
    await page.getByLabel(/Dark Mode/).check();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.reload();
    await page.getByLabel(/Dark Mode/).waitFor();
    expect(await page.getByLabel(/Dark Mode/).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await storageItem(page, 'themeMode')).toBe('dark');
    await snap(page, 'account-theme-dark');

    // Logout clears the session and the stored role and ride items; the theme choice stays.
    await page.goto(`${app.baseUrl}/settings`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    for (const key of ['token', 'tokenCreatedAt', 'uname', 'userId', 'useremail', 'role', 'userLocation'])
      expect(await storageItem(page, key)).toBeNull();
    expect(await storageItem(page, 'themeMode')).toBe('dark');
    await page.goto(`${app.baseUrl}/settings`);
    await page.waitForURL(/\/login$/);

    await context.close();
  });

  it('blocks login with instructions while location is denied', async () => {
    const context = await browser.newContext({
      viewport: PHONE_VIEWPORT,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Location access is needed' }).waitFor();
    await page.getByText('Turn on location in Android Chrome').waitFor();
    expect(await page.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true);
    await snap(page, 'account-location-denied');
    await context.close();
  });

  it('clears an expired session on the login page', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/`);
    await page.evaluate(() => {
      localStorage.setItem('token', 'old.token.value');
      localStorage.setItem('tokenCreatedAt', String(Date.now() - 25 * 3600_000));
      localStorage.setItem('uname', 'Old User');
    });
    await page.goto(`${app.baseUrl}/settings`);
    await page.waitForURL(/\/login$/);
    await expectToast(page, MSG.sessionExpired);
    expect(await storageItem(page, 'token')).toBeNull();
    expect(await storageItem(page, 'uname')).toBeNull();
    await context.close();
  });

  it('stops an unapproved biker at login with the pending-approval message', async () => {
    const biker = await createUnapprovedBiker(app);
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/login`);
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);
    await loginThroughUi(page, biker.email, TEST_PASSWORD);
    await expectToast(page, MSG.pendingApproval);
    expect(page.url()).toMatch(/\/login$/);
    expect(await storageItem(page, 'token')).toBeNull();

    // Once an admin approves, the same biker lands on the driver dashboard.
    await approveAsAdmin(app, biker.id);
    await loginThroughUi(page, biker.email, TEST_PASSWORD);
    await page.waitForURL(/\/dashboardtoweb$/i);
    expect(await storageItem(page, 'role')).toBe('biker');
    expect(await storageItem(page, 'userRole')).toBe('biker');
    expect(await storageItem(page, 'approved')).toBe('true');
    await context.close();
  });

  it('shows the contact widget and installs as a PWA that never caches API answers', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/`);
    const chat = page.getByRole('link', { name: 'Chat with support on WhatsApp' });
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/234\d{10}$/);
    expect(await page.getByRole('link', { name: /Call support on/ }).getAttribute('href')).toMatch(
      /^tel:0\d{10}$/,
    );
    const manifest = await (await fetch(`${app.baseUrl}/manifest.webmanifest`)).json();
    expect(manifest.display).toBe('standalone');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(/\/login$/);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/index.html'); // the shell every navigation is answered with
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password and changes one from Settings, both through the e-mailed code', async () => {
    const [forgotten, changing] = resetAccounts as [(typeof resetAccounts)[0], (typeof resetAccounts)[0]];
    const context = await phoneContext(browser);
    const page = await context.newPage();

    async function enterCodeAndNewPassword(email: string, before: number, newPassword: string) {
      await page.waitForURL(/\/EnterOTP$/);
      const code = await app.mail.waitForCode(email, 15_000, before);
      await page.getByLabel('Verification code').fill(code);
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await page.waitForURL(/\/ResetPassword$/);
      await page.getByLabel('New Password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm New Password').fill('Other#2027');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expectToast(page, MSG.passwordsDoNotMatch);
      await waitForToastsToClear(page);
      await page.getByLabel('Confirm New Password').fill(newPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expectToast(page, 'Password reset successfully!');
      await page.waitForURL(/\/Login$/i);
      await expect.poll(() => page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);
      await loginThroughUi(page, email, newPassword);
      await page.waitForURL(/\/Dashboard/);
    }

    // Forgot Password from the login screen.
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL(/\/ForgotPassword$/);
    let before = app.mail.messages.length;
    await page.getByLabel('Email Address').fill(forgotten.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, 'OTP sent to your email.');
    await enterCodeAndNewPassword(forgotten.email, before, 'Fresh#2027');
    await page.evaluate(() => localStorage.clear());

    // Change Password from Settings: the signed-in user's stored e-mail receives the code.
    await page.goto(`${app.baseUrl}/login`);
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);
    await loginThroughUi(page, changing.email, TEST_PASSWORD);
    await page.waitForURL(/\/Dashboard/);
    await page.goto(`${app.baseUrl}/settings`);
    before = app.mail.messages.length;
    await page.getByRole('button', { name: 'Change Password' }).click();
    await enterCodeAndNewPassword(changing.email, before, 'Newer#2028');
    await context.close();
  });

  it('shows a wide window the mobile-only text', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/registration`);
    await page.getByText(MSG.mobileOnly).waitFor();
    await context.close();
  });
});
