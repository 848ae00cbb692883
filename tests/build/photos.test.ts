import { describe, expect, it } from 'vitest'
import { builtPage } from '../support/built-site.ts'
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
        const candidates = candidatesOf(image.getAttribute('srcset') ?? '')
        const widths = widthsOf(candidates)
        expect(widths.every((value) => value > 0)).toBe(true)
        expect(widths, 'smallest first, each larger').toEqual([...new Set(widths)].sort((a, b) => a - b))
        expect(widths[0]).toBeLessThanOrEqual(320)
        expect(widths.at(-1)).toBeGreaterThanOrEqual(576)
        if (image.parentElement?.localName === 'picture') {
          // A photo of our own: its files are read in the test below.
          for (const set of ownPhotoSets(image)) {
            expect(set.sizes).toBe(image.getAttribute('sizes'))
            expect(widthsOf(set.candidates)).toEqual(widths)
          }
          continue
        }
        for (const [index, { url, rest }] of candidates.entries()) {
          expect(rest).toEqual([])
          expect(url.origin).toBe(siteConfig.imageHost)
          // The host makes what the descriptor says: that width, the slot's proportions, its automatic format.
          expect(Number(url.searchParams.get('w'))).toBe(widths[index])
          expect(Number(url.searchParams.get('h'))).toBe(Math.round((widths[index]! * height) / width))
          expect(url.searchParams.get('fit')).toBe('crop')
          expect(url.searchParams.get('auto')).toBe('format')
        }
      }
    },
  )
})
