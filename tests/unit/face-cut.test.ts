import * as fontkit from 'fontkit'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { faceSources } from '../../scripts/fonts/font-files.ts'
import { cutFace } from '../../scripts/postbuild/fonts.ts'
import { siteFace } from '../../src/theme/typeface.ts'

const codePoints = (text: string) => [...new Set(text)].map((character) => character.codePointAt(0)!)
const opened = (woff2: Buffer) => fontkit.create(woff2) as fontkit.Font
const drawn = (font: fontkit.Font, codePoint: number) => font.glyphForCodePoint(codePoint).id !== 0

describe("the site's face, cut to what the pages draw", () => {
  it('cuts a Latin text to one woff2 file that draws every character and names the face', async () => {
    const { cuts, missing } = await cutFace(codePoints('Devis gratuit : 25 % – « Réponse » sous 24 h !'))
    expect(missing).toEqual([])
    expect(cuts.map(({ subset }) => subset)).toEqual(['latin'])
    const font = opened(cuts[0]!.woff2)
    expect(font.familyName).toBe(siteFace)
    expect(cuts[0]!.codePoints.filter((codePoint) => !drawn(font, codePoint))).toEqual([])
  })

  it('draws the narrow no-break space French sets before ; ! ? and % with the thin space the face has instead', async () => {
    const [latin] = faceSources()
    const source = opened(readFileSync(latin!.file))
    expect(source.hasGlyphForCodePoint(0x202f)).toBe(false)
    const { cuts } = await cutFace(codePoints('Merci\u202f!'))
    const font = opened(cuts[0]!.woff2)
    expect(drawn(font, 0x202f)).toBe(true)
    expect(font.glyphForCodePoint(0x202f).advanceWidth).toBe(source.glyphForCodePoint(0x2009).advanceWidth)
  })

  it('has ɛ, ɔ and ₵ for a Ghanaian language and cedi prices, in a second file beside the Latin one', async () => {
    const { cuts, missing } = await cutFace(codePoints('Akwaaba ɛ ɔ Ɛ Ɔ ₵250'))
    expect(missing).toEqual([])
    expect(cuts.map(({ subset }) => subset).sort()).toEqual(['latin', 'latin-ext'])
    for (const codePoint of codePoints('ɛɔƐƆ₵')) {
      const holding = cuts.filter((cut) => cut.codePoints.includes(codePoint))
      expect(holding).toHaveLength(1)
      expect(drawn(opened(holding[0]!.woff2), codePoint)).toBe(true)
    }
  })

  it('names the characters no file of the face draws', async () => {
    expect((await cutFace(codePoints('Aب'))).missing).toEqual([0x0628])
  })
})
