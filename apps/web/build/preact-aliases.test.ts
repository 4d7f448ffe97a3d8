import { describe, expect, it } from 'vitest';
import { findReactRuntimeModules, REACT_LIBRARY_FILES, REACT_LIBRARY_IMPORTS } from './preact-aliases';

describe('React mapped to Preact', () => {
  it('names the modules of React itself among a chunk’s modules and nothing else', () => {
    const ids = [
      '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/app/node_modules/react/cjs/react-jsx-runtime.production.js?commonjs-proxy',
      'C:\\app\\node_modules\\scheduler\\index.js',
      '/app/node_modules/preact/compat/dist/compat.mjs',
      '/app/node_modules/react-router/dist/production/index.mjs',
      '/app/node_modules/react-i18next/dist/es/useTranslation.js',
      '/app/apps/web/src/features/react/notes.tsx',
    ];
    expect(findReactRuntimeModules(ids)).toEqual(ids.slice(0, 3));
  });

  it('knows the libraries built on React by import and by file, and not React or Preact', () => {
    for (const name of ['react-router', 'react-router/dom', '@tanstack/react-query', 'react-i18next']) {
      expect(REACT_LIBRARY_IMPORTS.test(name)).toBe(true);
    }
    for (const name of ['react', 'react-dom/client', 'preact/compat', 'react-router-extra', 'i18next']) {
      expect(REACT_LIBRARY_IMPORTS.test(name)).toBe(false);
    }
    expect(REACT_LIBRARY_FILES.test('/app/node_modules/@tanstack/react-query/build/modern/index.js')).toBe(
      true,
    );
    expect(REACT_LIBRARY_FILES.test('/app/node_modules/react/index.js')).toBe(false);
    expect(REACT_LIBRARY_FILES.test('/app/node_modules/react-i18next-extra/index.js')).toBe(false);
  });
});
