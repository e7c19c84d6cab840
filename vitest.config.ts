import { defineConfig } from 'vitest/config';

// One runner for every unit, component and server-integration test; each workspace is a project
// with its own environment. Browser journeys are Playwright's (e2e/), not Vitest's.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/contracts',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.isolated.config.ts',
      'apps/web',
    ],
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. The server's
    // projects run first with three workers (its files wait on PostgreSQL as much as they compute),
    // then the others with two: each project's config sets its workers and group.
    maxWorkers: 3,
  },
});
