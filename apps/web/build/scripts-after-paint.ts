// A prerendered page is painted from its HTML; its scripts only hydrate it. Its document names one small
// classic script (src/load-after-paint.js) that adds the entry script and the modulepreloads after the first
// paint, instead of naming them itself, so that the page's first look never waits for them and they never
// share the network with it (docs/decisions/224). A page shell (the dashboard's frame before its data) is
// painted the same way and loads its scripts the same way (docs/decisions/228). index.html, which the service
// worker serves for every navigation of a returning visitor, keeps its script tags.
import { readFileSync } from 'node:fs';
import { minifySync } from 'rolldown/experimental';

// The tags as Vite writes them.
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/** The document with its module scripts handed to the loader at `loaderPath`. */
export function withScriptsAfterPaint(html: string, loaderPath: string): string {
  const entries = [...html.matchAll(ENTRY)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`expected one entry script, found ${entries.length}`);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const loader = `<script defer src="${loaderPath}" data-entry="${entries[0]}" data-preloads="${preloads.join(' ')}"></script>`;
  return html.replace(ENTRY, () => loader).replace(MODULE_PRELOAD, '');
}

const LOADER_SOURCE = new URL('../src/load-after-paint.js', import.meta.url);

/** The loader as sent: minified like the chunks (it is an asset, which the bundler copies as it is). */
export function loaderSource(): string {
  const { code, errors } = minifySync('load-after-paint.js', readFileSync(LOADER_SOURCE, 'utf8'));
  if (errors.length > 0) throw new Error(`load-after-paint.js: ${errors.map((e) => e.message).join('; ')}`);
  return code;
}
