// The sandbox checkout page in a real browser (with no key, the sandbox
// checkout funds the wallet). The API listens on a real loopback port; Chromium opens the authorization_url,
// presses Pay, and comes back to /InitializePayment, after which verify reports the wallet funded.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, snap } from '../../../../../e2e/support/browser';
import { freePort } from '../../../../../e2e/support/server';
import { createTestApp, createTestUser, type TestApp } from '../../test-support/harness';

let t: TestApp;
let browser: Browser;
let baseUrl: string;

describe('the sandbox checkout in Chromium', () => {
  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp({ PAYSTACK_SECRET_KEY: '', PUBLIC_URL: baseUrl });
    await t.app.listen({ port, host: '127.0.0.1' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  for (const action of ['Pay', 'Cancel'] as const) {
    it(`${action} returns to the app, and verify ${action === 'Pay' ? 'credits the wallet' : 'credits nothing'}`, async () => {
      const driver = await createTestUser(t.app, { role: 'driver', approved: true });
      const init = await fetch(`${baseUrl}/api/initialize`, {
        method: 'POST',
        headers: { ...driver.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 2500, email: driver.email }),
      });
      const { authorization_url, reference } = (await init.json()) as Record<string, string>;

      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
      const page = await context.newPage();
      const csp: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
      });
      await page.goto(authorization_url!);
      await page.getByText('₦2,500.00').first().waitFor();
      await page.getByText(driver.email).waitFor();
      if (action === 'Pay') await snap(page, 'wallet-sandbox-checkout');
      await page.getByRole('button', { name: action === 'Pay' ? /^Pay ₦2,500\.00$/ : 'Cancel' }).click();
      await page.waitForURL((url) => url.pathname === '/InitializePayment');
      expect(new URL(page.url()).searchParams.get('reference')).toBe(reference);
      expect(csp).toEqual([]);
      await context.close();

      const verify = await fetch(`${baseUrl}/api/verifytransaction`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reference }),
      });
      const balance = await fetch(`${baseUrl}/api/rider/getwalletbalance`, { headers: driver.auth });
      const { walletBalance } = (await balance.json()) as { walletBalance: number };
      if (action === 'Pay') {
        expect(verify.status).toBe(200);
        expect(await verify.json()).toMatchObject({ status: 'success' });
        expect(walletBalance).toBe(2500);
      } else {
        expect(verify.status).toBe(402);
        expect(await verify.json()).toMatchObject({ status: 'failed' });
        expect(walletBalance).toBe(0);
      }
    });
  }
});
