import { defineConfig } from 'vitest/config';
import { catalogPlugin } from './vitest.shared.js';

export default defineConfig({
  plugins: [catalogPlugin()],
  test: { include: ['tests/unit/**/*.test.ts'], testTimeout: 20_000 },
});
