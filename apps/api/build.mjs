// Bundles the API into dist/main.js. Our workspace packages (TypeScript sources) are bundled in; npm
// dependencies stay external and load from node_modules. Migrations are copied beside the bundle.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@waka/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', admin: 'src/cli/admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __wakaRequire } from 'node:module'; const require = __wakaRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('api built: dist/main.js');
