// Fails the build when a route's first load grows past its budget (docs/decisions/136): the brotli bytes of
// its document and of every bundle file the document loads (entry script, modulepreloads, stylesheets) — what a
// phone downloads before the page works, except API answers, HTTP headers and chunks loaded later on demand —
// and the number of those files, each a request of its own (docs/decisions/226).
import { brotliCompressSync, constants } from 'node:zlib';
import type { OutputBundle } from 'rolldown';

const REFERENCED = /(?:src|href)="\/([^"]+)"/g;
// The scripts a prerendered page's loader adds after the first paint (build/scripts-after-paint.ts).
const HANDED_TO_LOADER = /data-(?:entry|preloads)="([^"]*)"/g;
// A disabled stylesheet link (beside an inlined copy, build/route-documents.ts) is never fetched.
const DISABLED_LINK = /<link [^>]*\bdisabled>/g;

const brotliSizes = new Map<string, number>();
function brotliSize(fileName: string, source: string | Uint8Array): number {
  const key = `${fileName}:${source.length}`;
  let size = brotliSizes.get(key);
  if (size === undefined) {
    size = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }).length;
    brotliSizes.set(key, size);
  }
  return size;
}

function sourceOf(bundle: OutputBundle, fileName: string): string | Uint8Array | null {
  const output = bundle[fileName];
  if (!output) return null;
  return output.type === 'chunk' ? output.code : output.source;
}

/** Brotli bytes of the document and of the bundle files it references, by file; `emitted`: files not yet in it. */
export function firstLoad(
  bundle: OutputBundle,
  html: string,
  emitted: ReadonlyMap<string, string> = new Map(),
): Map<string, number> {
  const files = new Map<string, number>([['document', brotliSize('document', html)]]);
  const fetched = html.replace(DISABLED_LINK, '');
  const fileNames = [
    ...[...fetched.matchAll(REFERENCED)].map((match) => match[1]!),
    ...[...fetched.matchAll(HANDED_TO_LOADER)].flatMap((match) =>
      match[1]!.split(' ').flatMap((path) => (path ? [path.replace(/^\//, '')] : [])),
    ),
  ];
  for (const fileName of fileNames) {
    const source = emitted.get(fileName) ?? sourceOf(bundle, fileName);
    if (source !== null && !files.has(fileName)) files.set(fileName, brotliSize(fileName, source));
  }
  return files;
}

/** What a route's first load may take: brotli KiB, and files (the document included). */
export interface FirstLoadBudget {
  kib: number;
  files: number;
}

/** The message for a route over its budget, or null when it fits. */
export function overBudget(
  route: string,
  files: Map<string, number>,
  budget: FirstLoadBudget,
): string | null {
  const total = [...files.values()].reduce((sum, size) => sum + size, 0);
  if (files.size > budget.files)
    return `${route} first load fetches ${files.size} files, over its budget of ${budget.files} (${[...files.keys()].join(', ')}): see build/chunk-groups.ts`;
  if (total <= budget.kib * 1024) return null;
  const largest = [...files]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} KiB`)
    .join(', ');
  return `${route} first load is ${(total / 1024).toFixed(1)} KiB brotli, over its ${budget.kib} KiB budget (largest: ${largest})`;
}
