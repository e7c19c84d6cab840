import { defineConfig } from 'vitest/config';

// One runner for every unit, component and server-integration test; each workspace is a project
// with its own environment. Browser journeys are Playwright's (e2e/), not Vitest's.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/server', 'apps/web'],
  },
});
