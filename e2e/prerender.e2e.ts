// The landing, login and registration documents arrive with their page already rendered (apps/web/build/
// prerender.ts): the heading is in the HTML, it shows with scripts off, and React takes the markup over
// without a hydration mismatch, so the page works as before.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIdentity } from './support/account-api';
import { launchBrowser, PHONE_VIEWPORT, phoneContext, snap } from './support/browser';
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

const PAGES = [
  { path: '/', heading: 'Book a ride in seconds' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/Registration', heading: 'Create Account' },
];

/** Every error the page reports: React reports a hydration mismatch as a recoverable error. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

describe('prerendered first screens', () => {
  it.each(PAGES)('$path is in the document as sent', async ({ path, heading }) => {
    const html = await (await fetch(`${app.baseUrl}${path}`)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`>${heading}</h1>`);
  });

  it.each(PAGES)('$path paints before any script runs', async ({ path, heading }) => {
    const context = await browser.newContext({
      viewport: PHONE_VIEWPORT,
      isMobile: true,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}${path}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    await snap(page, `prerender-no-script${path.replace('/', '-') || '-landing'}`);
    await context.close();
  });

  it.each(PAGES)('$path hydrates without a mismatch and keeps the painted elements', async ({ path }) => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    // Mark the prerendered heading before React starts: hydration adopts nodes, a client render replaces them.
    await page.route('**/assets/index-*.js', async (route) => {
      await page.waitForFunction(() => document.querySelector('h1') !== null);
      await page.evaluate(() => {
        (document.querySelector('h1') as HTMLElement & { prerendered?: boolean }).prerendered = true;
      });
      await route.continue();
    });
    await page.goto(`${app.baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(
        () => (document.querySelector('h1') as HTMLElement & { prerendered?: boolean }).prerendered === true,
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a saved other language takes over the English markup after hydration, without a mismatch', async () => {
    const context = await phoneContext(browser);
    await context.addInitScript(() => localStorage.setItem('language', 'yo'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('heading', { level: 1, name: 'Ẹ káàbọ̀ padà' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(PAGES)('$path does not download the stylesheets its document inlines', async ({ path }) => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) stylesheets.push(request.url());
    });
    await page.goto(`${app.baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    expect(stylesheets).toEqual([]);
    // The page is styled all the same: the primary button has the brand colour, not the browser's default.
    const background = await page
      .locator('.button--primary')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await context.close();
  });

  it('login works after hydration: the form takes input and links navigate in the app', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${app.baseUrl}/login`);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Email').fill('ada@example.com');
    expect(await page.getByLabel('Email').inputValue()).toBe('ada@example.com');
    await page.evaluate(() => {
      (window as Window & { sameDocument?: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    // A client-side navigation: the window (and this flag) survived.
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a form filled before the scripts arrive is kept, and sent by the app once it runs, never by the browser', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: wait for the painted page instead.
    await page.goto(`${app.baseUrl}/Registration`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    const person = uniqueIdentity('early');
    const fields: [string, string][] = [
      ['Full Name', 'Early Bird'],
      ['Username', person.username],
      ['Phone Number', person.phoneNumber],
      ['Email Address', person.email],
      ['Password', 'Early#2026'],
      ['Confirm Password', 'Early#2026'],
    ];
    for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel(/I agree to the/).check();
    const createAccount = page.getByRole('button', { name: 'Create Account' });
    expect(await createAccount.isDisabled()).toBe(true);
    await snap(page, 'prerender-filled-before-scripts');

    const mailsBefore = app.mail.messages.length;
    releaseScripts();
    await createAccount.click(); // waits until the hydrated page enables it
    await page.waitForURL(/\/RegVer$/);
    expect(await app.mail.waitForCode(person.email, 20_000, mailsBefore)).toMatch(/^\d{6}$/);
    expect(addresses.filter((address) => address.includes('password'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
