// Debian's Chromium driven by playwright-core (no browser download is possible on these machines).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const PHONE_VIEWPORT = { width: 360, height: 740 };
export const ARTIFACTS_DIR = path.resolve(process.env.E2E_ARTIFACTS_DIR ?? 'artifacts/e2e');

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath))
    throw new Error(`Chromium not found at ${executablePath}: apt-get install chromium`);
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export async function phoneContext(
  browser: Browser,
  options: { colorScheme?: 'light' | 'dark'; geolocation?: { latitude: number; longitude: number } } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    colorScheme: options.colorScheme ?? 'light',
    geolocation: options.geolocation ?? { latitude: 6.6018, longitude: 3.3515 },
    permissions: ['geolocation'],
    locale: 'en-NG',
  });
}

/** Keep a screenshot of this step in the run's artifacts. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}
