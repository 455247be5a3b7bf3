import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { catalogPlugin } from './vitest.shared.js';

export default defineConfig({
  plugins: [catalogPlugin()],
  // The timeout stops a test that hangs; it is no speed bound, so it sits far above what any test
  // costs on a machine ten times busier than usual.
  // At least two files at once: vitest's default leaves a two-core machine (CI's) one worker, and
  // half idle. No test bounds seconds (growth guards count the CPU time of their own process).
  test: {
    include: ['tests/unit/**/*.test.ts'],
    testTimeout: 120_000,
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
