import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { endpointBuildDir, endpointBuildPort, keysBuildDir, keysBuildPort, pseudoBuildDir, pseudoBuildPort, sitePort } from './tests/support/builds'

/** Test tools' own browser downloads fail on our machines: the tests drive Debian's Chromium. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium was not found at ${chromiumPath}. Install it with \`sudo apt-get install chromium\` ` +
      '(Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium binary.',
  )
}

const port = sitePort

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.OUT_DIR ? `${process.env.OUT_DIR}/test-results` : 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    locale: 'en-GB',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: `npx tsx scripts/serve.ts --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The same site built with VITE_FORM_ENDPOINT set (npm run build:endpoint), for the sending tests.
      command: `npx tsx scripts/serve.ts --port ${endpointBuildPort}`,
      env: { OUT_DIR: endpointBuildDir },
      url: `http://127.0.0.1:${endpointBuildPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The site with the pseudo language (npm run build:pseudo), for the translation QA tests.
      command: `npx tsx scripts/serve.ts --port ${pseudoBuildPort}`,
      env: { OUT_DIR: pseudoBuildDir },
      url: `http://127.0.0.1:${pseudoBuildPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The site in key mode (npm run build:keys): every text followed by the key it comes from.
      command: `npx tsx scripts/serve.ts --port ${keysBuildPort}`,
      env: { OUT_DIR: keysBuildDir },
      url: `http://127.0.0.1:${keysBuildPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
