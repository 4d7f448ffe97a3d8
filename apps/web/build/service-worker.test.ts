import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { lazyModuleFiles, serviceWorkerSource, shellAssets } from './service-worker';

const read = (name: string) => readFileSync(join(import.meta.dirname, '../src', name), 'utf8');

describe('the built service worker', () => {
  const source = serviceWorkerSource(read('sw.js'), read('sw-push.js'), {
    version: 'abc123',
    shell: ['/assets/index-1.js'],
  });

  it('is one script: the push handlers are written in, nothing is imported', () => {
    expect(source).not.toMatch(/importScripts\(|__WAKA_/);
    expect(source).toContain("self.addEventListener('push'");
    expect(source).toContain("self.addEventListener('notificationclick'");
    expect(source).toContain('const BUILD = {"version":"abc123","shell":["/assets/index-1.js"]};');
  });

  it('runs: its handlers are registered and its cache is named after the version', () => {
    const events: string[] = [];
    const self = { addEventListener: (type: string) => events.push(type), location: { origin: 'x' } };
    new Function('self', source)(self);
    expect(events.sort()).toEqual(['activate', 'fetch', 'install', 'notificationclick', 'push']);
  });

  /** Runs the worker against a Cache Storage holding `stored` and a network that counts what it is asked. */
  async function askForTheManifest(stored: Response | undefined) {
    const handlers = new Map<string, (event: unknown) => void>();
    const asked: string[] = [];
    const put: string[] = [];
    const self = {
      addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
      location: { origin: 'https://waka.test' },
    };
    const caches = {
      match: async () => stored,
      open: async () => ({ put: async (request: Request) => void put.push(request.url) }),
    };
    const fetch = async (request: Request) => {
      asked.push(request.url);
      return new Response('{"name":"Lagos Rides"}', { headers: { date: new Date().toUTCString() } });
    };
    new Function('self', 'caches', 'fetch', source)(self, caches, fetch);
    let answer: Promise<Response> | undefined;
    handlers.get('fetch')!({
      request: new Request('https://waka.test/manifest.webmanifest'),
      respondWith: (response: Promise<Response>) => {
        answer = response;
      },
    });
    const body = await (await answer!).text();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { asked, put, body };
  }

  it('answers the manifest from a copy younger than a day, without the network', async () => {
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toUTCString();
    const stored = new Response('{"name":"Waka"}', { headers: { date: hourAgo } });
    expect(await askForTheManifest(stored)).toEqual({ asked: [], put: [], body: '{"name":"Waka"}' });
  });

  it('asks the network for the manifest when its copy is a day old or missing, and keeps the answer', async () => {
    const twoDaysAgo = new Date(Date.now() - 48 * 60 * 60 * 1000).toUTCString();
    const stale = new Response('{"name":"Waka"}', { headers: { date: twoDaysAgo } });
    for (const stored of [stale, undefined]) {
      expect(await askForTheManifest(stored)).toEqual({
        asked: ['https://waka.test/manifest.webmanifest'],
        put: ['https://waka.test/manifest.webmanifest'],
        body: '{"name":"Lagos Rides"}',
      });
    }
  });

  it('refuses a template without its placeholders', () => {
    expect(() =>
      serviceWorkerSource('self.addEventListener("fetch", f);', '', { version: 'v', shell: [] }),
    ).toThrow(/__WAKA_BUILD__/);
  });

  it('lists what index.html loads, not a disabled (inlined) stylesheet', () => {
    const html =
      '<link rel="stylesheet" href="/assets/a.css" disabled><script type="module" src="/assets/i.js"></script>' +
      '<link rel="modulepreload" href="/assets/p.js"><link rel="modulepreload" href="/assets/p.js">';
    expect(shellAssets(html)).toEqual(['/assets/i.js', '/assets/p.js']);
  });
});

describe("the toaster's files in the shell", () => {
  // A bundle as the bundler hands it over: what each chunk starts at, imports and styles.
  function chunk(fileName: string, facadeModuleId: string | null, imports: string[], css: string[] = []) {
    return {
      type: 'chunk',
      fileName,
      facadeModuleId,
      isEntry: fileName.startsWith('assets/index-'),
      imports,
      viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    };
  }
  const bundle = Object.fromEntries(
    [
      chunk(
        'assets/index-1.js',
        '/repo/apps/web/src/main.tsx',
        ['assets/vendor-1.js'],
        ['assets/index-1.css'],
      ),
      chunk('assets/vendor-1.js', null, []),
      chunk('assets/toaster-1.js', '/repo/apps/web/src/app/toaster.tsx', [
        'assets/index-1.js',
        'assets/toasts-1.js',
        'assets/app-shared-1.js',
      ]),
      chunk('assets/toasts-1.js', null, ['assets/vendor-1.js']),
      chunk('assets/app-shared-1.js', null, ['assets/toasts-1.js', 'assets/index-1.js'], ['assets/ui-1.css']),
      chunk('assets/login-1.js', '/repo/apps/web/src/features/auth/routes/login-page.tsx', [
        'assets/app-shared-1.js',
      ]),
    ].map((file) => [file.fileName, file]),
  ) as unknown as OutputBundle;

  it('are the module, what it imports and their styles, short of the entry that index.html loads', () => {
    expect(lazyModuleFiles(bundle, 'src/app/toaster.tsx').sort()).toEqual([
      '/assets/app-shared-1.js',
      '/assets/toaster-1.js',
      '/assets/toasts-1.js',
      '/assets/ui-1.css',
      '/assets/vendor-1.js',
    ]);
  });

  it('fail the build when no chunk starts at the module', () => {
    expect(() => lazyModuleFiles(bundle, 'src/app/gone.tsx')).toThrow(
      'no chunk of the build starts at src/app/gone.tsx',
    );
  });
});
