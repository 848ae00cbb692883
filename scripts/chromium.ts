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
 * photos fail, as on our machines, unless a test answers them itself; page.route does so before any
 * look-up). `mapped` names hosts sent to 127.0.0.1 instead, as `MAP host 127.0.0.1` rules.
 */
export const localOnlyResolverFlag = (mapped: string[] = []) =>
  `--host-resolver-rules=${[...mapped.map((host) => `MAP ${host} 127.0.0.1`), 'MAP * ~NOTFOUND', 'EXCLUDE 127.0.0.1'].join(', ')}`

/** How every Playwright launch starts Chromium; `extraArgs` for the few that need a switch more. */
export function chromiumLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. Install it with \`sudo apt-get install chromium\` ` +
        '(Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium binary.',
    )
  }
  return { executablePath: chromiumPath, args: [...quietChromiumFlags, ...extraArgs] }
}
