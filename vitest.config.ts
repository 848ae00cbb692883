import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Rendering a whole page or starting ESLint takes seconds; on a shared two-core machine it can take far longer than vitest's 5 s.
    testTimeout: 60_000,
  },
})
