import { fromBuffer, type Font } from '@capsizecss/unpack'
import { generateFontFace } from 'fontaine'
import * as fontkit from 'fontkit'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { localStandIns, standInFamily, standInWeights, type LocalStandIn } from '../../src/theme/typeface.ts'
import { fontPackageFiles } from './font-files.ts'

type Weight = keyof typeof standInWeights

interface Measured {
  metrics: Font
  font: fontkit.Font
}

/** A variable font's own widths are those of its default instance: it is measured at the weight asked for. */
async function measure(file: Buffer, weight: number): Promise<Measured> {
  const font = fontkit.create(file) as fontkit.Font
  const instance = Object.keys(font.variationAxes).includes('wght')
    ? await subsetFont(file, String.fromCodePoint(...font.characterSet), { targetFormat: 'truetype', variationAxes: { wght: weight } })
    : file
  return { metrics: await fromBuffer(instance), font: fontkit.create(instance) as fontkit.Font }
}

const file = (packageName: string, name: string) => readFileSync(join(fontPackageFiles(packageName), name))

/** Arimo has Arial's and Liberation Sans's metrics by design; each font is measured in a file npm ships. */
async function measureStandIns(): Promise<Record<LocalStandIn, Record<Weight, Measured>>> {
  const arimo = {
    regular: await measure(file('@fontsource/arimo', 'arimo-latin-400-normal.woff2'), 400),
    bold: await measure(file('@fontsource/arimo', 'arimo-latin-700-normal.woff2'), 700),
  }
  const roboto = file('@fontsource-variable/roboto', 'roboto-latin-wght-normal.woff2')
  return {
    Arial: arimo,
    'Liberation Sans': arimo,
    Roboto: { regular: await measure(roboto, 400), bold: await measure(roboto, 700) },
    'DejaVu Sans': {
      regular: await measure(file('@fontsource/dejavu-sans', 'dejavu-sans-latin-400-normal.woff2'), 400),
      bold: await measure(file('@fontsource/dejavu-sans', 'dejavu-sans-latin-700-normal.woff2'), 700),
    },
  }
}

/** The average advance over the language's own text, each character as often as its pages use it. */
function averageWidth({ font }: Measured, frequencies: Map<number, number>): number {
  let width = 0
  let count = 0
  for (const [codePoint, times] of frequencies) {
    if (!font.hasGlyphForCodePoint(codePoint)) continue
    width += font.glyphForCodePoint(codePoint).advanceWidth * times
    count += times
  }
  return width / count
}

/**
 * Two @font-face per local font, its regular and its bold, sized and placed like the face (fontaine's sums),
 * with widths averaged over the language's own text, so its lines break where the face's will.
 */
export async function standInFaces(face: Buffer): Promise<(frequencies: Map<number, number>) => string> {
  const weights = Object.keys(standInWeights) as Weight[]
  const faceAt = Object.fromEntries(
    await Promise.all(weights.map(async (weight) => [weight, await measure(face, standInWeights[weight].faceWeight)] as const)),
  ) as Record<Weight, Measured>
  const standIns = await measureStandIns()
  const withWidth = (measured: Measured, frequencies: Map<number, number>) => ({
    ...measured.metrics,
    xWidthAvg: averageWidth(measured, frequencies),
  })
  return (frequencies) =>
    localStandIns
      .flatMap((standIn) =>
        weights.map((weight) =>
          generateFontFace(withWidth(faceAt[weight], frequencies), {
            name: standInFamily(standIn.font),
            font: standIn.font,
            metrics: withWidth(standIns[standIn.font][weight], frequencies),
            src: standIn[weight].map((local) => `local(${JSON.stringify(local)})`).join(','),
            'font-weight': standInWeights[weight].range,
          }),
        ),
      )
      .join('')
      .replace(/\s*\n\s*/g, '')
      .replace(/\s*([:{])\s*/g, '$1')
      .replace(/;}/g, '}')
}
