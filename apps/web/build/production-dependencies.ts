// Production builds of every dependency in `dist` (docs/decisions/130). React Router 7 publishes a production
// build but its package.json `exports` point every condition at dist/development, so no `production`
// condition or NODE_ENV can select it: a production build aliases the two entry points we import to it, and
// the build fails if any module of a development build still lands in a chunk.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias, Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** `react-router` and `react-router/dom` → their dist/production ES modules. */
export function reactRouterProductionAliases(): Alias[] {
  const root = path.dirname(require.resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: path.join(root, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(root, 'dist/production/dom-export.mjs') },
  ];
}

// A dependency's development build: a `development` folder (react-router/dist/development/…) or file
// (react.development.js, react-dom-client.development.js).
const DEVELOPMENT_BUILD = /[\\/]node_modules[\\/].*(?:[\\/]development[\\/]|[.-]development\.[cm]?js$)/;

export function findDevelopmentModules(moduleIds: Iterable<string>): string[] {
  return [...moduleIds].filter((id) => DEVELOPMENT_BUILD.test(id.replace(/\?.*$/, '')));
}

/**
 * A build check: fails `vite build`, naming each chunk and module, when `find` picks any module of a chunk.
 * Each kind of module that must never ship is one such plugin.
 */
export function rejectBundledModules(
  name: string,
  find: (moduleIds: Iterable<string>) => string[],
  problem: string,
): Plugin {
  return {
    name,
    apply: 'build',
    generateBundle(_options, bundle) {
      const offenders = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? find(output.moduleIds).map((id) => `${output.fileName}: ${id}`) : [],
      );
      if (offenders.length > 0) this.error(`${problem}:\n${offenders.join('\n')}`);
    },
  };
}

/** Fails `vite build` when a chunk contains a development build of a dependency. */
export function rejectDevelopmentBuilds(): Plugin {
  return rejectBundledModules(
    'waka:reject-development-builds',
    findDevelopmentModules,
    'development builds of dependencies in the production bundle',
  );
}
