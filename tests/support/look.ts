import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import sharp from 'sharp'
import { readLocale } from './locales.ts'
import { siteConfig } from './site.ts'

/** The baselines' folder for the running Chromium: a new major is reviewed once, its look never compared with the last one's. */
export const baselineFolder = (browser: Browser) => `chromium-${browser.version().split('.')[0]}`

/** Whether this run writes baselines (`--update-snapshots`, `npm run test:look:update`) rather than comparing with them. */
export const updatingBaselines = ({ config }: TestInfo) => ['all', 'changed', 'missing'].includes(config.updateSnapshots)

const accept = 'npm run test:look:update'
let toldOfMissingFolder = false

/**
 * Compares a capture with its baseline (`name` as testInfo.snapshotPath takes it, the folder first), pixel for pixel:
 * one that differs fails with Playwright's diff image; where the running Chromium has no folder yet, the capture goes to
 * the test's output and the test is skipped, saying how to accept it. Baselines are lossless WebP at libwebp's highest
 * compression, which only writing them pays for.
 */
export async function expectBaseline(testInfo: TestInfo, name: string[], capture: () => Promise<Buffer>): Promise<void> {
  const path = testInfo.snapshotPath(...name)
  const shown = relative(process.cwd(), path)
  let png = await capture()
  const actual = await pixelsOf(png)
  const baseline = existsSync(path) ? await pixelsOf(readFileSync(path)) : undefined
  const difference = baseline ? differenceOf(baseline, actual) : 'no baseline'
  if (!difference) return

  const mode = testInfo.config.updateSnapshots
  if (mode === 'all' || mode === 'changed' || (mode === 'missing' && !baseline)) {
    png = await stableCapture(capture, png)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, await sharp(png).webp({ lossless: true, quality: 100, effort: 6 }).toBuffer())
    testInfo.annotations.push({ type: 'baseline written', description: shown })
    return
  }
  const folder = testInfo.snapshotPath(name[0]!)
  if (!baseline) {
    const output = testInfo.outputPath(name.join('-').replace(/\.webp$/, '.png'))
    writeFileSync(output, png)
    await testInfo.attach(name.join('/'), { path: output, contentType: 'image/png' })
    if (!existsSync(folder)) {
      const reason =
        `No baselines for ${name[0]} yet: review the captures in test-results/ (or the HTML report), then accept them with ` +
        `\`${accept}\` and commit ${relative(process.cwd(), folder)}/.`
      // The list reporter shows no skip's reason: each worker says it once.
      if (!toldOfMissingFolder) console.log(reason)
      toldOfMissingFolder = true
      test.skip(true, reason)
    }
    throw new Error(`No baseline at ${shown}: review the capture attached, then accept it with \`${accept}\`.`)
  }
  // Playwright's own comparison draws the diff for the report; the count below also fails on anti-aliasing alone.
  await expect
    .soft(await sharp(png).webp({ lossless: true, effort: 0 }).toBuffer())
    .toMatchSnapshot(name, { threshold: 0, maxDiffPixels: 0 })
  expect(difference, `the capture against ${shown} (accept a deliberate change with \`${accept}\`)`).toBe('')
}

interface Pixels {
  data: Buffer
  width: number
  height: number
}

const pixelsOf = async (image: Buffer): Promise<Pixels> => {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** How a capture differs from its baseline, or '' where every pixel is the same. */
function differenceOf(baseline: Pixels, actual: Pixels): string {
  if (baseline.width !== actual.width || baseline.height !== actual.height)
    return `${actual.width}×${actual.height} px, the baseline ${baseline.width}×${baseline.height} px`
  if (baseline.data.equals(actual.data)) return ''
  let differing = 0
  for (let offset = 0; offset < actual.data.length; offset += 4)
    if (actual.data.readUInt32LE(offset) !== baseline.data.readUInt32LE(offset)) differing++
  return `${differing} of ${actual.width * actual.height} pixels differ`
}

/** A baseline is written from a capture only once the next one draws the same pixels. */
async function stableCapture(capture: () => Promise<Buffer>, first: Buffer): Promise<Buffer> {
  let previous = first
  for (let tries = 0; tries < 5; tries++) {
    const next = await capture()
    if (!differenceOf(await pixelsOf(previous), await pixelsOf(next))) return next
    previous = next
  }
  throw new Error('The page kept changing between captures: no baseline written.')
}

/**
 * Draws what the site draws only near the screen, blocks with `content-visibility: auto` and lazy photos, as a visitor
 * scrolling through sees them; resolves once every photo is decoded and the fonts are in.
 */
export async function drawWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.setProperty('content-visibility', 'visible')
    }
    const images = [...document.images]
    for (const image of images) image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    await document.fonts.ready
  })
}

/** The footer's year is the build's: the captures show one fixed year, so a new year is not a new look. */
export async function fixCopyrightYear(page: Page, language: string): Promise<void> {
  const template = (readLocale(language, 'common').footer as Record<string, string>).copyright!
  const line = (year: string) => template.replace('{{year}}', year).replace('{{brand}}', siteConfig.brand)
  const [before, after] = line('YEAR')
    .split('YEAR')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  await page
    .getByRole('contentinfo')
    .getByText(new RegExp(`^${before}\\d{4}${after}$`))
    .evaluate((element, text) => (element.textContent = text), line('2000'))
}

/**
 * Opens a page with the site's face already in the browser's cache, as a visitor's next page meets it: a face that came
 * after the first layout (`font-display: optional`) is not used on that visit, and would change the capture.
 */
export async function openWithFace(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.evaluate(() => document.fonts.ready)
  await page.goto(path)
}
