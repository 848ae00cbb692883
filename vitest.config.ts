import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    // Rendering whole pages and linting take seconds; on a busy 2-core machine the default 5 s is not enough.
    testTimeout: 60_000,
    // Vitest's default leaves a core free: one worker on a 2-core machine. The test files wait much of their time
    // on the commands and git they start; a worker per core ran the unit tests alone in 25 s instead of 36 s.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Test files share the modules they import (Chakra, React, i18next): loading them once per worker
          // instead of once per file halves the run. A test that needs other modules mocks them with vi.doMock.
          isolate: false,
        },
      },
      {
        extends: true,
        // Reads the builds in dist*/ without a browser: run after npm run build, build:pseudo and build:keys.
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], isolate: false },
      },
    ],
  },
})
