// Screens-only helpers of the full journey: a person signs up on the registration
// form, reads the code from the e-mail the app sent, verifies on /RegVer and logs in on /login — no API
// shortcuts. Document photos are real PNGs rendered by the browser.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueIdentity } from './account-api';
import { snap } from './browser';
import type { RunningApp } from './server';

export const JOURNEY_PASSWORD = 'Journey#2026';

export interface Person {
  name: string;
  username: string;
  email: string;
  phoneNumber: string;
}

export function newPerson(name: string): Person {
  const who = uniqueIdentity(name.split(' ')[0]!);
  return { ...who, name };
}

/** Fills /login's form by its fields' types (so in any language) and sends it once the location check allows. */
export async function submitLoginForm(page: Page, email: string, password: string): Promise<void> {
  const login = page.locator('form button[type="submit"]');
  await expect.poll(() => login.isEnabled(), { timeout: 15_000 }).toBe(true);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await login.click();
}

export async function expectToast(page: Page, text: string | RegExp, timeout = 10_000): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout });
}

/** /registration → e-mailed code → /RegVer → /Login, as a person does it. `shot` prefixes the screenshots. */
export async function signUpThroughScreens(app: RunningApp, page: Page, person: Person, shot: string) {
  await page.goto(`${app.baseUrl}/registration`);
  const fields: [string, string][] = [
    ['Full Name', person.name],
    ['Username', person.username],
    ['Phone Number', person.phoneNumber],
    ['Email Address', person.email],
    ['Password', JOURNEY_PASSWORD],
    ['Confirm Password', JOURNEY_PASSWORD],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel(/I agree to the/).check();
  await snap(page, `${shot}-01-registration`);
  const mailsBefore = app.mail.messages.length;
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/RegVer$/);
  const code = await app.mail.waitForCode(person.email, 20_000, mailsBefore);
  await page.getByLabel('Verification code').fill(code);
  await snap(page, `${shot}-02-verify`);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/Login$/i);
}

export async function logInThroughScreen(page: Page, app: RunningApp, person: Person): Promise<void> {
  if (!/\/login$/i.test(new URL(page.url()).pathname)) await page.goto(`${app.baseUrl}/login`);
  const login = page.getByRole('button', { name: 'Login' });
  await expect.poll(() => login.isEnabled(), { timeout: 15_000 }).toBe(true); // after the location check
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await login.click();
}

/** A document photo: a small rendered card, as a real PNG made by the browser. */
export async function documentPhoto(browser: Browser, title: string, owner: string, colour: string) {
  const page = await browser.newPage({ viewport: { width: 420, height: 260 } });
  await page.setContent(
    `<body style="margin:0;font-family:sans-serif"><div style="width:420px;height:260px;background:${colour};color:#fff;padding:24px;box-sizing:border-box">
     <h1 style="margin:0 0 12px">${title}</h1><p>Federal Republic of Nigeria</p><p>${owner}</p></div></body>`,
  );
  const buffer = await page.screenshot({ type: 'png' });
  await page.close();
  return { name: `${title.toLowerCase().replace(/\W+/g, '-')}.png`, mimeType: 'image/png', buffer };
}
