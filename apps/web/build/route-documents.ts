// The first screen without a wait for the whole app (docs/decisions/133). An SPA paints only after its
// entry script has run and the router has fetched the page's own chunk: three round trips on a phone
// network. At build time this plugin
// - inlines the small global stylesheet into index.html (no render-blocking request: critical CSS for a
//   client-rendered page is all of its base styles), and
// - writes dist/routes/<path>.html for the entry routes, each index.html plus <link rel="modulepreload"> for
//   that route's chunks and their imports and the route's stylesheets inlined, so the browser fetches the
//   page's code alongside the entry script. apps/api/src/plugins/spa.ts serves them for those paths.
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Route path → the source modules that route lazily loads (paths relative to apps/web). */
export type RouteModules = Record<string, string[]>;

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

function cssOf(bundle: OutputBundle, fileName: string): string {
  const asset = bundle[fileName] as OutputAsset | undefined;
  if (!asset) throw new Error(`stylesheet ${fileName} is missing from the bundle`);
  return String(asset.source);
}

/** The chunk for each module and everything it imports statically, in load order, plus their CSS. */
function closure(bundle: OutputBundle, modules: string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (scripts.has(chunk.fileName) || chunk.isEntry) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  for (const module of modules) {
    const chunk = chunks(bundle).find((c) => c.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`no chunk for ${module}`);
    visit(chunk);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** dist-relative file of a route's document: / → routes/index.html, /Login → routes/login.html. */
export function routeDocumentName(route: string): string {
  return `routes/${route.toLowerCase().replace(/^\/+|\/+$/g, '') || 'index'}.html`;
}

export function routeDocuments(routes: RouteModules): Plugin {
  return {
    name: 'waka:route-documents',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('index.html is missing from the bundle');
      const html = String(index.source).replace(
        STYLESHEET,
        (_tag, fileName: string) => `<style>${cssOf(bundle, fileName)}</style>`,
      );
      index.source = html;
      for (const [route, modules] of Object.entries(routes)) {
        const { scripts, styles } = closure(bundle, modules);
        const tags = [
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...styles.map((file) => `<style>${cssOf(bundle, file)}</style>`),
        ].join('');
        this.emitFile({
          type: 'asset',
          fileName: routeDocumentName(route),
          source: html.replace('</head>', `${tags}</head>`),
        });
      }
    },
  };
}
