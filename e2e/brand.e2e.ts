// A state agency brands its installation without a rebuild: an operator changes the name, colours and logo
// on the console's Settings page at 360×740 (an unreadable colour is refused with the reason), and a rider's
// landing page, sign-in header, document title, colours, the installed app's manifest and the next e-mail all
// carry the new brand.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from './support/account-api';
import { launchBrowser, phoneContext, snap } from './support/browser';
import { signInToConsole } from './support/console';
import { documentPhoto } from './support/journey-people';
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

async function openConsoleSettings(page: Page) {
  await signInToConsole(page, app);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('form', { name: 'Brand' }).waitFor();
}

/** The HTML part of a caught message, with quoted-printable soft breaks and escapes undone. */
function htmlOf(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('operator brand', () => {
  it('reaches the rider app, its manifest and the e-mails once saved in the console', async () => {
    const admin = await (await phoneContext(browser)).newPage();
    await openConsoleSettings(admin);
    const brand = admin.getByRole('form', { name: 'Brand' });
    await snap(admin, 'brand-console-before');

    await brand.getByLabel('Primary colour', { exact: true }).fill('#808080');
    await expect
      .poll(() => brand.getByRole('alert').textContent())
      .toContain('The primary colour #808080 has too little contrast for WCAG AA');
    await snap(admin, 'brand-console-refused-colour');

    await brand.getByLabel('Operator name').fill('Lagos Rides');
    await brand.getByLabel('Short name').fill('Lagos');
    await brand.getByLabel('Primary colour', { exact: true }).fill('#1b5e20');
    await brand.getByLabel('Accent colour', { exact: true }).fill('#0d47a1');
    await brand.getByRole('button', { name: 'Save brand' }).click();
    await admin.getByText('Brand saved.', { exact: false }).waitFor();

    const logo = await documentPhoto(browser, 'LR', 'Lagos Rides', '#1b5e20');
    await brand.getByLabel('Logo file').setInputFiles(logo);
    await admin.getByText('Logo saved.').waitFor();
    await expect
      .poll(() => brand.getByAltText('Current logo').getAttribute('src'))
      .toMatch(/^\/uploads\/brand\//);
    const logoUrl = (await brand.getByAltText('Current logo').getAttribute('src'))!;
    await expect.poll(() => admin.locator('.admin-brand').textContent()).toContain('Lagos Rides');
    await snap(admin, 'brand-console-saved');

    // A rider who never saw the old brand, in the light and the dark theme.
    for (const colorScheme of ['light', 'dark'] as const) {
      const rider = await (await phoneContext(browser, { colorScheme })).newPage();
      await rider.goto(app.baseUrl);
      const header = rider.locator('.landing__brand');
      await expect.poll(() => header.textContent()).toContain('Lagos Rides');
      await expect.poll(() => header.locator('img').getAttribute('src')).toBe(logoUrl);
      await expect.poll(() => rider.title()).toBe('Lagos Rides');
      // The colour rules load lazily, after the name and logo are shown: wait for the colours themselves.
      await expect
        .poll(() =>
          rider.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
          ),
        )
        .toBe('#1b5e20');
      const button = rider.getByRole('link', { name: 'Continue' });
      await expect
        .poll(() =>
          button.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]),
        )
        .toEqual(['rgb(27, 94, 32)', 'rgb(255, 255, 255)']);
      await snap(rider, `brand-landing-${colorScheme}`);
      await button.click();
      await rider.waitForURL(/\/login$/);
      await expect.poll(() => rider.locator('.auth-brand img').getAttribute('src')).toBe(logoUrl);
      await rider.getByText('Log in to book or drive with Lagos Rides.').waitFor();
      await snap(rider, `brand-login-${colorScheme}`);
      await rider.context().close();
    }

    const manifest = await (await fetch(`${app.baseUrl}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Lagos Rides', short_name: 'Lagos', theme_color: '#1b5e20' });
    expect(manifest.icons).toEqual([{ src: logoUrl, sizes: '512x512', type: 'image/png', purpose: 'any' }]);
    const icon = await fetch(`${app.baseUrl}${logoUrl}`);
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/png']);

    const before = app.mail.messages.length;
    const account = await createVerifiedAccount(app, 'Branded');
    const mail = app.mail.messages
      .slice(before)
      .find((message) => message.to === account.email.toLowerCase());
    expect(mail?.raw).toMatch(/Subject: \d{6} is your Lagos Rides verification code/);
    const html = htmlOf(mail!.raw);
    expect(html).toContain(`<img src="${app.baseUrl}${logoUrl}"`);
    expect(html).toContain('background:#1b5e20;color:#ffffff');
    expect(html).toContain('Welcome to Lagos Rides');
    await admin.context().close();
  });
});
