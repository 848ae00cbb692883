/** Each language's own cut of the face: the characters its pages draw, as one woff2 file where one range holds them. */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import * as fontkit from 'fontkit'
import { convert } from 'fontverter'
import subsetFont from 'subset-font'
import { languages, localeFolder } from '../../src/i18n/languages.ts'
import { localStandIns, siteFace, standInFamily } from '../../src/theme/typeface.ts'
import { faceSources } from '../fonts/font-files.ts'
import { drawnCharacters, pageTexts } from '../fonts/page-characters.ts'
import { withTables } from '../fonts/sfnt-tables.ts'
import { standInFaces } from '../fonts/stand-in-faces.ts'
import { parseHtml } from '../html.ts'

export const fontFolder = 'assets/fonts'

/** Spaces most faces lack, drawn by the nearest one they have: French sets U+202F before ; ! ? and %. */
const spaceStandIns = new Map<number, number[]>([
  [0x202f, [0x2009, 0x2006, 0x0020]],
  [0x00a0, [0x0020]],
  [0x2007, [0x2002, 0x0020]],
  [0x2011, [0x2010, 0x002d]],
])

/** Kerning, ligatures, marks, local forms and the tabular figures of prices; the rest would only add glyphs. */
const layoutFeatures = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk', 'rvrn', 'tnum']

interface Source {
  subset: string
  bytes: Buffer
  has: (codePoint: number) => boolean
}

interface Page {
  file: string
  html: string
  language: string
  texts: string[]
  characters: Set<number>
}

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`

/** The other languages' suggestion banners, which the page script fills in on this language's pages. */
function suggestionTexts(language: string): string[] {
  return languages
    .filter(({ code }) => code !== language)
    .flatMap(({ code }) => {
      const common = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../locales', localeFolder(code), 'common.json'), 'utf8')) as {
        languageSuggestion?: Record<string, string>
      }
      return Object.values(common.languageSuggestion ?? {})
    })
}

function readPages(clientDir: string): Page[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.split(sep).includes('assets'))
    .map((file) => {
      const html = readFileSync(join(clientDir, file), 'utf8')
      const page = parseHtml(html)
      const language = page.documentElement.lang
      const texts = [...pageTexts(page), ...suggestionTexts(language)]
      return { file, html, language, texts, characters: drawnCharacters(texts) }
    })
}

/** The source whose glyph draws a character, and that glyph's own character (itself, or the space standing in). */
function glyphSource(codePoint: number, sources: Source[]): { source: Source; drawnAs: number } | undefined {
  for (const drawnAs of [codePoint, ...(spaceStandIns.get(codePoint) ?? [])]) {
    const source = sources.find(({ has }) => has(drawnAs))
    if (source) return { source, drawnAs }
  }
  return undefined
}

async function cut(source: Source, characters: Map<number, number>): Promise<Buffer> {
  const drawn = String.fromCodePoint(...new Set(characters.values()))
  const font = await subsetFont(source.bytes, drawn, { targetFormat: 'truetype', keepFeatures: layoutFeatures })
  const subset = fontkit.create(font) as fontkit.Font
  const map = new Map([...characters].map(([codePoint, drawnAs]) => [codePoint, subset.glyphForCodePoint(drawnAs).id]))
  const woff2 = await convert(withTables(font, { map, family: siteFace }), 'woff2')
  const shipped = fontkit.create(woff2) as fontkit.Font
  const lost = [...characters.keys()].filter((codePoint) => !shipped.glyphForCodePoint(codePoint).id)
  if (lost.length) throw new Error(`the ${source.subset} cut of ${siteFace} lost ${lost.map(hex).join(', ')}`)
  return woff2
}

function characterFrequencies(pages: Page[]): Map<number, number> {
  const frequencies = new Map<number, number>()
  for (const character of pages.flatMap(({ texts }) => texts).join('')) {
    const codePoint = character.codePointAt(0)!
    frequencies.set(codePoint, (frequencies.get(codePoint) ?? 0) + 1)
  }
  return frequencies
}

function unicodeRange(codePoints: number[]): string {
  return codePoints
    .sort((a, b) => a - b)
    .map(hex)
    .join(',')
}

/** The face cut to `codePoints`: one woff2 file per range of the face's files that holds some of them. */
export async function cutFace(codePoints: Iterable<number>): Promise<{ cuts: Cut[]; missing: number[] }> {
  const sources = await faceFiles()
  const bySource = new Map<Source, Map<number, number>>()
  const missing: number[] = []
  for (const codePoint of codePoints) {
    const found = glyphSource(codePoint, sources)
    if (!found) {
      missing.push(codePoint)
      continue
    }
    if (!bySource.has(found.source)) bySource.set(found.source, new Map())
    bySource.get(found.source)!.set(codePoint, found.drawnAs)
  }
  const cuts = await Promise.all(
    [...bySource].map(async ([source, characters]) => ({
      subset: source.subset,
      woff2: await cut(source, characters),
      codePoints: [...characters.keys()],
    })),
  )
  return { cuts, missing }
}

interface Cut {
  /** The range of the face's files it was cut from: latin, latin-ext… */
  subset: string
  woff2: Buffer
  codePoints: number[]
}

let sources: Promise<Source[]> | undefined

function faceFiles(): Promise<Source[]> {
  sources ??= Promise.resolve(
    faceSources().map(({ subset, file }) => {
      const bytes = readFileSync(file)
      const font = fontkit.create(bytes) as fontkit.Font
      return { subset, bytes, has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) }
    }),
  )
  return sources
}

export async function run(clientDir: string, warn: (message: string) => void): Promise<void> {
  const [latin] = await faceFiles()
  const [weights] = Object.values((fontkit.create(latin!.bytes) as fontkit.Font).variationAxes)
  const standIns = await standInFaces(latin!.bytes)
  const pages = readPages(clientDir)
  mkdirSync(join(clientDir, fontFolder), { recursive: true })

  for (const language of new Set(pages.map(({ language }) => language))) {
    const ofLanguage = pages.filter((page) => page.language === language)
    const firstUse = new Map<number, string>()
    for (const page of ofLanguage) for (const codePoint of page.characters) if (!firstUse.has(codePoint)) firstUse.set(codePoint, page.file)
    const { cuts, missing } = await cutFace(firstUse.keys())
    if (missing.length) {
      const list = missing.map((codePoint) => `${hex(codePoint)} "${String.fromCodePoint(codePoint)}" (${firstUse.get(codePoint)})`)
      warn(`postbuild: fonts: ${siteFace} has no glyph for ${list.join(', ')}: the visitor's own fonts draw them.`)
    }
    const files = cuts.map(({ subset, woff2, codePoints }) => {
      const name = `${siteFace.toLowerCase().replace(/\s+/g, '-')}-${language}${cuts.length > 1 ? `-${subset}` : ''}`
      const path = `/${fontFolder}/${name}-${createHash('sha256').update(woff2).digest('hex').slice(0, 8)}.woff2`
      writeFileSync(join(clientDir, path), woff2)
      return { path, codePoints }
    })
    const faces = files.map(({ path, codePoints }) =>
      [
        `font-family:"${siteFace}"`,
        `src:url(${path}) format("woff2")`,
        `font-weight:${weights?.min ?? 400} ${weights?.max ?? 700}`,
        // Used only if it is there when text is first laid out: it never moves a line once drawn, nor holds text back.
        'font-display:optional',
        ...(files.length > 1 ? [`unicode-range:${unicodeRange(codePoints)}`] : []),
      ].join(';'),
    )
    const head = [
      ...files.map(({ path }) => `<link rel="preload" href="${path}" as="font" type="font/woff2" crossorigin />`),
      `<style>${faces.map((face) => `@font-face{${face}}`).join('')}${standIns(characterFrequencies(ofLanguage))}${standInsAtOnce}</style>`,
    ]
    for (const page of ofLanguage) writeFileSync(join(clientDir, page.file), withFontTags(page.html, head, page.file))
  }
}

/**
 * Firefox takes a later family of the stack only once it is loaded, and loads none while the face is still on its
 * way: two unseen letters in the stand-ins, regular and bold, load them with the page, so it draws in them, not its
 * default font, until the face has come.
 */
const standInsAtOnce = `html::before,html::after{content:"a";position:absolute;visibility:hidden;font-family:${localStandIns
  .map(({ font }) => JSON.stringify(standInFamily(font)))
  .join(',')}}html::after{font-weight:700}`

/** Right after the viewport: the font is asked for before anything else the head names. */
function withFontTags(html: string, tags: string[], file: string): string {
  const viewport = /^([ \t]*)<meta name="viewport"[^>]*>\n/m.exec(html)
  if (!viewport) throw new Error(`${file} has no <meta name="viewport"> line to put the font after`)
  const at = viewport.index + viewport[0].length
  return `${html.slice(0, at)}${tags.map((tag) => `${viewport[1]}${tag}\n`).join('')}${html.slice(at)}`
}
