import type { LaunchOptions } from '@playwright/test'
import { existsSync } from 'node:fs'

/** Test tools' own browser downloads fail on our machines: tests and the benchmark drive Debian's Chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const quietChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Nothing the tests load leaves 127.0.0.1; `mapped` names hosts sent there instead. */
export const localOnlyResolverFlag = (mapped: string[]) =>
  `--host-resolver-rules=${[...mapped.map((host) => `MAP ${host} 127.0.0.1`), 'MAP * ~NOTFOUND', 'EXCLUDE 127.0.0.1'].join(', ')}`

/** The headless shell: the same Blink and V8 without the window layer; the benchmark keeps the full browser visitors run. */
export const testChromiumPath = process.env.CHROMIUM_TEST_PATH ?? '/usr/bin/chromium-headless-shell'

export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: existing(chromiumPath, 'chromium', 'CHROMIUM_PATH'), args: quietChromiumFlags }
}

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
