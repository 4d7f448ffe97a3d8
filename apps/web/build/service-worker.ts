// Emits dist/sw.js from src/sw.js with this build's version and app shell (the scripts, styles and
// modulepreloads index.html references, and the toaster's files, which every page may need at any moment but
// fetches only with its first toast: docs/decisions/240), so a release always ships a changed worker that replaces the old
// cache, and the worker can store the shell at install without guessing hashed names. The Web Push handlers
// (src/sw-push.js) are written into it: one script, one update check per visit (docs/decisions/213).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { closure } from './bundle-closure';

/** The files index.html loads; a stylesheet it inlines (its link kept, disabled, build/route-documents.ts) is not one. */
export function shellAssets(indexHtml: string): string[] {
  const tags = [...indexHtml.matchAll(/<[^>]+(?:src|href)="\/assets\/[^"]+"[^>]*>/g)].map(
    (match) => match[0],
  );
  return [
    ...new Set(
      tags
        .filter((tag) => !/\sdisabled[\s>]/.test(tag))
        .map((tag) => /(?:src|href)="(\/assets\/[^"]+)"/.exec(tag)![1]!),
    ),
  ];
}

/** The module whose files the shell includes although index.html does not load them (app.tsx mounts it lazily). */
const TOASTER_MODULE = 'src/app/toaster.tsx';

/**
 * The files a lazily loaded module runs from beside the entry's: its own script, every script it imports
 * (transitively, short of the entry, which index.html loads) and their stylesheets, as `/assets/...` paths.
 * Fails the build when the module does not start a chunk of its own.
 */
export function lazyModuleFiles(bundle: OutputBundle, moduleSuffix: string): string[] {
  const { scripts, styles } = closure(bundle, [moduleSuffix]);
  return [...scripts, ...styles].map((fileName) => `/${fileName}`);
}

const BUILD_PLACEHOLDER = 'const BUILD = __WAKA_BUILD__;';
const PUSH_PLACEHOLDER = '/* __WAKA_PUSH__ */';

/** sw.js as served: the template with the push handlers and this build's version and shell written in. */
export function serviceWorkerSource(
  template: string,
  push: string,
  build: { version: string; shell: string[] },
) {
  for (const placeholder of [BUILD_PLACEHOLDER, PUSH_PLACEHOLDER])
    if (!template.includes(placeholder)) throw new Error(`src/sw.js lacks "${placeholder}"`);
  return template
    .replace(PUSH_PLACEHOLDER, () => push.trim())
    .replace(BUILD_PLACEHOLDER, () => `const BUILD = ${JSON.stringify(build)};`);
}

export function serviceWorker(templatePath: string, pushPath: string): Plugin {
  return {
    name: 'waka:service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('index.html is missing from the bundle');
      const template = readFileSync(templatePath, 'utf8');
      const push = readFileSync(pushPath, 'utf8');
      // Content-hashed names change whenever any file changes, so they identify the release.
      const version = createHash('sha256')
        .update(template)
        .update(push)
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 12);
      let toaster: string[];
      try {
        toaster = lazyModuleFiles(bundle, TOASTER_MODULE);
      } catch (error) {
        return this.error(error as Error);
      }
      const shell = [...new Set([...shellAssets(String(index.source)), ...toaster])];
      const build = { version, shell };
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(template, push, build) });
    },
  };
}
