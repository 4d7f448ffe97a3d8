// The first screen without a wait for the whole app (docs/decisions/133). An SPA paints only after its
// entry script has run and the router has fetched the page's own chunk: three round trips on a phone
// network. At build time this plugin
// - inlines the small global stylesheet into index.html (no render-blocking request: critical CSS for a
//   client-rendered page is all of its base styles), and
// - writes dist/routes/<path>.html for the entry routes, each index.html plus <link rel="modulepreload"> for
//   that route's chunks and their imports and the route's stylesheets inlined, so the browser fetches the
//   page's code alongside the entry script. apps/api/src/plugins/spa.ts serves them for those paths;
// - puts the prerendered markup of the routes marked `prerender` (build/prerender.ts) into their documents'
//   `<div id="root">`, so those pages paint before any script has run; src/main.tsx hydrates it. The
//   document of a prerendered page or page shell hands its script tags to a loader that adds them after the
//   first paint (build/scripts-after-paint.ts, decisions 224 and 228).
import type { OutputAsset, OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { PAGE_SHELL_ID } from '../src/lib/page-shell';
import { closure } from './bundle-closure';
import { firstLoad, overBudget } from './first-load-budget';
import { prerenderPages } from './prerender';
import { loaderSource, withScriptsAfterPaint } from './scripts-after-paint';
import { shellAssets } from './service-worker';

export interface EntryRoute {
  /** The source modules the route lazily loads (paths relative to apps/web). */
  modules: string[];
  /**
   * Render the page to HTML at build time: 'page' for pages whose first view is the same for every visitor
   * (hydrated), 'shell' for a signed-in page's frame before its data (src/lib/page-shell.ts; replaced).
   */
  prerender?: 'page' | 'shell';
  /** The most the first load may weigh, brotli KiB (build/first-load-budget.ts); the build fails above it. */
  budgetKiB: number;
  /** The most files the first load may fetch, the document included (build/first-load-budget.ts). */
  budgetFiles: number;
}

/** Route path → what its document preloads and whether it is prerendered. */
export type EntryRoutes = Record<string, EntryRoute>;

const EMPTY_ROOT = '<div id="root"></div>';
// React hoists the resource hints it renders (the preload of an <img>) to the front of its output; they
// belong in the head, not in the hydrated container.
const LEADING_HINTS = /^(?:<link [^>]*>)+/;

/**
 * The document with the page's markup in #root (or, for a shell, in an inert sibling before the empty #root)
 * and React's hints in the head.
 */
export function withMarkup(html: string, markup: string, { shell = false } = {}): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html lacks ${EMPTY_ROOT}`);
  const hints = LEADING_HINTS.exec(markup)?.[0] ?? '';
  const body = markup.slice(hints.length);
  return html
    .replace('</head>', `${hints}</head>`)
    .replace(
      EMPTY_ROOT,
      shell
        ? `<div id="${PAGE_SHELL_ID}" inert aria-hidden="true">${body}</div>${EMPTY_ROOT}`
        : `<div id="root">${body}</div>`,
    );
}

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

function cssOf(bundle: OutputBundle, fileName: string): string {
  const asset = bundle[fileName] as OutputAsset | undefined;
  if (!asset) throw new Error(`stylesheet ${fileName} is missing from the bundle`);
  return String(asset.source);
}

/** dist-relative file of a route's document: / → routes/index.html, /Login → routes/login.html. */
export function routeDocumentName(route: string): string {
  return `routes/${route.toLowerCase().replace(/^\/+|\/+$/g, '') || 'index'}.html`;
}

/** Preload tags for the scripts, and the inlined styles, of a closure (see `closure`). */
function tagsOf(bundle: OutputBundle, { scripts, styles }: { scripts: string[]; styles: string[] }): string {
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    // The disabled link is never fetched; it tells Vite's loader of lazy chunks that this stylesheet is already
    // on the page, which would otherwise download it again when the route's code runs.
    ...styles.map(
      (file) => `<style>${cssOf(bundle, file)}</style><link rel="stylesheet" href="/${file}" disabled>`,
    ),
  ].join('');
}

export function routeDocuments(root: string, routes: EntryRoutes): Plugin {
  return {
    name: 'waka:route-documents',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('index.html is missing from the bundle');
      // The stylesheet is inlined; its link stays, disabled (never fetched), so that Vite's loader of lazy chunks
      // knows it is on the page and does not download it when a chunk that lists it is loaded.
      const html = String(index.source).replace(
        STYLESHEET,
        (_tag, fileName: string) =>
          `<style>${cssOf(bundle, fileName)}</style><link rel="stylesheet" href="/${fileName}" disabled>`,
      );
      index.source = html;
      const markup = await prerenderPages(
        root,
        Object.entries(routes).flatMap(([path, route]) =>
          route.prerender ? [{ path, shell: route.prerender === 'shell' }] : [],
        ),
      );
      const loaderCode = loaderSource();
      const loaderFile = this.getFileName(
        this.emitFile({ type: 'asset', name: 'load-after-paint.js', source: loaderCode }),
      );
      const loaderPath = `/${loaderFile}`;
      // Emitted in this hook, so not yet in `bundle`: the budget is told of it.
      const emitted = new Map([[loaderFile, loaderCode]]);
      for (const [path, route] of Object.entries(routes)) {
        const { scripts, styles } = closure(bundle, route.modules);
        const preloaded = new Set(shellAssets(html));
        const tags = tagsOf(bundle, {
          scripts: scripts.filter((file) => !preloaded.has(`/${file}`)),
          styles,
        });
        const document = html.replace('</head>', `${tags}</head>`);
        const page = markup.get(path);
        const source =
          page === undefined
            ? document
            : withScriptsAfterPaint(
                withMarkup(document, page, { shell: route.prerender === 'shell' }),
                loaderPath,
              );
        this.emitFile({ type: 'asset', fileName: routeDocumentName(path), source });
        const files = firstLoad(bundle, source, emitted);
        const total = [...files.values()].reduce((sum, size) => sum + size, 0);
        console.log(
          `first load of ${path}: ${(total / 1024).toFixed(1)} KiB brotli in ${files.size} files (budget ${route.budgetKiB} KiB, ${route.budgetFiles} files)`,
        );
        const problem = overBudget(path, files, { kib: route.budgetKiB, files: route.budgetFiles });
        if (problem) return this.error(problem);
      }
    },
  };
}
