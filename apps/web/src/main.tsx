import './styles/global.css';
import { startIntlWarmUp } from './lib/intl-warm-up';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// First, so the worker has loaded ICU's data before the app's first `Intl` call (decision 006).
startIntlWarmUp(document.documentElement.lang);

/**
 * Resolves once the browser has painted what the HTML holds (the prerendered page), so that
 * paint never waits for the app's code to run. A hidden tab paints nothing: start at once.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}

// The app's code runs only after that paint (the bare shell also preloads it; a prerendered
// page does not, so its first paint has the link to itself — decision 006).
void afterFirstPaint()
  .then(() => import('./boot'))
  .then(({ boot }) => boot(container));
