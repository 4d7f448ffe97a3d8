// What a phone on a poor network gets from the built app: compressed entry scripts with production builds of
// every dependency, an app shell that opens from the service worker's cache with the network gone, and a
// clear word when the connection drops and when it returns.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, snap } from './support/browser';
import { expectToast, submitLoginForm } from './support/journey-people';
import { type RunningApp, startApp } from './support/server';

const WEB_DIST = path.resolve('apps/web/dist');

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

/** What a browser that accepts every encoding receives: the encoding and the body as it is decoded. */
function asSent(url: string): Promise<{ encoding: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          const encoding = response.headers['content-encoding'];
          const body = Buffer.concat(parts);
          resolve({ encoding, text: (encoding === 'br' ? brotliDecompressSync(body) : body).toString() });
        });
      })
      .on('error', reject);
  });
}

/** The scripts a document loads: those it names and those it hands to the after-paint loader. */
function scriptsOf(html: string): string[] {
  const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const handed = [...html.matchAll(/data-(?:entry|preloads)="([^"]*)"/g)].flatMap((m) =>
    m[1]!.split(' ').filter(Boolean),
  );
  return [...new Set([...named, ...handed])];
}

describe('delivery of the built app', () => {
  it('sends the entry scripts and the shell brotli-compressed, the scripts asking to be compiled with their load', async () => {
    for (const route of ['/', '/login', '/Registration', '/Dashboard']) {
      const html = await (await fetch(`${app.baseUrl}${route}`)).text();
      // Pages and the dashboard's shell name only the loader, which asks for the rest after the first paint.
      expect(html, route).toContain('/load-after-paint-');
      expect(html, route).not.toContain('<script type="module"');
      const scripts = scriptsOf(html);
      expect(scripts.length).toBeGreaterThan(1);
      expect((await asSent(`${app.baseUrl}${route}`)).encoding).toBe('br');
      for (const script of scripts) {
        const sent = await asSent(`${app.baseUrl}${script}`);
        expect(sent.encoding, script).toBe('br');
        // V8 honours the comment only before any code (build/compile-hints.ts); the loader is not app code.
        if (!script.includes('/load-after-paint-'))
          expect(sent.text.startsWith('//# allFunctionsCalledOnLoad\n'), script).toBe(true);
      }
    }
  });

  /**
   * `/Registration`, open in `page`, is brought to life by its scripts: once hydrated (the app enables the
   * submit button, which the document keeps disabled), its login link opens the login page inside the app, in
   * the same document (a mark left on it stays).
   */
  async function expectBroughtToLife(page: Page) {
    await expect
      .poll(() => page.getByRole('button', { name: 'Create Account' }).isEnabled(), { timeout: 15_000 })
      .toBe(true);
    await page.evaluate(() => document.documentElement.setAttribute('data-before-click', ''));
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-before-click'))).toBe(true);
  }

  it('asks for the scripts of a prerendered page once it has been painted, and they bring it to life', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/Registration`);
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    // Once the entry script has been asked for (the loader adds it after the first paint).
    await page.waitForFunction(() => {
      const entry = document.querySelector<HTMLScriptElement>('script[type="module"]');
      return entry !== null && performance.getEntriesByName(entry.src).length > 0;
    });
    const timings = await page.evaluate(() => {
      const entry = (document.querySelector('script[type="module"]') as HTMLScriptElement).src;
      // The loader waits for this entry, which the browser reports once the frame is on the screen: its
      // startTime is that moment (docs/decisions/230).
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        firstContentfulPaint: paint?.startTime,
        entryRequested: performance.getEntriesByName(entry)[0]?.startTime,
        preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
      };
    });
    expect(timings.firstContentfulPaint).toBeGreaterThan(0);
    expect(timings.entryRequested).toBeGreaterThanOrEqual(timings.firstContentfulPaint!);
    expect(timings.preloads).toBeGreaterThan(5);
    await expectBroughtToLife(page);
    await context.close();
  });

  it('loads the scripts after the next frame where the browser does not report paints', async () => {
    const context = await phoneContext(browser);
    // A browser without paint timing (the loader's fallback: the task after the next frame).
    await context.addInitScript(() =>
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['navigation'] }),
    );
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/Registration`);
    expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes)).toEqual(['navigation']);
    await expectBroughtToLife(page);
    await context.close();
  });

  it('contains no development build of any dependency', () => {
    const maps = readdirSync(path.join(WEB_DIST, 'assets')).filter((name) => name.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(0);
    const sources = maps.flatMap(
      (name) => JSON.parse(readFileSync(path.join(WEB_DIST, 'assets', name), 'utf8')).sources as string[],
    );
    expect(sources.some((source) => source.includes('node_modules/react-router/dist/production/'))).toBe(
      true,
    );
    expect(
      sources.filter((source) => /node_modules\/.*(\/development\/|[.-]development\.)/.test(source)),
    ).toEqual([]);
  });
});

describe('offline', () => {
  it('opens the app shell from the cache without a network, and says when the network goes and comes back', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();

    await context.setOffline(true);
    await page.getByText('You are offline. Waka will reconnect when your network is back.').waitFor();
    // A repeat visit of a page seen before: the shell and its code come from the service worker's cache.
    await page.reload();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.getByText('You are offline. Waka will reconnect when your network is back.').waitFor();
    // The page came from Cache Storage; API answers are never stored there, so they fail while offline.
    const apiOffline = await page.evaluate(() =>
      fetch('/api/config').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(apiOffline).toBe('failed');
    // A toast raised offline shows: its code was stored with the shell, though this visit never needed it.
    await submitLoginForm(page, 'nobody.here@waka.test', 'Wrong#2026');
    await expectToast(page, 'Network error');
    await snap(page, 'offline-login');

    await context.setOffline(false);
    await page.getByText('You are back online.').waitFor();
    await snap(page, 'back-online-login');
    await context.close();
  });
});
