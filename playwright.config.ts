import { defineConfig, devices } from '@playwright/test'
import { sitePort } from './tests/support/builds.ts'
import { localOnlyResolverFlag, testChromiumLaunchOptions } from './scripts/chromium.ts'
import { productionNginxTarget } from './scripts/hosting/nginx-config.ts'

export default defineConfig({
  // The site's browser tests and the workspace's; the workspace's long suite is listed first, so it starts first.
  projects: [
    // A save answers after the server's content and locale checks: seconds on a busy 2-core machine.
    { name: 'workspace', testDir: 'tests/workspace', testMatch: '*.spec.ts', expect: { timeout: 30_000 } },
    { name: 'site', testDir: 'tests/e2e' },
  ],
  outputDir: process.env.OUT_DIR ? `${process.env.OUT_DIR}/test-results` : 'test-results',
  fullyParallel: true,
  // Generous for a busy 2-core machine; tests wait for signals, never for guessed times.
  timeout: 60_000,
  // More workers than cores: while a test waits on its browser, another has the core.
  workers: 4,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // Baselines beside their spec; tests/e2e/look/ names a folder per Chromium major.
  snapshotPathTemplate: '{testDir}/{testFileDir}/baselines/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    ...devices['Desktop Chrome'],
    locale: 'en-GB',
    // The site's service worker changes how pages and assets load; only tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    // One Chromium for every test: a file's own launch options would start workers of their own. Only the
    // site's host name resolves, to 127.0.0.1, where the nginx tests serve it (tests/support/nginx.ts).
    launchOptions: testChromiumLaunchOptions([localOnlyResolverFlag([productionNginxTarget().host])]),
  },
  // The three builds the browser tests load, served from this process (tests/support/serve-builds.ts).
  globalSetup: './tests/support/serve-builds.ts',
})
