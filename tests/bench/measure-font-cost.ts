import { chromium, type Page } from '@playwright/test'
import { siteFace } from '../../src/theme/typeface.ts'
import { chromiumLaunchOptions } from '../../scripts/chromium.ts'
import { kindOf } from './measure-bytes.ts'
import { throttleNetwork } from './measure-first-press.ts'
import { median, openSlowPhone } from './phone.ts'

/** What the face costs a first visit on a slow phone, beside the same page with every font request refused. */
export interface FontCost {
  /** Bytes of font the first visit downloaded (the largest of the runs). */
  fontBytes: number
  lcpMs: number
  refusedLcpMs: number
  cls: number
  refusedCls: number
  /** Of the runs with fonts, how many drew the page in the face (it arrived before the text was first laid out). */
  faceDrawn: number
  runs: number
  /** Each run's LCP with fonts over its refused partner's, loaded next to it: the pairs cancel a machine's drift. */
  pairedRatios: number[]
}

interface Load {
  lcpMs: number
  cls: number
  fontBytes: number
  faceDrawn: boolean
}

async function loadOnce(page: Page, url: string): Promise<Load> {
  const cdp = await throttleNetwork(page, 'slow4g')
  await page.addInitScript(() => {
    const seen = { lcp: 0, cls: 0 }
    Object.assign(window, { fontCostSeen: seen })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.lcp = entry.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) seen.cls += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  let fontBytes = 0
  const bodies: Promise<void>[] = []
  page.on('response', (response) => {
    if (kindOf(response.url(), response.headers()['content-type'] ?? '') !== 'font') return
    bodies.push(
      response.body().then(
        (body) => void (fontBytes += body.length),
        () => undefined,
      ),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await Promise.all(bodies)
  const seen = await page.evaluate(() => (window as unknown as { fontCostSeen: { lcp: number; cls: number } }).fontCostSeen)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  const faceDrawn = fonts.length > 0 && fonts.every(({ familyName }) => familyName === siteFace)
  return { lcpMs: seen.lcp, cls: seen.cls, fontBytes, faceDrawn }
}

/** The page and its font-refused copy take turns, so both meet the same moments of a busy machine. */
export async function measureFontCost(url: string, refusedUrl: string, runs: number): Promise<FontCost> {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const withFonts: Load[] = []
  const refused: Load[] = []
  try {
    for (let run = 0; run < runs; run++) {
      for (const [target, results] of [
        [url, withFonts],
        [refusedUrl, refused],
      ] as const) {
        const page = await openSlowPhone(browser)
        results.push(await loadOnce(page, target))
        await page.context().close()
      }
    }
  } finally {
    await browser.close()
  }
  return {
    fontBytes: Math.max(...withFonts.map(({ fontBytes }) => fontBytes)),
    lcpMs: median(withFonts.map(({ lcpMs }) => lcpMs)),
    refusedLcpMs: median(refused.map(({ lcpMs }) => lcpMs)),
    cls: Math.max(...withFonts.map(({ cls }) => cls)),
    refusedCls: Math.max(...refused.map(({ cls }) => cls)),
    faceDrawn: withFonts.filter(({ faceDrawn }) => faceDrawn).length,
    runs,
    pairedRatios: withFonts.map(({ lcpMs }, run) => lcpMs / refused[run]!.lcpMs),
  }
}
