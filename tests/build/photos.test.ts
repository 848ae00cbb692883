import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cardPhotoWidths, isOwnPhoto, ownPhotoFormats } from '../../src/content/photos.ts'
import { projects } from '../../src/content/projects.ts'
import { builtFile, builtPage } from '../support/built-site.ts'
import { localeStrings } from '../support/locales.ts'
import { parseHtml } from '../support/prerendered-html.ts'
import { languages, localizePath, siteConfig, siteUrls } from '../support/site.ts'

/** One candidate of a srcset: `<url> <width>w`. */
const candidatesOf = (srcset: string) =>
  srcset.split(/,\s+/).map((candidate) => {
    const [url = '', descriptor = '', ...rest] = candidate.trim().split(/\s+/)
    return { url: new URL(url, 'https://site.invalid'), descriptor, rest }
  })

const widthsOf = (candidates: ReturnType<typeof candidatesOf>) =>
  candidates.map(({ descriptor }) => Number(/^(\d+)w$/.exec(descriptor)?.[1]))

/** A photo of our own: a <source> per modern format and the <img>'s JPEG, each listing the same widths. */
function ownPhotoSets(image: Element) {
  const picture = image.parentElement?.localName === 'picture' ? image.parentElement : undefined
  return [...(picture?.querySelectorAll('source') ?? []), image].map((element) => ({
    type: element.getAttribute('type') ?? 'image/jpeg',
    sizes: element.getAttribute('sizes'),
    candidates: candidatesOf(element.getAttribute('srcset') ?? ''),
  }))
}

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

describe('photos of our own, built', () => {
  const ownProjects = projects.filter(({ image }) => isOwnPhoto(image))

  it('include at least one project, so the path from the repository to the page is exercised', () => {
    expect(ownProjects.length).toBeGreaterThan(0)
  })

  for (const { code } of languages) {
    it.each(ownProjects)(
      `${localizePath('portfolio', code)}: $id's photo comes from the site itself, in every card width, as AVIF, WebP and JPEG`,
      async ({ image: photo, imageAltKey }) => {
        const alt = localeStrings(code)[`projects:${imageAltKey}`]
        const image = [...parseHtml(builtPage(localizePath('portfolio', code))).querySelectorAll('img')].find(
          (candidate) => candidate.getAttribute('alt') === alt,
        )
        expect(image, `a photo described “${alt}”`).toBeDefined()
        expect(image!.getAttribute('src')).toMatch(/^\/assets\/photos\/[a-z0-9-]+-[0-9a-f]{10}-\d+x\d+\.jpg$/)
        const sets = ownPhotoSets(image!)
        expect(sets.map(({ type }) => type)).toEqual(ownPhotoFormats.map(({ type }) => type))
        for (const { type, candidates } of sets) {
          expect(widthsOf(candidates)).toEqual(cardPhotoWidths)
          for (const { url, descriptor } of candidates) {
            expect(url.origin, 'a path on the site').toBe('https://site.invalid')
            expect(url.pathname).toMatch(/^\/assets\/photos\//)
            const file = builtFile(url.pathname)
            expect(file, `${url.pathname} is built`).toBeDefined()
            const metadata = await sharp(file).metadata()
            const width = Number(descriptor.slice(0, -1))
            expect({ width: metadata.width, height: metadata.height }).toEqual({
              width,
              height: Math.round((width * photo.height) / photo.width),
            })
            expect(metadata.format === 'heif' && metadata.compression === 'av1' ? 'image/avif' : `image/${metadata.format}`).toBe(type)
          }
        }
      },
    )
  }
})
