import { describe, expect, it } from 'vitest';
import { findDevelopmentModules, reactRouterProductionAliases } from './production-dependencies';

describe('development builds of dependencies', () => {
  it('names the development builds among a chunk’s modules and nothing else', () => {
    const ids = [
      '/app/node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs',
      '/app/node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs',
      '/app/node_modules/react-dom/cjs/react-dom-client.development.js',
      '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/app/node_modules/react/cjs/react-jsx-runtime.development.js?commonjs-proxy',
      '/app/apps/web/src/features/development/notes.tsx',
      'C:\\app\\node_modules\\scheduler\\cjs\\scheduler.development.js',
    ];
    expect(findDevelopmentModules(ids)).toEqual([
      '/app/node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs',
      '/app/node_modules/react-dom/cjs/react-dom-client.development.js',
      '/app/node_modules/react/cjs/react-jsx-runtime.development.js?commonjs-proxy',
      'C:\\app\\node_modules\\scheduler\\cjs\\scheduler.development.js',
    ]);
  });

  it('points react-router at files of its production build that exist', async () => {
    const { existsSync } = await import('node:fs');
    const aliases = reactRouterProductionAliases();
    expect(aliases).toHaveLength(2);
    for (const alias of aliases) {
      expect(String(alias.replacement)).toMatch(/react-router[\\/]dist[\\/]production[\\/]/);
      expect(existsSync(String(alias.replacement))).toBe(true);
    }
  });
});
