// The browser runs the app on Preact's React compatibility layer, not React DOM (docs/decisions/209).
// The code is written against React's API and types; a build maps each React entry point to its Preact
// counterpart.
import type { Alias, Plugin } from 'vite';
import { rejectBundledModules } from './production-dependencies';

export function preactAliases(): Alias[] {
  return [
    { find: /^react$/, replacement: 'preact/compat' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  ];
}

// Libraries that import React. Wherever they run in Node (prerendering, unit tests) they are transformed rather
// than loaded by Node, so their imports of React take the aliases too.
const REACT_LIBRARY_NAMES = [
  'react-router',
  'react-i18next',
  'react-hot-toast',
  '@tanstack/react-query',
  'react-leaflet',
  '@react-leaflet/core',
  '@testing-library/preact',
];
const names = REACT_LIBRARY_NAMES.map((name) => name.replace('/', '\\/')).join('|');

/** Their import specifiers (Vite's `ssr.noExternal`). */
export const REACT_LIBRARY_IMPORTS = new RegExp(`^(${names})(/|$)`);
/** Their files (Vitest's `server.deps.inline`). */
export const REACT_LIBRARY_FILES = new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

// React's own runtime: in a chunk only if an import bypassed the aliases, which would put two renderers in the
// page (hooks of one called inside components of the other fail at run time).
const REACT_RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

export function findReactRuntimeModules(moduleIds: Iterable<string>): string[] {
  return [...moduleIds].filter((id) => REACT_RUNTIME.test(id));
}

/** Fails `vite build` when a chunk contains a module of React itself rather than its Preact counterpart. */
export function rejectReactRuntime(): Plugin {
  return rejectBundledModules(
    'waka:reject-react-runtime',
    findReactRuntimeModules,
    'React itself in the bundle, not Preact',
  );
}
