// Lighthouse (mobile profile: simulated slow 4G, 4× CPU slowdown) against Debian's Chromium, one fresh
// browser profile per measured page so every first load starts with an empty cache and no service worker.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type MainThreadWork, mainThreadWorkAfterFirstPaint, type TraceEvent } from './main-thread';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function launchChrome(): Promise<LaunchedChrome> {
  return launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface PageFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /**
   * Lighthouse's measure of this machine's speed at the time (higher is faster). The simulated phone is this
   * machine slowed 4×, so figures from machines, or hours, with different indexes are not comparable.
   */
  benchmarkIndex: number;
  /** Lighthouse's own sum of the transfer sizes of the page's requests. */
  lighthouseBytes: number;
  /** The audits that cost the most, for reading a poor score. */
  opportunities: string[];
  /** The page's own main-thread work after its first paint, in CPU time and wall time (./main-thread.ts). */
  mainThread: MainThreadWork | null;
}

/**
 * One Lighthouse navigation. Storage is never reset by Lighthouse itself: the profile is fresh for a first
 * load, and a repeat visit must keep its cache and service worker.
 */
export async function runLighthouse(url: string, port: number, attempts = 3): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) {
    // A lost trace (NO_NAVSTART and the like) happens on a busy machine; the page is simply measured again.
    if (attempts > 1) return runLighthouse(url, port, attempts - 1);
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  const reportDir = process.env.BENCH_WEB_REPORT_DIR;
  if (reportDir) {
    // The whole report (LCP element, long tasks, unused code by file) for whoever chases a figure.
    mkdirSync(reportDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
    writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => {
      // Accessibility failures name the first offending element, so a reader knows where to look.
      const items =
        a.details && 'items' in a.details ? (a.details.items as { node?: { selector?: string } }[]) : [];
      const where = items[0]?.node?.selector;
      return `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}${where ? ` at ${where}` : ''}`;
    });
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseBytes: audit('total-byte-weight'),
    opportunities,
    mainThread: mainThreadWorkAfterFirstPaint((artifacts.Trace?.traceEvents ?? []) as TraceEvent[]),
  };
}
