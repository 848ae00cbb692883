import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.ts'
import { median, openSlowPhone } from './phone.ts'

export interface MenuTap {
  /** As INP counts it (Event Timing): pointerdown, pointerup or click, input to painted frame. */
  interactionMs: number
  /** From the finger coming down to the first frame with the menu open. */
  fromPressMs: number
}

export async function measureMenuTap(url: string, runs: number): Promise<MenuTap> {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const interactions: number[] = []
  const fromPress: number[] = []
  try {
    for (let run = 0; run < runs; run++) {
      const page = await openSlowPhone(browser)
      await page.addInitScript(() => {
        const state = { pressedAt: 0, events: [] as PerformanceEventTiming[] }
        Object.assign(window, { menuTap: state })
        addEventListener('pointerdown', (event) => (state.pressedAt = event.timeStamp), { capture: true, once: true })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as PerformanceEventTiming[]) state.events.push(entry)
        }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
      })
      await page.goto(url, { waitUntil: 'domcontentloaded' })
      const opened = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const { menuTap } = window as unknown as { menuTap: { pressedAt: number } }
            new MutationObserver(() => requestAnimationFrame(() => resolve(performance.now() - menuTap.pressedAt))).observe(
              document.querySelector('dialog')!,
              { attributes: true, attributeFilter: ['open'] },
            )
          }),
      )
      await page.tap('button[aria-haspopup="dialog"]')
      fromPress.push(await opened)
      // Event Timing reports the click once the frame after it has been painted; nothing if it took under 16 ms.
      await page
        .waitForFunction(
          () => (window as unknown as { menuTap: { events: { name: string }[] } }).menuTap.events.some(({ name }) => name === 'click'),
          null,
          {
            timeout: 3000,
          },
        )
        .catch(() => {})
      interactions.push(
        await page.evaluate(() => {
          const { events } = (window as unknown as { menuTap: { events: { interactionId: number; duration: number }[] } }).menuTap
          const tap = events.filter(({ interactionId }) => interactionId > 0)
          return Math.max(0, ...tap.map(({ duration }) => duration))
        }),
      )
      await page.context().close()
    }
  } finally {
    await browser.close()
  }
  return { interactionMs: median(interactions), fromPressMs: median(fromPress) }
}
