import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { card, fitTitle, shareCardSvg } from '../../scripts/postbuild/share-card.ts'
import { loadTypeFace, siteFaceFile, type TypeFace } from '../../scripts/postbuild/type-face.ts'

let face: TypeFace
beforeAll(async () => {
  face = await loadTypeFace(siteFaceFile())
})

const column = 700
const words = { brand: 'Sankofa Digital', tagline: 'Applications · Sites web · IA · Référencement' }

describe('the share card', () => {
  it('sets a short title large, on one line', () => {
    const { size, lines } = fitTitle(face, 'Nos réalisations')
    expect([size, lines.length]).toEqual([80, 1])
  })

  it('wraps a long French title between words, in the title column, keeping a no-break space with its word', () => {
    const title = 'Applications et solutions numériques professionnelles pour les entreprises d’Abidjan, de Dakar et de Lomé\u202f?'
    const { size, lines } = fitTitle(face, title)
    expect(lines.map(({ text }) => text).join(' ')).toBe(title)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.at(-1)?.text.endsWith('Lomé\u202f?')).toBe(true)
    for (const { text, shaped } of lines) expect(shaped.width, `${text} at ${size} px`).toBeLessThanOrEqual(column)
  })

  it('makes a word longer than the column smaller until it fits, never wider', () => {
    const { lines } = fitTitle(face, 'Anticonstitutionnellementanticonstitutionnellement')
    expect(lines).toHaveLength(1)
    expect(lines[0]!.shaped.width).toBeLessThanOrEqual(column)
  })

  it('draws words as outlines: no text of the title reaches the SVG, which stays well-formed', () => {
    const svg = shareCardSvg(face, { ...words, title: '<script>alert("x")</script> & « Devis »' })
    expect(svg).not.toContain('script')
    expect(svg).not.toContain('Devis')
    const document = new new JSDOM('').window.DOMParser().parseFromString(svg, 'image/svg+xml')
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
    expect([document.documentElement.getAttribute('width'), document.documentElement.getAttribute('height')]).toEqual([
      String(card.width),
      String(card.height),
    ])
  })
})
