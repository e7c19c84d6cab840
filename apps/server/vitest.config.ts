import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TZ: 'UTC' },
    // Seeding and PostgreSQL round trips take longer than unit tests.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
