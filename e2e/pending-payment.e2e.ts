// A new user's run, wallet: 'Verify Payment' tapped before paying no longer throws the reference away. It is
// listed as pending, and once paid on the checkout page it is verified again from the list and credited.
import { formatNaira } from '@waka/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyBiker } from './rider-api-setup';
import { launchBrowser, phoneContext, snap } from './support/browser';
import { expectToast } from './support/journey-people';
import { type RunningApp, startApp } from './support/server';
import { openSignedIn } from './support/signed-in';

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

describe('a payment verified too early', () => {
  it('stays pending, verifiable again, and is credited once paid', async () => {
    const biker = await createReadyBiker(app, { latitude: 6.6018, longitude: 3.3515 }); // ₦2,000 already
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await openSignedIn(page, app, biker, { role: 'biker', path: '/InitializePayment' });
    await page.getByText(formatNaira(2000)).first().waitFor();
    await page.getByRole('button', { name: formatNaira(2500, 0), exact: true }).click();
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Proceed to Pay' }).click(),
    ]);
    await checkout.waitForURL(/\/sandbox\/checkout\//);

    await page.bringToFront();
    await page.getByRole('button', { name: 'Verify Payment' }).click();
    await expectToast(page, 'Payment pending.');
    const list = page.getByRole('region', { name: 'Pending payments' });
    await list.getByText(formatNaira(2500)).waitFor();
    await list.getByText('pending', { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('paymentReference'))).toMatch(/.+/);
    await snap(page, 'hardening-payment-pending');

    // Paid a minute later, and the checkout tab closed without coming back.
    const reference = new URL(checkout.url()).pathname.split('/').pop()!;
    await checkout.close();
    const paid = await fetch(`${app.baseUrl}/sandbox/checkout/${reference}/pay`, { method: 'POST' });
    expect(paid.status).toBeLessThan(400);

    await list.getByRole('button', { name: `Verify the ${formatNaira(2500)} payment` }).click();
    await expectToast(page, 'Your wallet has been funded.');
    await page.getByText(formatNaira(4500)).first().waitFor();
    await list.waitFor({ state: 'detached' });
  });
});
