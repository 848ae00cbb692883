/**
 * Renders public/og-image.png, the 1200×630 share image: brand colours and the brand name only, so
 * it suits every language. Run `npm run og-image` after changing the brand.
 */
import { chromium } from '@playwright/test'
import { resolve } from 'node:path'
import { shareImage } from '../src/content/business'
import { escapeHtml } from '../src/seo/head-tags'
import { siteConfig } from '../src/site.config'
import { chromiumPath, quietChromiumFlags } from './bench/chromium'

const html = `<!DOCTYPE html><html><body style="margin:0">
<div style="width:${shareImage.width}px;height:${shareImage.height}px;display:flex;flex-direction:column;justify-content:center;align-items:center;gap:28px;background:linear-gradient(135deg,#134e4a,#0f766e 55%,#c2410c);font-family:system-ui,sans-serif;color:#fff">
  <svg width="120" height="120" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#285e61"/><path d="M9 21c0 2 2 3 5 3 4 0 6-2 6-4.5S18 16 14.5 15 10 13 10 11s2-3 4.5-3S19 9 19 11" fill="none" stroke="#fbd38d" stroke-width="2.6" stroke-linecap="round"/></svg>
  <div style="font-size:88px;font-weight:800;letter-spacing:-1px">${escapeHtml(siteConfig.brand)}</div>
  <div style="font-size:40px;opacity:.9">iOS · Android · Web · AI · SEO</div>
</div></body></html>`

const browser = await chromium.launch({ executablePath: chromiumPath, args: quietChromiumFlags })
const page = await browser.newPage({ viewport: { width: shareImage.width, height: shareImage.height } })
await page.setContent(html)
await page.screenshot({ path: resolve(import.meta.dirname, '../public', shareImage.path.slice(1)) })
await browser.close()
console.log(`Wrote public${shareImage.path}`)
