// @vitest-environment node
// Every CSS animation of the app moves or fades (transform, opacity), which the browser's compositor runs by
// itself. An animation of anything else (a gradient's background-position, a width, a colour) repaints on the
// page's main thread every frame, for as long as it runs: a loading skeleton's shimmer did, the whole time the
// dashboard's scripts were loading (docs/decisions/229).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

const COMPOSITED = new Set(['transform', 'opacity']);

/** `@keyframes name: property` for each animated property the compositor cannot run alone. */
function mainThreadAnimations(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkAtRules(/keyframes$/, (keyframes) => {
    keyframes.walkDecls((declaration) => {
      if (!COMPOSITED.has(declaration.prop))
        found.push(`@keyframes ${keyframes.params}: ${declaration.prop}`);
    });
  });
  return found;
}

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('CSS animations', () => {
  it('names the keyframes that animate a property other than transform and opacity', () => {
    const css = `
      @keyframes shimmer { to { background-position: -200% 0; } }
      @keyframes spin { to { transform: rotate(360deg); } }
      @-webkit-keyframes grow { from { opacity: 0; width: 0; } }`;
    expect(mainThreadAnimations(css)).toEqual([
      '@keyframes shimmer: background-position',
      '@keyframes grow: width',
    ]);
  });

  it('animate only transform and opacity in every stylesheet of the app', () => {
    const files = stylesheets(path.resolve(import.meta.dirname));
    expect(files.length).toBeGreaterThan(5);
    const offenders = files.flatMap((file) =>
      mainThreadAnimations(readFileSync(file, 'utf8')).map((rule) => `${path.basename(file)} ${rule}`),
    );
    expect(offenders).toEqual([]);
  });
});
