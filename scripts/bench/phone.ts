import type { Browser, BrowserContextOptions, Page } from '@playwright/test'

/** A phone as the benchmark holds it: 375 × 740 CSS px, touch, a 1× screen unless said otherwise. */
export const phone: BrowserContextOptions = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }

/** A new tab on a cheap phone: the CPU slowed 4× through Chromium's DevTools protocol. Close its context when done. */
export async function openSlowPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext(phone)
  const page = await context.newPage()
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return page
}

/** The middle of the measured values (the upper middle of an even count), rounded to the millisecond. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.floor(sorted.length / 2)]!)
}
