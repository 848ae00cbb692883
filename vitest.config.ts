import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Rendering whole pages and linting take seconds; on a busy 2-core machine the default 5 s is not enough.
    testTimeout: 60_000,
  },
})
