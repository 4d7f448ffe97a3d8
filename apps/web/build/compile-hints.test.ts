import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, startupChunks, withCompileHint } from './compile-hints';

const chunk = (fileName: string, fields: Partial<OutputChunk> = {}): OutputChunk =>
  ({
    type: 'chunk',
    fileName,
    code: `/* ${fileName} */`,
    imports: [],
    isEntry: false,
    ...fields,
  }) as OutputChunk;

function bundleOf(...outputs: (OutputChunk | OutputAsset)[]): OutputBundle {
  return Object.fromEntries(outputs.map((output) => [output.fileName, output])) as OutputBundle;
}

describe('compile hints', () => {
  const bundle = bundleOf(
    chunk('assets/index.js', { isEntry: true, imports: ['assets/vendor.js'] }),
    chunk('assets/vendor.js'),
    chunk('assets/login-page.js', {
      facadeModuleId: '/app/src/features/auth/routes/login-page.tsx',
      imports: ['assets/vendor.js', 'assets/text-field.js'],
    }),
    chunk('assets/text-field.js'),
    chunk('assets/map.js', { facadeModuleId: '/app/src/features/map/map.tsx' }),
  );
  const routes = {
    '/login': { modules: ['src/features/auth/routes/login-page.tsx'], budgetKiB: 66, budgetFiles: 15 },
  };

  it('marks the entry, its imports and the entry routes with theirs, and leaves chunks loaded on demand', () => {
    expect(
      startupChunks(bundle, routes)
        .map((c) => c.fileName)
        .sort(),
    ).toEqual(['assets/index.js', 'assets/login-page.js', 'assets/text-field.js', 'assets/vendor.js']);
  });

  it('puts the comment before any code once, and moves the source map down by the line it takes', () => {
    const page = chunk('assets/page.js', { code: 'const a=1;' });
    const map = {
      type: 'asset',
      fileName: 'assets/page.js.map',
      source: JSON.stringify({ version: 3, mappings: 'AAAA' }),
    } as OutputAsset;
    const withMap = bundleOf(page, map);
    withCompileHint(page, withMap);
    withCompileHint(page, withMap);
    expect(page.code).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}const a=1;`);
    expect(JSON.parse(String(map.source)).mappings).toBe(';AAAA');
  });
});
