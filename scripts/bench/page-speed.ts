import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

/** Flags found necessary (design §5 Measuring) for Debian's chromium on these machines. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageSpeed {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script bytes transferred (compressed) during the load. */
  jsBytes: number;
  /**
   * Lighthouse's measure of the machine's CPU speed at the time of the run (higher is faster):
   * this VM's speed drifts, and the simulated 4× CPU multiplies whatever it is.
   */
  benchmarkIndex: number;
}

export interface PageSpeedResult extends PageSpeed {
  name: string;
  url: string;
  runs: PageSpeed[];
}

/**
 * Writes `storage` into the page origin's localStorage before the measured load, from a page of
 * the origin that loads none of the app (/healthz), so nothing the measured load fetches is
 * cached by the preparation.
 */
async function prepareStorage(port: number, url: string, storage: Record<string, string>): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${String(port)}` });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/healthz', url).toString());
    // Runs in the page; scripts/ compiles without the DOM library, hence the cast.
    await page.evaluate((entries: [string, string][]) => {
      const store = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } })
        .localStorage;
      for (const [key, value] of entries) store.setItem(key, value);
    }, Object.entries(storage));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function measureOnce(
  url: string,
  chromePath: string,
  storage?: Record<string, string>,
): Promise<PageSpeed> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'skybook-lh-'));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    if (storage) await prepareStorage(chrome.port, url, storage);
    // Lighthouse's default: mobile, simulated throttling (150 ms RTT, 1.6 Mbps, 4x CPU). With
    // prepared storage it must not reset the origin's storage (its cache is empty anyway).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: storage !== undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== new URL(url).pathname) {
      throw new Error(
        `Lighthouse measured ${finalPath} instead of ${url} (redirected: was the booking prepared?)`,
      );
    }
    const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
    const details = lhr.audits['network-requests']?.details;
    const items =
      details && 'items' in details
        ? (details.items as { resourceType?: string; transferSize?: number }[])
        : [];
    const jsBytes = items
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
      jsBytes,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse sometimes fails to record the trace of a load on these machines ("NO_NAVSTART",
 * "NO_FCP" in a run where the page painted): such a run measured nothing, so it is made again,
 * up to twice, rather than aborting the whole bench. Any other error still stops it.
 */
const FLAKY_RECORDING = /\((NO_NAVSTART|NO_FCP|NO_TRACING_STARTED)\)/;

async function measureWithRetry(
  url: string,
  chromePath: string,
  storage: (() => Promise<Record<string, string>>) | undefined,
): Promise<PageSpeed> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, chromePath, await storage?.());
    } catch (error) {
      if (attempt === 3 || !(error instanceof Error) || !FLAKY_RECORDING.test(error.message)) throw error;
      console.warn(`bench: ${url}: ${error.message}; measuring again`);
    }
  }
}

/** The middle value (the upper middle of an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Lighthouse mobile, `runs` times (default 3), reporting the median of each figure. */
export async function measurePage(options: {
  name: string;
  url: string;
  chromePath: string;
  runs?: number;
  /** localStorage entries written before each load (a booking session for the booking pages). */
  storage?: () => Promise<Record<string, string>>;
}): Promise<PageSpeedResult> {
  const runs: PageSpeed[] = [];
  for (let index = 0; index < (options.runs ?? 3); index++)
    runs.push(await measureWithRetry(options.url, options.chromePath, options.storage));
  return {
    name: options.name,
    url: options.url,
    runs,
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    jsBytes: median(runs.map((run) => run.jsBytes)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
  };
}
