// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loaderSource, withScriptsAfterPaint } from './scripts-after-paint';

const HEAD =
  '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-2.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/login-page-3.js">' +
  '<link rel="preload" as="image" href="/i.webp"/></head>';

describe('scripts after the first paint', () => {
  it('hands the entry script and the modulepreloads to the loader, and keeps every other hint', () => {
    expect(withScriptsAfterPaint(HEAD, '/assets/load-after-paint-4.js')).toBe(
      '<head><script defer src="/assets/load-after-paint-4.js" data-entry="/assets/index-1.js" ' +
        'data-preloads="/assets/vendor-2.js /assets/login-page-3.js"></script>' +
        '<link rel="preload" as="image" href="/i.webp"/></head>',
    );
  });

  it('refuses a document whose entry script it cannot find', () => {
    expect(() => withScriptsAfterPaint('<head></head>', '/assets/l.js')).toThrow(/one entry script/);
  });

  it('sends the loader minified, its comments left in the source', () => {
    const sent = loaderSource();
    expect(sent).not.toContain('//');
    expect(sent).toContain('first-contentful-paint');
    expect(sent).toContain('requestAnimationFrame');
    expect(sent.length).toBeLessThan(800);
  });
});
