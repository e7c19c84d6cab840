import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own automatic cleanup.
afterEach(() => {
  cleanup();
});

// The visitor of component tests is in Vietnam, the site's default country, as the server's
// country cookie would say (decision 015): the booking draft starts in VND. A test of another
// country sets its own cookie before it loads the store.
document.cookie = 'skybook-country=VN; path=/';

// jsdom has no layout, so its scrollTo only logs "not implemented"; React Router's scroll
// restoration calls it on every navigation.
window.scrollTo = () => undefined;

// findBy*/waitFor give up after 1 s by default. Component tests render whole pages through the
// router, lazy routes and translations; on a 2-core machine running the whole suite in parallel
// that first render alone can take longer, and a test then fails for the machine's load, not for
// the app. A wrong page still fails, only later.
configure({ asyncUtilTimeout: 5000 });
