import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own automatic cleanup.
afterEach(() => {
  cleanup();
});

// jsdom has no layout, so its scrollTo only logs "not implemented"; React Router's scroll
// restoration calls it on every navigation.
window.scrollTo = () => undefined;
