import { chromium, type Browser } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { chromiumLaunchOptions } from '../../scripts/chromium.ts'

/** `ahead`: script fetched by `fetch()`, not run. */
type ResourceKind = 'js' | 'ahead' | 'css' | 'html' | 'font' | 'image' | 'other'

export interface ByteCounts {
  requests: number
  bytes: Record<ResourceKind, { raw: number; gzip: number }>
}

export function kindOf(url: string, contentType: string, resourceType?: string): ResourceKind {
  if (/javascript/.test(contentType) || /\.m?js$/.test(url)) return resourceType === 'fetch' ? 'ahead' : 'js'
  if (/css/.test(contentType)) return 'css'
  if (/html/.test(contentType)) return 'html'
  if (/font|woff2?$/.test(contentType + url)) return 'font'
  if (/^image\//.test(contentType)) return 'image'
  return 'other'
}

export async function measureInitialLoad(urls: string[], inBrowser?: Browser): Promise<Map<string, ByteCounts>> {
  const browser = inBrowser ?? (await chromium.launch(chromiumLaunchOptions()))
  const results = new Map<string, ByteCounts>()
  try {
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
      const page = await context.newPage()
      const bodies: Promise<{ kind: ResourceKind; body: Buffer }>[] = []
      page.on('response', (response) => {
        const contentType = response.headers()['content-type'] ?? ''
        bodies.push(
          response.body().then(
            (body) => ({ kind: kindOf(response.url(), contentType, response.request().resourceType()), body }),
            () => ({ kind: 'other', body: Buffer.alloc(0) }),
          ),
        )
      })
      await page.goto(url, { waitUntil: 'networkidle' })
      const counts: ByteCounts = {
        requests: bodies.length,
        bytes: {
          js: { raw: 0, gzip: 0 },
          ahead: { raw: 0, gzip: 0 },
          css: { raw: 0, gzip: 0 },
          html: { raw: 0, gzip: 0 },
          font: { raw: 0, gzip: 0 },
          image: { raw: 0, gzip: 0 },
          other: { raw: 0, gzip: 0 },
        },
      }
      for (const { kind, body } of await Promise.all(bodies)) {
        counts.bytes[kind].raw += body.length
        counts.bytes[kind].gzip +=
          kind === 'font' || kind === 'image' || kind === 'other' ? body.length : gzipSync(body, { level: 6 }).length
      }
      results.set(url, counts)
      await context.close()
    }
  } finally {
    if (!inBrowser) await browser.close()
  }
  return results
}
