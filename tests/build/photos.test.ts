import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { builtFile, builtHtmlFiles, builtName, builtPage } from '../support/built-site.ts'
import { candidatesOf, ownPhotoSets, widthsOf } from '../support/photo-sets.ts'
import { parseHtml } from '../support/prerendered-html.ts'
import { siteConfig, siteUrls } from '../support/site.ts'

describe('photos, prerendered', () => {
  it.each(siteUrls)(
    "$path: every photo offers widths from 320 to at least 576 px, its slot's size, proportions and lazy loading",
    ({ path }) => {
      for (const image of parseHtml(builtPage(path)).querySelectorAll('img')) {
        const width = Number(image.getAttribute('width'))
        const height = Number(image.getAttribute('height'))
        expect(width > 0 && height > 0, 'width and height reserve its space').toBe(true)
        expect(image.getAttribute('loading')).toBe('lazy')
        expect(image.getAttribute('sizes')).toMatch(/\S/)
        const widths = widthsOf(candidatesOf(image.getAttribute('srcset') ?? ''))
        expect(widths.every((value) => value > 0)).toBe(true)
        expect(widths, 'smallest first, each larger').toEqual([...new Set(widths)].sort((a, b) => a - b))
        expect(widths[0]).toBeLessThanOrEqual(320)
        expect(widths.at(-1)).toBeGreaterThanOrEqual(576)
        // With the default content every photo is the site's own: AVIF and WebP before the JPEG, in the same widths.
        expect(image.parentElement?.localName, `${image.getAttribute('alt')} is a <picture>`).toBe('picture')
        for (const set of ownPhotoSets(image)) {
          expect(set.sizes).toBe(image.getAttribute('sizes'))
          expect(widthsOf(set.candidates)).toEqual(widths)
        }
      }
    },
  )
})

/** Every address a page makes the browser fetch by itself, and the images its structured data names. */
function fetchedAddresses(html: string): string[] {
  const page = parseHtml(html)
  const attribute = (selector: string, name: string) =>
    [...page.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? '')
  const fromSrcSets = [...attribute('img[srcset]', 'srcset'), ...attribute('source[srcset]', 'srcset')].flatMap((srcset) =>
    srcset.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0]!),
  )
  const styles = [...attribute('[style]', 'style'), ...[...page.querySelectorAll('style')].map((style) => style.textContent ?? '')]
  const structuredImages = [...page.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
    imagesOf(JSON.parse(script.textContent ?? 'null')),
  )
  return [
    ...attribute('img[src], script[src], iframe[src], video[src], audio[src], source[src]', 'src'),
    ...fromSrcSets,
    ...attribute('link[href]:not([rel~="canonical"]):not([rel~="alternate"])', 'href'),
    ...styles.flatMap(cssUrls),
    ...structuredImages,
  ]
}

const cssUrls = (css: string) =>
  [...css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map(([, url]) => url!).filter((url) => !url.startsWith('data:'))

function imagesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imagesOf)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) =>
    ['image', 'logo', 'thumbnailUrl', 'contentUrl'].includes(key) && typeof inner === 'string' ? [inner] : imagesOf(inner),
  )
}

describe('the default content asks no host but the site', () => {
  const pages = builtHtmlFiles()

  it.each(pages.map((file) => [builtName(file), file]))('%s fetches from the site only', (_name, file) => {
    const html = readFileSync(file, 'utf8')
    const foreign = fetchedAddresses(html).filter((address) => new URL(address, `${siteConfig.origin}/`).origin !== siteConfig.origin)
    expect(foreign).toEqual([])
    // A page the checker could read nothing from would pass whatever it named.
    expect(fetchedAddresses(html).length).toBeGreaterThan(0)
  })

  it('nor do the stylesheets', () => {
    const sheets = pages.flatMap((file) =>
      [...parseHtml(readFileSync(file, 'utf8')).querySelectorAll('link[rel~="stylesheet"]')].map((link) => link.getAttribute('href')!),
    )
    for (const sheet of new Set(sheets)) {
      const foreign = cssUrls(readFileSync(builtFile(sheet)!, 'utf8')).filter(
        (url) => new URL(url, `${siteConfig.origin}${sheet}`).origin !== siteConfig.origin,
      )
      expect(foreign, sheet).toEqual([])
    }
  })
})
