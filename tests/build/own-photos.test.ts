import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { describe, expect, it } from 'vitest'
import { cardPhotoWidths, ownPhotoFormats } from '../../src/content/photos.ts'
import { projects } from '../../src/content/projects.ts'
import { teamMembers } from '../../src/content/team-members.ts'
import { clientDirOf } from '../support/builds.ts'
import { builtFile, builtPage } from '../support/built-site.ts'
import { localeStrings } from '../support/locales.ts'
import { ownPhotoSets, widthsOf } from '../support/photo-sets.ts'
import { parseHtml } from '../support/prerendered-html.ts'
import { languages, localizePath, siteUrls } from '../support/site.ts'

const typeOf = ({ format, compression }: Metadata) => (format === 'heif' && compression === 'av1' ? 'image/avif' : `image/${format}`)

/** Files read once, though several pages name them. */
const metadata = new Map<string, Promise<Metadata>>()
const metadataOf = (file: string) => metadata.get(file) ?? metadata.set(file, sharp(file).metadata()).get(file)!

describe('photos of our own, built', () => {
  it.each(siteUrls)('$path: every size its photos name is built, in the width, proportions and format named', async ({ path }) => {
    for (const image of parseHtml(builtPage(path)).querySelectorAll('img')) {
      const ratio = Number(image.getAttribute('height')) / Number(image.getAttribute('width'))
      const sets = ownPhotoSets(image)
      expect(sets.map(({ type }) => type)).toEqual(ownPhotoFormats.map(({ type }) => type))
      expect(image.getAttribute('src')).toMatch(/^\/assets\/photos\/[a-z0-9-]+-[0-9a-f]{10}-\d+x\d+\.jpg$/)
      for (const { type, candidates } of sets)
        for (const { url, descriptor } of candidates) {
          expect(url.origin, 'a path on the site').toBe('https://site.invalid')
          const file = builtFile(url.pathname)
          expect(file, `${url.pathname} is built`).toBeDefined()
          const built = await metadataOf(file!)
          const width = Number(descriptor.slice(0, -1))
          expect({ width: built.width, height: built.height }, url.pathname).toEqual({ width, height: Math.round(width * ratio) })
          expect(typeOf(built), url.pathname).toBe(type)
        }
    }
  })

  it('the drawings weigh at most 40 KB a file, in every width and format', () => {
    const drawn = readdirSync(join(clientDirOf(), 'assets/photos')).filter((name) => /^(project|member)-/.test(name))
    expect(drawn.length).toBeGreaterThan(0)
    const heavy = drawn.filter((name) => statSync(builtFile(`/assets/photos/${name}`)!).size > 40_000)
    expect(heavy).toEqual([])
  })

  for (const { code } of languages) {
    it(`${localizePath('portfolio', code)} and ${localizePath('about', code)}: every project and team member shows its image, described in the page's language`, () => {
      const words = localeStrings(code)
      const altsOn = (page: 'portfolio' | 'about') =>
        [...parseHtml(builtPage(localizePath(page, code))).querySelectorAll('img')].map((image) => ({
          alt: image.getAttribute('alt'),
          widths: widthsOf(ownPhotoSets(image).at(-1)!.candidates),
        }))
      expect(altsOn('portfolio')).toEqual(
        projects.map(({ imageAltKey }) => ({ alt: words[`projects:${imageAltKey}`], widths: cardPhotoWidths })),
      )
      expect(altsOn('about').map(({ alt }) => alt)).toEqual(teamMembers.map(({ imageAltKey }) => words[`about:${imageAltKey}`]))
      for (const { alt } of [...altsOn('portfolio'), ...altsOn('about')]) expect(alt).toMatch(/\S/)
    })
  }
})
