import type { Browser, BrowserContextOptions, Page } from '@playwright/test'

export const phone: BrowserContextOptions = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }

/** Close its context when done. */
export async function openSlowPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext(phone)
  const page = await context.newPage()
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return page
}

/** The upper middle of an even count, rounded to the millisecond. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.floor(sorted.length / 2)]!)
}
