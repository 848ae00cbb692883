import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.ts'
import { phone } from './phone.ts'
import { emulateSaveData } from './save-data.ts'

/** Photo bytes of one visit: on arrival (until network idle), and once the visitor has scrolled to the end of the page. */
interface PhotoBytes {
  firstView: number
  wholePage: number
}

export interface PhotoBytesByScreen {
  oneX: PhotoBytes
  twoX: PhotoBytes
  saveData: PhotoBytes
}

export async function measurePhotoBytes(url: string): Promise<PhotoBytesByScreen> {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const visit = async (deviceScaleFactor: number, saveData: boolean): Promise<PhotoBytes> => {
      const context = await browser.newContext({ ...phone, deviceScaleFactor })
      const page = await context.newPage()
      if (saveData) await emulateSaveData(page)
      const sizes: Promise<number>[] = []
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/assets/photos/'))
          sizes.push(
            response.body().then(
              ({ length }) => length,
              () => 0,
            ),
          )
      })
      const total = async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)
      await page.goto(url, { waitUntil: 'networkidle' })
      const firstView = await total()
      const photosInViewLoaded = () =>
        [...document.images].every((image) => image.complete || image.getBoundingClientRect().top > 2 * window.innerHeight)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let top = 0; top < height; top += 600) {
        await page.evaluate((y) => window.scrollTo(0, y), top)
        await page.waitForFunction(photosInViewLoaded)
      }
      await page.waitForFunction(() => [...document.images].every((image) => image.complete))
      const wholePage = await total()
      await context.close()
      return { firstView, wholePage }
    }
    return { oneX: await visit(1, false), twoX: await visit(2, false), saveData: await visit(2, true) }
  } finally {
    await browser.close()
  }
}
