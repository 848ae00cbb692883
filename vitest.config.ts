import { accessSync, constants, statfsSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

/**
 * Where the tests' throw-away files go: the machine's memory-backed /dev/shm when it has room, else the usual
 * temporary folder. The unit tests copy the project some forty times (tests/support/project-copy.ts); on our
 * machines' disk each file written costs about 0.7 ms, in memory 0.02 ms (a copy 230 ms against 10), and the
 * unit tests took 42 CPU-seconds instead of 33. Docker gives /dev/shm 64 MB by default: too little, so passed by.
 */
function memoryBackedTmp(): string | undefined {
  try {
    accessSync('/dev/shm', constants.W_OK)
    const { bavail, bsize } = statfsSync('/dev/shm')
    return bavail * bsize >= 512 * 2 ** 20 ? '/dev/shm' : undefined
  } catch {
    return undefined
  }
}
const tmp = memoryBackedTmp()

export default defineConfig({
  test: {
    environment: 'node',
    // Rendering whole pages and linting take seconds; on a busy 2-core machine the default 5 s is not enough.
    testTimeout: 60_000,
    // Vitest's default leaves a core free: one worker on a 2-core machine. The test files wait much of their time
    // on the commands and git they start; a worker per core ran the unit tests alone in 25 s instead of 36 s.
    maxWorkers: '100%',
    // os.tmpdir() reads TMPDIR when called, in the tests and the commands they start.
    env: tmp ? { TMPDIR: tmp } : {},
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
