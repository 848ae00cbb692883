import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import * as fontkit from 'fontkit'
import { decompress } from 'woff2-encoder'

/** Used while the theme's heading face is no self-hosted Fontsource package this project installs. */
const standInPackage = '@fontsource-variable/figtree'

/**
 * The face the pages' headings ask for (their CSS's `--ck-fonts-heading`), as its Fontsource package ships it, so that
 * drawn images set their words in the site's type.
 */
export function headingFaceFile(pageHtml: string): string {
  const heading = /--ck-fonts-heading:([^;}]+)/.exec(pageHtml)?.[1] ?? ''
  const family = (heading.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '')
  const name = family
    .replace(/ Variable$/, '')
    .toLowerCase()
    .replace(/\s+/g, '-')
  const require = createRequire(import.meta.url)
  for (const pkg of [`@fontsource-variable/${name}`, standInPackage]) {
    try {
      const file = join(dirname(require.resolve(`${pkg}/package.json`)), 'files', `${pkg.split('/')[1]}-latin-wght-normal.woff2`)
      if (existsSync(file)) return file
    } catch {
      // Not installed: the next candidate.
    }
  }
  throw new Error(`neither the heading face ${family} nor ${standInPackage} is installed`)
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
