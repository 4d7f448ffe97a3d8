// End-to-end journeys: the built app in a real browser (Debian's Chromium). Run by `npm run test:e2e`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // A prerendered page is on screen, and Playwright's goto has returned, before its scripts are even asked
    // for (docs/decisions/224): what a journey polls for after opening one may take its hydration and an API
    // answer on a busy 2-core machine, more than expect.poll's default second.
    expect: { poll: { timeout: 5_000 } },
    // Two files at a time (E2E_MAX_WORKERS=1 for one): each file has its own app, database, mail catcher and
    // Chromium, and much of a journey is waiting on the app's timers and the browser, so CI's 2 cores overlap
    // two files' waits (docs/decisions/220).
    maxWorkers: Number(process.env.E2E_MAX_WORKERS ?? 2),
    globalSetup: ['e2e/support/global-setup.ts'],
    pool: 'forks',
  },
});
