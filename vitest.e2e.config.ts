// End-to-end journeys: the built app in a real browser (Debian's Chromium). Run by `npm run test:e2e`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    globalSetup: ['e2e/support/global-setup.ts'],
    pool: 'forks',
  },
});
