import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Timeouts stop what hangs; they are no speed bound (see vitest.config.ts).
  test: { include: ['tests/e2e/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 300_000, fileParallelism: false },
});
