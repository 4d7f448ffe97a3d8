import { defineConfig } from 'vitest/config';
import { preactAliases, REACT_LIBRARY_FILES } from './apps/web/build/preact-aliases.ts';
import { reactRouterProductionAliases } from './apps/web/build/production-dependencies.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: a single worker on CI's 2-core machine, leaving a
    // core idle while the API tests wait on PGlite or PostgreSQL. Two workers keep both busy.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The benchmarks' own helpers (reading figures out of a trace); the benchmarks themselves are not tests.
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Every API test file imports the whole server (Fastify, Drizzle, every module): isolated, each file
          // paid that import again (about a third of the stage). The files share no mutable module state (no
          // vi.mock, each gets its own database and server), so a worker keeps its modules between files.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'jsdom',
          // The components run on Preact, as in the browser (docs/decisions/209): the libraries built on React
          // are transformed by Vitest rather than loaded by Node, so their React imports take the aliases too;
          // React Router by its ES modules (its CommonJS build would require React itself).
          alias: [...preactAliases(), ...reactRouterProductionAliases()],
          server: { deps: { inline: [REACT_LIBRARY_FILES] } },
          // Components read their texts through react-i18next: start the app's i18n instance (English).
          setupFiles: ['apps/web/src/i18n/test-setup.ts'],
        },
      },
    ],
  },
});
