import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

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
 * What a traveller arriving on a page has in the browser: localStorage entries (a booking session,
 * its passengers, the booking made) and sessionStorage entries (a manage grant, kept per tab).
 */
export interface BrowserStorage {
  local?: Record<string, string>;
  session?: Record<string, string>;
}

/**
 * Writes `storage` for the page's origin before the measured load, from a page of the origin that
 * loads none of the app (/healthz), so nothing the measured load fetches is cached by the
 * preparation. localStorage is the origin's, so that tab is closed again; sessionStorage belongs
 * to its tab, so that tab is handed back for Lighthouse to load the page in.
 */
async function prepareStorage(port: number, url: string, storage: BrowserStorage): Promise<Page | undefined> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${String(port)}` });
  const page = await browser.newPage();
  await page.goto(new URL('/healthz', url).toString());
  // Runs in the page; scripts/ compiles without the DOM library, hence the casts.
  await page.evaluate(
    (local: [string, string][], session: [string, string][]) => {
      type Store = { setItem(key: string, value: string): void };
      const scope = globalThis as unknown as { localStorage: Store; sessionStorage: Store };
      for (const [key, value] of local) scope.localStorage.setItem(key, value);
      for (const [key, value] of session) scope.sessionStorage.setItem(key, value);
    },
    Object.entries(storage.local ?? {}),
    Object.entries(storage.session ?? {}),
  );
  if (storage.session) return page;
  await page.close();
  await browser.disconnect();
  return undefined;
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The items of an audit's table, or none. */
function itemsOf<T>(report: Report, audit: string): T[] {
  const details = report.audits[audit]?.details;
  return details && 'items' in details ? (details.items as T[]) : [];
}

/**
 * With BENCH_EXPLAIN set, why a page measured what it did: its largest element and the phases of
 * its paint, the simulated and observed milestones, the long tasks and every request (observed
 * start–end in ms).
 */
function explain(report: Report): void {
  const [element, phases] = itemsOf<{ items?: Record<string, unknown>[] }>(
    report,
    'largest-contentful-paint-element',
  );
  const node = element?.items?.[0]?.node as { selector?: string; nodeLabel?: string } | undefined;
  console.log(`  LCP element: ${node?.selector ?? '?'} (${node?.nodeLabel ?? ''})`);
  for (const phase of phases?.items ?? [])
    console.log(`  LCP ${String(phase.phase)}: ${String(phase.timing)} ms`);
  const [metrics] = itemsOf<Record<string, number>>(report, 'metrics');
  console.log(
    `  ${Object.entries(metrics ?? {})
      .filter(([, value]) => typeof value === 'number')
      .map(([name, value]) => `${name} ${String(Math.round(value))}`)
      .join(', ')}`,
  );
  for (const task of itemsOf<{ url: string; startTime: number; duration: number }>(report, 'long-tasks')) {
    console.log(
      `  long task ${String(Math.round(task.duration))} ms at ${String(Math.round(task.startTime))}: ${task.url}`,
    );
  }
  for (const request of itemsOf<{ url: string; networkRequestTime?: number; networkEndTime?: number }>(
    report,
    'network-requests',
  )) {
    console.log(
      `  ${String(Math.round(request.networkRequestTime ?? 0))}–${String(Math.round(request.networkEndTime ?? 0))} ${request.url}`,
    );
  }
}

async function measureOnce(url: string, chromePath: string, storage?: BrowserStorage): Promise<PageSpeed> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'skybook-lh-'));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    const tab = storage ? await prepareStorage(chrome.port, url, storage) : undefined;
    // Lighthouse's default: mobile, simulated throttling (150 ms RTT, 1.6 Mbps, 4x CPU). With
    // prepared storage it must not reset the origin's storage (its cache is empty anyway); with
    // sessionStorage it loads the page in the tab that holds it.
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: storage !== undefined,
      },
      undefined,
      tab,
    );
    if (tab) await tab.browser().disconnect();
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
    if (process.env.BENCH_EXPLAIN) explain(lhr);
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
  storage: (() => Promise<BrowserStorage>) | undefined,
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
  /** Browser storage written before each load (a booking session, a manage grant). */
  storage?: () => Promise<BrowserStorage>;
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
