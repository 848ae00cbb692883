import { readFileSync } from 'node:fs'
import * as fontkit from 'fontkit'
import { decompress } from 'woff2-encoder'
import { faceSources } from '../fonts/font-files.ts'

/** The site's face, Latin, as its package ships it: drawn images set their words in the site's type. */
export function siteFaceFile(): string {
  return faceSources()[0]!.file
}

export interface ShapedLine {
  width: number
  /** The line as SVG paths, its baseline's start at (x, y). */
  svg(x: number, y: number, fill: string): string
}

export interface TypeFace {
  shape(text: string, options: { size: number; weight: number; tracking?: number }): ShapedLine
}

/** No-break spaces the face may lack are drawn as a space of their width, so French punctuation keeps its room. */
const spaces: Record<string, number> = { '\u202f': 0.5, '\u00a0': 1 }

/** A tenth of a pixel is finer than the PNG shows: shorter paths, and the same key for the same card. */
const rounded = (path: string) => path.replace(/-?\d+\.\d+/g, (number) => String(Math.round(Number(number) * 10) / 10))

export async function loadTypeFace(file: string): Promise<TypeFace> {
  const bytes = readFileSync(file)
  const sfnt = file.endsWith('.woff2') ? Buffer.from(await decompress(bytes)) : bytes
  const base = fontkit.create(sfnt) as fontkit.Font
  const instances = new Map<number, fontkit.Font>()
  const instance = (weight: number) => {
    if (!instances.has(weight)) instances.set(weight, 'wght' in base.variationAxes ? base.getVariation({ wght: weight }) : base)
    return instances.get(weight)!
  }
  return {
    shape(text, { size, weight, tracking = 0 }) {
      const font = instance(weight)
      const scale = size / font.unitsPerEm
      const spaceWidth = font.layout(' ').advanceWidth * scale
      const paths: string[] = []
      let x = 0
      for (const [index, run] of text.split(/([\u202f\u00a0])/).entries()) {
        if (index % 2) {
          x += spaceWidth * spaces[run]! + tracking
          continue
        }
        const { glyphs, positions } = font.layout(run)
        glyphs.forEach((glyph, at) => {
          const left = x + positions[at]!.xOffset * scale
          paths.push(rounded(glyph.path.transform(scale, 0, 0, -scale, left, 0).toSVG()))
          x += positions[at]!.xAdvance * scale + tracking
        })
      }
      const width = Math.max(0, x - tracking)
      return {
        width,
        svg: (left, baseline, fill) =>
          `<path fill="${fill}" transform="translate(${left.toFixed(1)} ${baseline.toFixed(1)})" d="${paths.join('')}"/>`,
      }
    },
  }
}
