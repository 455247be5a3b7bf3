import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Timeouts stop what hangs; they are no speed bound (see vitest.config.ts). Files run side by side:
  // each works in its own temporary directories, and most of a file's time is spent waiting on the
  // CLI processes it starts.
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // At least two files at once, as in vitest.config.ts: they mostly wait on their CLI processes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
