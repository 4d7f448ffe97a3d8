// What a chunk of the build brings with it: the chunks it imports statically, and their stylesheets. The route
// documents preload a route's closure, the compile hints cover it, and the service worker stores the toaster's
// with the shell.
import type { OutputBundle, OutputChunk } from 'rolldown';

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

/**
 * `from` and every chunk they import statically, each once, in load order. A chunk `enter` refuses is neither
 * listed nor walked into.
 */
export function withStaticImports(
  bundle: OutputBundle,
  from: OutputChunk[],
  enter: (chunk: OutputChunk) => boolean = () => true,
): OutputChunk[] {
  const found = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (found.has(chunk.fileName) || !enter(chunk)) return;
    found.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  for (const chunk of from) visit(chunk);
  return [...found.values()];
}

/** The chunk for each module and everything it imports statically but the entry's, in load order, plus their CSS. */
export function closure(bundle: OutputBundle, modules: string[]): { scripts: string[]; styles: string[] } {
  const routeChunks = modules.map((module) => {
    const chunk = chunks(bundle).find((c) => c.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`no chunk of the build starts at ${module}`);
    return chunk;
  });
  const loaded = withStaticImports(bundle, routeChunks, (chunk) => !chunk.isEntry);
  return {
    scripts: loaded.map((chunk) => chunk.fileName),
    styles: [...new Set(loaded.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))],
  };
}
