import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import Color from 'colorjs.io'
import { describe, expect, it } from 'vitest'
import { contrastPairs, roleColor } from '../../src/theme/palette.ts'
import { siteSystem } from '../../src/theme/system.ts'

const contrast = (text: string, background: string) => new Color(text).contrast(new Color(background), 'WCAG21')
const brandDoc = readFileSync(resolve(import.meta.dirname, '../../docs/brand.md'), 'utf8')

describe('the palette', () => {
  it.each(contrastPairs)('$text on $background meets WCAG AA', ({ text, background, large }) => {
    const floor = large ? 3 : 4.5
    const ratio = contrast(roleColor(text), roleColor(background))
    expect(ratio, `${text} (${roleColor(text)}) on ${background} (${roleColor(background)}): ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
      floor,
    )
  })

  it("docs/brand.md gives every pair's contrast as the palette computes it", () => {
    const rows = new Map(
      [...brandDoc.matchAll(/^\| `([\w.]+)` \| `([\w.]+)` \| (\d+\.\d\d):1 \|/gm)].map(([, text, background, ratio]) => [
        `${text} on ${background}`,
        ratio,
      ]),
    )
    const computed = new Map(
      contrastPairs.map(({ text, background }) => [
        `${text} on ${background}`,
        contrast(roleColor(text), roleColor(background)).toFixed(2),
      ]),
    )
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(computed))
  })

  it('every role is a colour the theme defines, under the same name', () => {
    const system = siteSystem()
    for (const { text, background } of contrastPairs) {
      for (const role of [text, background]) expect(system.token(`colors.${role}`), role).toBeTruthy()
    }
  })
})
