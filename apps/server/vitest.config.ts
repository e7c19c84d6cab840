import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A file that replaces a module (vi.mock) is named *.mocked.test.ts and runs in a module graph of
    // its own (vitest.isolated.config.ts).
    exclude: ['**/node_modules/**', '**/*.mocked.test.ts'],
    env: { TZ: 'UTC' },
    // Seeding and PostgreSQL round trips take longer than unit tests.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The files of a worker share one module graph: importing the whole server once per worker
    // instead of once per file took the server's tests from ~20 to ~7 minutes here (design §5: CI
    // within 30 minutes). Each file still opens its own database and app; the module-level state
    // they share is immutable or keyed per database (test/engines.ts, db/data-changes.ts).
    isolate: false,
    // First, on their own (vitest.config.ts at the root): three workers keep both cores busy while
    // files wait on PostgreSQL; the web's page tests, run beside them, slowed past their timeouts.
    maxWorkers: 3,
    sequence: { groupOrder: 0 },
  },
});
