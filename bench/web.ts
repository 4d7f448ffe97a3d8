// `npm run bench -- web`: what a phone receives and how soon it paints. Builds the app, starts it as
// `npm start` does (embedded database, random loopback port) behind a byte-counting relay, and runs
// Lighthouse's mobile profile on /, /login, /Registration and a signed-in /Dashboard: a first load in a fresh
// browser profile, then a repeat visit in the same profile (HTTP cache and service worker kept).
// BENCH_WEB_RUNS (default 3) runs per page; medians are printed. BENCH_WEB_SKIP_BUILD=1 reuses the build;
// BENCH_WEB_PAGES=/login,/Dashboard measures only those pages; BENCH_WEB_REPORT_DIR=dir keeps each Lighthouse report.
// Beside Lighthouse's figures: the page's own main-thread CPU time after its first paint (docs/decisions/238).
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { createAccount } from '../e2e/rider-api-setup';
import { api } from '../e2e/support/api';
import { startApp } from '../e2e/support/server';
import type { Benchmark } from './lib/stats';
import { launchChrome, type PageFigures, runLighthouse } from './support/lighthouse';
import type { MainThreadWork } from './support/main-thread';
import { ROOT } from './support/server';
import { startWireCounter, type WireCounter } from './support/wire-counter';

interface SignedIn {
  token: string;
  id: string;
  name: string;
  email: string;
}

const PAGES: { path: string; signedIn: boolean }[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/Registration', signedIn: false },
  { path: '/Dashboard', signedIn: true },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const range = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
const describeMainThread = (work: MainThreadWork | null) =>
  work
    ? `main thread after FCP: CPU ${Math.round(work.cpuMs)} ms in ${Math.round(work.wallMs)} ms of tasks, ` +
      `TBT on CPU time ${Math.round(work.blockingMsOnCpuTime)} ms`
    : 'main thread: not in the trace';
/** The 1-minute load average: Lighthouse's simulated CPU slowdown multiplies whatever else the machine does. */
const load = () => loadavg()[0]!.toFixed(1);

/** Opens the page once in the profile (as a returning person did) and waits for its service worker. */
async function visitAndWaitForServiceWorker(cdpPort: number, url: string, session?: SignedIn) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    if (session) {
      // The browser storage a login leaves behind (apps/web/src/lib/session.ts), set on the app's origin.
      await page.goto(new URL('/healthz', url).href);
      await page.evaluate((s) => {
        localStorage.setItem('token', s.token);
        localStorage.setItem('tokenCreatedAt', String(Date.now()));
        localStorage.setItem('uname', s.name);
        localStorage.setItem('userId', s.id);
        localStorage.setItem('useremail', s.email);
        localStorage.setItem('role', 'rider');
        localStorage.setItem('userRole', 'rider');
        localStorage.setItem('approved', 'true');
      }, session);
      if (url.endsWith('/healthz')) return;
    }
    await page.goto(url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await page.close();
  } finally {
    await browser.close();
  }
}

type Visit = PageFigures & { wireBytes: number };
interface Sample {
  first: Visit;
  repeat: Visit;
}

async function measurePage(
  counter: WireCounter,
  path: string,
  session: SignedIn | undefined,
): Promise<Sample> {
  const url = `${counter.baseUrl}${path}`;
  const chrome = await launchChrome();
  try {
    if (session) await visitAndWaitForServiceWorker(chrome.port, `${counter.baseUrl}/healthz`, session);
    counter.reset();
    const first = { ...(await runLighthouse(url, chrome.port)), wireBytes: counter.bytes() };
    await visitAndWaitForServiceWorker(chrome.port, url);
    counter.reset();
    const repeat = { ...(await runLighthouse(url, chrome.port)), wireBytes: counter.bytes() };
    return { first, repeat };
  } finally {
    chrome.kill();
  }
}

export const webBenchmark: Benchmark = {
  name: 'web (Lighthouse mobile)',
  async run() {
    const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
    if (!process.env.BENCH_WEB_SKIP_BUILD) execSync('npm run build', { cwd: ROOT, stdio: 'ignore' });
    const app = await startApp();
    const counter = await startWireCounter({ host: '127.0.0.1', port: Number(new URL(app.baseUrl).port) });
    try {
      const rider = await createAccount(app, 'Ada Bench');
      await api(app, '/api/rider/extra-details', {
        token: rider.token,
        body: { preferredType: 'rider', location: { type: 'Point', coordinates: [3.3515, 6.6018] } },
      });
      const rows = [];
      const only = process.env.BENCH_WEB_PAGES?.split(',');
      for (const page of PAGES.filter((p) => !only || only.includes(p.path))) {
        const samples: Sample[] = [];
        const loads: string[] = [];
        for (let run = 0; run < runs; run++) {
          loads.push(load());
          const sample = await measurePage(counter, page.path, page.signedIn ? rider : undefined);
          loads.push(load());
          console.log(
            `${page.path} run ${run + 1} (load average ${loads.at(-2)} → ${loads.at(-1)}, benchmark index ${Math.round(sample.first.benchmarkIndex)}): score ${sample.first.performance}, LCP ${Math.round(sample.first.lcpMs)} ms, ` +
              `TBT ${Math.round(sample.first.tbtMs)} ms, CLS ${sample.first.cls.toFixed(3)}, a11y ${sample.first.accessibility}, ` +
              `first ${kib(sample.first.wireBytes)} (Lighthouse ${kib(sample.first.lighthouseBytes)}), ` +
              `repeat ${kib(sample.repeat.wireBytes)}; ${describeMainThread(sample.first.mainThread)}; ` +
              `below 0.9: ${sample.first.opportunities.join(', ') || 'none'}`,
          );
          samples.push(sample);
        }
        const m = (pick: (s: Sample) => number) => median(samples.map(pick));
        rows.push({
          page: page.path,
          runs,
          performance: m((s) => s.first.performance),
          'LCP ms': Math.round(m((s) => s.first.lcpMs)),
          'TBT ms': Math.round(m((s) => s.first.tbtMs)),
          // This machine's spread: one build's TBT varies several-fold from run to run (docs/quality.md).
          'TBT range': range(samples.map((s) => s.first.tbtMs)),
          CLS: Number(m((s) => s.first.cls).toFixed(3)),
          accessibility: m((s) => s.first.accessibility),
          'first load (wire)': kib(m((s) => s.first.wireBytes)),
          'repeat visit (wire)': kib(m((s) => s.repeat.wireBytes)),
          'repeat score': m((s) => s.repeat.performance),
          // The page's own work, apart from the machine's: CPU time of the main thread after the first paint,
          // how much longer its tasks took on the wall clock, and TBT's rule applied to that CPU time.
          'main-thread CPU ms': Math.round(m((s) => s.first.mainThread?.cpuMs ?? Number.NaN)),
          'wall ÷ CPU': Number(
            m((s) =>
              s.first.mainThread ? s.first.mainThread.wallMs / s.first.mainThread.cpuMs : Number.NaN,
            ).toFixed(1),
          ),
          'TBT on CPU time ms': Math.round(m((s) => s.first.mainThread?.blockingMsOnCpuTime ?? Number.NaN)),
          'load average': `${Math.min(...loads.map(Number))}–${Math.max(...loads.map(Number))}`,
          'benchmark index': Math.round(m((s) => s.first.benchmarkIndex)),
        });
      }
      return rows;
    } finally {
      await counter.close();
      await app.stop();
    }
  },
};
