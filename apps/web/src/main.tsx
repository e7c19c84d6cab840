import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

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

// The app's code is fetched in parallel (modulepreload links in the HTML) but runs only after.
void afterFirstPaint()
  .then(() => import('./boot'))
  .then(({ boot }) => boot(container));
