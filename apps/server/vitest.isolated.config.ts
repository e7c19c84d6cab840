import { defineProject } from 'vitest/config';

/**
 * The server's test files that replace a module (vi.mock, named *.mocked.test.ts): each in a module
 * graph of its own, beside the shared-graph `server` project (vitest.config.ts), as it is set.
 */
export default defineProject({
  test: {
    name: 'server-isolated',
    environment: 'node',
    include: ['src/**/*.mocked.test.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    isolate: true,
    maxWorkers: 3,
    sequence: { groupOrder: 0 },
  },
});
