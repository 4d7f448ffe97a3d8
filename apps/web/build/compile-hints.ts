// V8 compiles a function the first time it is called, on the main thread, unless its file asks for every
// function to be compiled with the script (the `//# allFunctionsCalledOnLoad` comment, read by Chrome 136 and
// later when it comes before any code; other engines see a comment). Nearly all of the code a first screen loads
// (the entry script, what it imports, each entry route's chunks) runs on load, so those files carry it and their
// compilation leaves the tasks that evaluate and hydrate the page (docs/decisions/223). Chunks loaded on demand
// (the map, the console, other screens) keep lazy compilation: most of their functions wait for a tap.
import { brotliDecompressSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { closure, withStaticImports } from './bundle-closure';
import type { EntryRoutes } from './route-documents';

export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/** The entry chunk and its static imports, and every entry route's chunks with theirs. */
export function startupChunks(bundle: OutputBundle, routes: EntryRoutes): OutputChunk[] {
  const entries = Object.values(bundle).filter(
    (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
  );
  const files = new Set(withStaticImports(bundle, entries).map((chunk) => chunk.fileName));
  for (const route of Object.values(routes))
    for (const file of closure(bundle, route.modules).scripts) files.add(file);
  return [...files].map((file) => bundle[file] as OutputChunk);
}

/** The comment first in the chunk; its source map gains an empty first line, so every mapping stays true. */
export function withCompileHint(chunk: OutputChunk, bundle: OutputBundle): void {
  if (chunk.code.startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD)) return;
  chunk.code = ALL_FUNCTIONS_CALLED_ON_LOAD + chunk.code;
  const mapAsset = bundle[`${chunk.fileName}.map`];
  if (mapAsset?.type === 'asset') {
    const map = JSON.parse(String(mapAsset.source)) as { mappings: string };
    map.mappings = `;${map.mappings}`;
    mapAsset.source = JSON.stringify(map);
  }
}

type GenerateBundle = (this: unknown, options: unknown, bundle: OutputBundle, isWrite: boolean) => unknown;

export function compileHints(routes: EntryRoutes): Plugin {
  return {
    name: 'waka:compile-hints',
    apply: 'build',
    // The comment must come before any code, so it goes in after Vite's import analysis has put its table of
    // lazy chunks' files at the top of the entry, and before vite-plugin-compression2 compresses the chunks,
    // which it does at the end of that same step. Both extend that step the same way; this plugin does it
    // first ('pre'), so its addition runs first. writeBundle below fails the build if it ever does not.
    configResolved: {
      order: 'pre',
      handler(config) {
        const importAnalysis = config.plugins.find((plugin) => plugin.name === 'vite:build-import-analysis');
        const original = importAnalysis?.generateBundle as
          | GenerateBundle
          | { handler: GenerateBundle }
          | undefined;
        if (!importAnalysis || typeof original !== 'function')
          throw new Error('waka:compile-hints needs the generateBundle hook of vite:build-import-analysis');
        importAnalysis.generateBundle = async function (this: unknown, options, bundle, isWrite) {
          await original.call(this, options, bundle, isWrite);
          for (const chunk of startupChunks(bundle, routes)) withCompileHint(chunk, bundle);
        } as typeof importAnalysis.generateBundle;
      },
    },
    // Once every plugin has had the bundle: what the server will send starts with the comment.
    writeBundle(_options, bundle) {
      for (const chunk of startupChunks(bundle, routes)) {
        const brotli = bundle[`${chunk.fileName}.br`];
        const sent = brotli?.type === 'asset' ? brotliDecompressSync(brotli.source).toString() : chunk.code;
        if (!sent.startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD))
          this.error(`${chunk.fileName} as sent does not start with ${ALL_FUNCTIONS_CALLED_ON_LOAD.trim()}`);
      }
    },
  };
}
