import type { LaunchOptions } from '@playwright/test'
import { existsSync } from 'node:fs'

/** Test tools' own browser downloads fail on our machines: tests, the benchmark and og-image drive Debian's Chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags that keep Chromium quiet on a machine without internet access. */
export const quietChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * For the browser tests: no host name resolves, so nothing they load leaves 127.0.0.1 (the image host's
 * photos fail, as on our machines, unless a test answers them itself: serveExternalImages in tests/support/site.ts
 * does so before any look-up). `mapped` names hosts sent to 127.0.0.1 instead, as `MAP host 127.0.0.1` rules.
 */
export const localOnlyResolverFlag = (mapped: string[]) =>
  `--host-resolver-rules=${[...mapped.map((host) => `MAP ${host} 127.0.0.1`), 'MAP * ~NOTFOUND', 'EXCLUDE 127.0.0.1'].join(', ')}`

/**
 * The browser tests' Chromium: Debian's headless shell, the same Blink and V8 as `chromiumPath` without the
 * browser's window layer (Playwright's own choice for headless tests), which takes about a third less of the
 * machine. The benchmark keeps the full browser, which visitors run.
 */
export const testChromiumPath = process.env.CHROMIUM_TEST_PATH ?? '/usr/bin/chromium-headless-shell'

/** How the benchmark, og-image and the guide's screenshots start Debian's full Chromium. */
export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: existing(chromiumPath, 'chromium', 'CHROMIUM_PATH'), args: quietChromiumFlags }
}

/** How the browser tests start Chromium: one launch per Playwright worker, for every test (playwright.config.ts). */
export function testChromiumLaunchOptions(extraArgs: string[]): LaunchOptions {
  return {
    executablePath: existing(testChromiumPath, 'chromium-headless-shell', 'CHROMIUM_TEST_PATH'),
    args: [...quietChromiumFlags, ...extraArgs],
  }
}

function existing(path: string, debianPackage: string, variable: string): string {
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install it with \`sudo apt-get install ${debianPackage}\` ` +
        `(Debian/Ubuntu), run \`bash .ci/run\`, which installs what is missing, or point ${variable} at a Chromium binary.`,
    )
  }
  return path
}
