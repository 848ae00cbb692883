import { chromium, type Browser } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.ts'
import { median, openSlowPhone } from './phone.ts'

/** ASCII: every character a real key press. */
export const typedPhrase = 'Ama Owusu-Mensah'
/** A quick thumb on a phone, whether or not the page has painted the last key. */
const keyIntervalMs = 60

interface TypingRun {
  /** As Interaction to Next Paint counts it (Event Timing); 0 when every key took under 16 ms. */
  slowestKeyMs: number
  textKept: boolean
}

export interface FormTyping {
  page: { slowestKeyMs: number; worstKeyMs: number; textKept: boolean; runs: TypingRun[] }
  floor: { slowestKeyMs: number; worstKeyMs: number; textKept: boolean; runs: TypingRun[] }
}

export async function measureFormTyping(pageUrl: string, floorUrl: string, runs: number): Promise<FormTyping> {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const page: TypingRun[] = []
  const floor: TypingRun[] = []
  try {
    for (let run = 0; run < runs; run++) {
      page.push(await typeOnce(browser, pageUrl))
      floor.push(await typeOnce(browser, floorUrl))
    }
  } finally {
    await browser.close()
  }
  return { page: summary(page), floor: summary(floor) }
}

async function typeOnce(browser: Browser, url: string): Promise<TypingRun> {
  const page = await openSlowPhone(browser)
  try {
    // As text: a transform's keepNames would wrap inner functions in a helper the page lacks.
    await page.addInitScript({
      content: `
        window.formTyping = { keys: [] }
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.interactionId > 0 && /^key/.test(entry.name)) window.formTyping.keys.push(entry.duration)
        }).observe({ type: 'event', durationThreshold: 16, buffered: true })`,
    })
    await page.goto(url, { waitUntil: 'domcontentloaded' })
    const field = page.locator('form[data-form]').locator('input, textarea').first()
    // Mid-screen, where a phone brings a field it focuses, above its keyboard.
    await field.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await field.tap()
    const start = Date.now()
    for (const [index, key] of [...typedPhrase].entries()) {
      const wait = start + index * keyIntervalMs - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      await page.keyboard.press(key)
    }
    await page.waitForLoadState('load')
    // Event Timing reports a keystroke once the frame after it is painted.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))))
    const keys = await page.evaluate(() => (window as unknown as { formTyping: { keys: number[] } }).formTyping.keys)
    return { slowestKeyMs: Math.max(0, ...keys), textKept: (await field.inputValue()) === typedPhrase }
  } finally {
    await page.context().close()
  }
}

function summary(runs: TypingRun[]) {
  const slowest = runs.map(({ slowestKeyMs }) => slowestKeyMs)
  return {
    slowestKeyMs: median(slowest),
    worstKeyMs: Math.round(Math.max(...slowest)),
    textKept: runs.every(({ textKept }) => textKept),
    runs,
  }
}
