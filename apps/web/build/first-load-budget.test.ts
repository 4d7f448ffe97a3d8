import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { firstLoad, overBudget } from './first-load-budget';

const chunk = (fileName: string, code: string) => ({ type: 'chunk', fileName, code });
const bundle = {
  'assets/index.js': chunk('assets/index.js', 'console.log("entry");'.repeat(50)),
  'assets/vendor.js': chunk('assets/vendor.js', 'export const library = 1;'.repeat(200)),
  'assets/page.css': { type: 'asset', fileName: 'assets/page.css', source: 'p{color:red}' },
} as unknown as OutputBundle;
const html =
  '<script defer src="/assets/loader.js" data-entry="/assets/index.js" data-preloads="/assets/vendor.js"></script>' +
  '<style>p{color:red}</style><link rel="stylesheet" href="/assets/page.css" disabled><a href="/login">Log in</a>';

describe('firstLoad', () => {
  it('counts the document, the loader emitted beside it and the scripts it hands over; not a disabled stylesheet', () => {
    const files = firstLoad(bundle, html, new Map([['assets/loader.js', '(() => {})();']]));
    expect([...files.keys()]).toEqual([
      'document',
      'assets/loader.js',
      'assets/index.js',
      'assets/vendor.js',
    ]);
    for (const size of files.values()) expect(size).toBeGreaterThan(0);
  });
});

describe('overBudget', () => {
  const files = new Map([
    ['document', 2048],
    ['assets/index.js', 10 * 1024],
    ['assets/vendor.js', 40 * 1024],
  ]);

  it('passes a first load within both budgets', () => {
    expect(overBudget('/login', files, { kib: 52, files: 3 })).toBeNull();
  });

  it('names the files of a first load that fetches too many', () => {
    expect(overBudget('/login', files, { kib: 64, files: 2 })).toBe(
      '/login first load fetches 3 files, over its budget of 2 (document, assets/index.js, assets/vendor.js): see build/chunk-groups.ts',
    );
  });

  it('names the largest files of a first load that weighs too much', () => {
    expect(overBudget('/login', files, { kib: 51, files: 3 })).toMatch(
      /^\/login first load is 52\.0 KiB brotli, over its 51 KiB budget \(largest: assets\/vendor\.js 40\.0 KiB, assets\/index\.js 10\.0 KiB, document 2\.0 KiB\)$/,
    );
  });
});
