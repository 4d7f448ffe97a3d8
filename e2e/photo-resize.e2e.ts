// A new user's run, photos: a phone camera's large photo (here 3000×2250, over the server's 5 MB limit) is
// resized in the browser and accepted; what is sent is small and at most 1600 px on its long side.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './rider-api-setup';
import { launchBrowser, phoneContext, snap } from './support/browser';
import { expectToast } from './support/journey-people';
import { type RunningApp, startApp } from './support/server';
import { openSignedIn } from './support/signed-in';

const UPLOAD_LIMIT = 5 * 1024 * 1024; // startApp's default UPLOAD_LIMIT_BYTES

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

/** A noisy 3000×2250 JPEG made by the browser: noise barely compresses, like a detailed camera photo. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(3000, 2250);
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(3000, 2250);
    for (let i = 0; i < pixels.data.length; i += 4) {
      pixels.data[i] = Math.random() * 256;
      pixels.data[i + 1] = Math.random() * 256;
      pixels.data[i + 2] = Math.random() * 256;
      pixels.data[i + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

describe('photo upload from a phone camera', () => {
  it('resizes a photo over the limit and the profile picture is accepted', async () => {
    const rider = await createAccount(app, 'Kemi Ade');
    const page = await (await phoneContext(browser)).newPage();
    await openSignedIn(page, app, rider, { role: 'rider', path: '/settings' });
    const photo = await cameraPhoto(page);
    expect(photo.length).toBeGreaterThan(UPLOAD_LIMIT);

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/user/profile-upload'));
    await page.getByRole('button', { name: 'Save' }).click();
    const request = await sent;
    expect((await request.response())?.status()).toBe(200);
    expect((await request.sizes()).requestBodySize).toBeLessThan(UPLOAD_LIMIT / 2);
    await expectToast(page, 'Profile picture updated!');
    const size = await page.evaluate(async () => {
      const img = document.querySelector<HTMLImageElement>('.profile-card img')!;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    expect(Math.max(size.width, size.height)).toBe(1600);
    await snap(page, 'hardening-photo-resized');
  });
});
