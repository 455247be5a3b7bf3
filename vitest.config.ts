import { defineConfig } from 'vitest/config';
import { catalogPlugin } from './vitest.shared.js';

export default defineConfig({
  plugins: [catalogPlugin()],
  // The timeout stops a test that hangs; it is no speed bound, so it sits far above what any test
  // costs on a machine ten times busier than usual.
  test: { include: ['tests/unit/**/*.test.ts'], testTimeout: 120_000 },
});
