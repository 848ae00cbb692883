import { existsSync } from 'node:fs'
import type { LaunchOptions } from '@playwright/test'

/** Test tools' own browser downloads fail on our machines: the tests drive Debian's Chromium. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** How every browser test starts Chromium; `extraArgs` for the few tests that need a switch more. */
export function chromiumLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. Install it with \`sudo apt-get install chromium\` ` +
        '(Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium binary.',
    )
  }
  return {
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  }
}
