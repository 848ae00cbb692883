import { accessSync, constants, statfsSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import { buildTimeDefine } from './scripts/build-time.ts'
import { ownPhotos } from './scripts/content/vite-plugin.ts'

/** The tests' throw-away project copies go to memory-backed /dev/shm when it has room (Docker's default has not). */
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
  // The pages' photos of our own are named from src/content/photos/, as in the build.
  plugins: [ownPhotos()],
  define: buildTimeDefine,
  test: {
    environment: 'node',
    // Rendering whole pages and linting take seconds: more than the default allows on a busy machine.
    testTimeout: 60_000,
    // A worker per core: the test files wait much of their time on the commands and git they start.
    maxWorkers: '100%',
    // os.tmpdir() reads TMPDIR when called, in the tests and the commands they start.
    env: tmp ? { TMPDIR: tmp } : {},
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/workspace/**/*.test.{ts,tsx}'],
          // Test files share the modules they import (Chakra, React, i18next), loaded once per worker, not per file.
          // A test that needs other modules mocks them with vi.doMock.
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
