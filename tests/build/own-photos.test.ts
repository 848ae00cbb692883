import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cardPhotoWidths, isOwnPhoto, ownPhotoFormats } from '../../src/content/photos.ts'
import { projects } from '../../src/content/projects.ts'
import { builtFile, builtPage } from '../support/built-site.ts'
import { localeStrings } from '../support/locales.ts'
import { ownPhotoSets, widthsOf } from '../support/photo-sets.ts'
import { parseHtml } from '../support/prerendered-html.ts'
import { languages, localizePath } from '../support/site.ts'

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
