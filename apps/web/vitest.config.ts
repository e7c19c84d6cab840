import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole pages with user-event typing: generous, for the same reason as asyncUtilTimeout.
    testTimeout: 20_000,
    // After the server's tests, not beside them (root vitest.config.ts): jsdom pages are CPU-bound.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
