import * as fontkit from 'fontkit'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { siteFace } from '../../src/theme/typeface.ts'
import { builtFile, builtHtmlFiles, builtName } from '../support/built-site.ts'
import { localeStrings } from '../support/locales.ts'
import { parseHtml } from '../support/prerendered-html.ts'
import { languages } from '../support/site.ts'

/** A first visit's font, whatever the language: one file where one range of the face holds its characters. */
const fontBudget = 24 * 1024

const pages = builtHtmlFiles().map((file) => ({ name: builtName(file), page: parseHtml(readFileSync(file, 'utf8')) }))

/**
 * What a page can put on screen: its text, its templates' text, the attributes shown as text, its islands' strings,
 * and the other languages' suggestion banners the page script fills in; each also in capitals, as CSS may set it.
 */
function textsOf(page: Document, language: string): string[] {
  const texts: string[] = []
  const walk = (root: Node) => {
    for (const node of root.childNodes) {
      if (node.nodeType === node.TEXT_NODE) texts.push(node.nodeValue ?? '')
      if (node.nodeType !== node.ELEMENT_NODE) continue
      const element = node as Element
      if (['SCRIPT', 'STYLE'].includes(element.tagName)) continue
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '')
      walk(element.tagName === 'TEMPLATE' ? (element as HTMLTemplateElement).content : element)
    }
  }
  walk(page.body)
  const islands = page.querySelector('script#page-strings')?.textContent
  const values = (value: unknown): unknown[] => (value && typeof value === 'object' ? Object.values(value).flatMap(values) : [value])
  if (islands) texts.push(...values(JSON.parse(islands)).filter((value) => typeof value === 'string'))
  for (const other of languages.filter(({ code }) => code !== language)) {
    texts.push(
      ...Object.entries(localeStrings(other.code))
        .filter(([key]) => key.startsWith('common:languageSuggestion.'))
        .map(([, text]) => text),
    )
  }
  return texts.flatMap((text) => [text, text.toLocaleUpperCase()])
}

const fontFilesOf = (page: Document) =>
  [...page.querySelectorAll('head link[rel="preload"][as="font"]')].map((link) => ({
    href: link.getAttribute('href')!,
    type: link.getAttribute('type'),
    crossorigin: link.hasAttribute('crossorigin'),
  }))

describe("the site's face, cut for each language", () => {
  for (const { code } of languages) {
    const ofLanguage = pages.filter(({ page }) => page.documentElement.lang === code)
    const files = fontFilesOf(ofLanguage[0]!.page)
    const fonts = files.map(({ href }) => ({ href, bytes: readFileSync(builtFile(href)!) }))

    it(`${code}: at most ${fontBudget / 1024} KB of font in woff2, preloaded in the head of every page, and the face's rules name it`, () => {
      expect(ofLanguage.length).toBeGreaterThan(0)
      expect(files.length).toBeGreaterThan(0)
      expect(fonts.reduce((sum, { bytes }) => sum + bytes.length, 0)).toBeLessThanOrEqual(fontBudget)
      for (const { bytes } of fonts) expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2')
      for (const { name, page } of ofLanguage) {
        expect(fontFilesOf(page), name).toEqual(files.map(({ href }) => ({ href, type: 'font/woff2', crossorigin: true })))
        const styles = [...page.querySelectorAll('head style')].map((style) => style.textContent).join('')
        for (const { href } of files) expect(styles, name).toContain(`font-family:"${siteFace}";src:url(${href}) format("woff2")`)
      }
    })

    it(`${code}: every character of every page is in the face's character map, none left to another font`, () => {
      const shipped = fonts.map(({ bytes }) => fontkit.create(bytes) as fontkit.Font)
      for (const font of shipped) expect(font.familyName).toBe(siteFace)
      const missing: string[] = []
      for (const { name, page } of ofLanguage) {
        const characters = new Set(textsOf(page, code).join(''))
        for (const character of characters) {
          if (/[\p{Cc}\p{Cf}]/u.test(character)) continue
          const codePoint = character.codePointAt(0)!
          if (!shipped.some((font) => font.glyphForCodePoint(codePoint).id !== 0))
            missing.push(`${name}: “${character}” U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`)
        }
      }
      expect(missing).toEqual([])
    })
  }
})
