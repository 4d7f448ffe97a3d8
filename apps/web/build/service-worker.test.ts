import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceWorkerSource, shellAssets } from './service-worker';

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
