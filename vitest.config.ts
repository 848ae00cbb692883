import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Test files share the modules they import (Chakra, React, i18next): loading them once per worker
    // instead of once per file halves the run. A test that needs other modules mocks them with vi.doMock.
    isolate: false,
    // Rendering whole pages and linting take seconds; on a busy 2-core machine the default 5 s is not enough.
    testTimeout: 60_000,
  },
})
