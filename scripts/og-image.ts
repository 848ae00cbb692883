import { chromium } from '@playwright/test'
import i18next from 'i18next'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { languages } from '../src/i18n/languages.ts'
import { shareCardHtml, shareImage } from '../src/seo/share-image.ts'
import { siteConfig } from '../src/site.config.ts'
import { chromiumLaunchOptions } from './chromium.ts'

const root = resolve(import.meta.dirname, '..')
const browser = await chromium.launch(chromiumLaunchOptions())
for (const { code } of languages) {
  const common = JSON.parse(readFileSync(resolve(root, 'locales', code, 'common.json'), 'utf8'))
  const i18n = i18next.createInstance()
  await i18n.init({ lng: code, resources: { [code]: { common } }, defaultNS: 'common' })
  const { path, width, height } = shareImage(code)
  const page = await browser.newPage({ viewport: { width, height } })
  await page.setContent(shareCardHtml({ language: code, brand: siteConfig.brand, tagline: i18n.t('seo.shareImage.tagline') }))
  await page.screenshot({ path: resolve(root, 'public', path.slice(1)) })
  await page.close()
  console.log(`Wrote public${path}`)
}
await browser.close()
