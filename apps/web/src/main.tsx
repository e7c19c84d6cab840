import './styles/global.css';
import { startIntlWarmUp } from './lib/intl-warm-up';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// First, so the worker has loaded ICU's data before the app's first `Intl` call (decision 006);
// in a task of its own, as the calls below.
const language = document.documentElement.lang;
setTimeout(() => {
  startIntlWarmUp(language);
}, 0);

/*
 * Calls into the browser that the app's start makes anyway, made here, each in a task of its own,
 * so that they are not part of the router's start-up task (decision 006; 10–20 ms together in a
 * trace at full speed, four times that on Lighthouse's phone). React Router's browser history
 * marks the current entry with its index (`history.replaceState`) when it has none, and reads
 * sessionStorage; the app's stores read localStorage. The first access to a storage area loads
 * it from the browser process. Not in this module's evaluation: Lighthouse's simulation counts a
 * module script's evaluation after the first paint wherever it falls in the trace.
 */
function markHistoryEntry(): void {
  // The entry gets the state React Router would write.
  const state: unknown = window.history.state;
  const entry = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (entry.idx === undefined || entry.idx === null) window.history.replaceState({ ...entry, idx: 0 }, '');
}

function openStorageAreas(): void {
  try {
    window.sessionStorage.key(0);
    window.localStorage.key(0);
  } catch {
    // Storage the browser refuses (privacy modes) is the app's own concern later.
  }
}

setTimeout(markHistoryEntry, 0);
setTimeout(openStorageAreas, 0);

/** Longest a prerendered page waits for the browser to report its first contentful paint. */
const FIRST_PAINT_LIMIT_MS = 1000;

/**
 * Resolves once the browser has painted what the HTML holds (the prerendered page), so that
 * paint never waits for the app's code to run. A hidden tab paints nothing: start at once.
 *
 * A prerendered page waits for the paint to be on screen (its `first-contentful-paint` entry,
 * which arrives after the frame is presented), not only for the frame to be drawn: the app's code
 * requested between the two counts as the first paint's in Lighthouse's simulation, which then
 * waits for those downloads on its slow link (LCP measured 1.0 s or 1.7–1.9 s by that alone).
 * The bare shell has nothing contentful to paint: it starts after its first frame.
 */
function afterFirstPaint(root: HTMLElement): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const start = () => {
      setTimeout(resolve, 0);
    };
    const reportsPaint =
      typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
    if (root.dataset.prerendered === undefined || !reportsPaint) {
      requestAnimationFrame(start);
      return;
    }
    // Whichever comes first ends the other, so the app starts once.
    const startOnce = () => {
      observer.disconnect();
      clearTimeout(limit);
      start();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) startOnce();
    });
    const limit = setTimeout(startOnce, FIRST_PAINT_LIMIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}

// The app's code runs only after that paint (the bare shell also preloads it; a prerendered
// page does not, so its first paint has the link to itself — decision 006).
void afterFirstPaint(container)
  .then(() => import('./boot'))
  .then(({ boot }) => boot(container));
