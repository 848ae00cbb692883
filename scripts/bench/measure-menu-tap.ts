import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.ts'

/**
 * From the first tap on the mobile menu button to the frame that shows the open menu, with the CPU
 * slowed 4× through Chromium's DevTools protocol, as on a cheap phone: the median of `runs` fresh loads, in ms.
 */
export async function measureMenuTap(url: string, runs: number): Promise<number> {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const times: number[] = []
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.addInitScript(() => {
        addEventListener('pointerdown', (event) => Object.assign(window, { tapAt: event.timeStamp }), { capture: true, once: true })
      })
      await page.goto(url, { waitUntil: 'domcontentloaded' })
      const opened = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const menu = document.querySelector('dialog')!
            new MutationObserver(() =>
              requestAnimationFrame(() => resolve(performance.now() - (window as unknown as { tapAt: number }).tapAt)),
            ).observe(menu, {
              attributes: true,
              attributeFilter: ['open'],
            })
          }),
      )
      await page.tap('button[aria-haspopup="dialog"]')
      times.push(await opened)
      await context.close()
    }
  } finally {
    await browser.close()
  }
  times.sort((a, b) => a - b)
  return Math.round(times[Math.floor(times.length / 2)]!)
}
