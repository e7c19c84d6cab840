import { defineProject } from 'vitest/config';

export default defineProject({
  // After the server's tests (root vitest.config.ts).
  test: { environment: 'node', include: ['src/**/*.test.ts'], maxWorkers: 2, sequence: { groupOrder: 1 } },
});
