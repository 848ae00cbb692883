import { roleColor } from '../../src/theme/palette.ts'
import { coloredMark } from './mark.ts'
import type { ShapedLine, TypeFace } from './type-face.ts'

export const card = { width: 1200, height: 630 }
const margin = 80
/** The title's column, left of the mark's motif, and the band it sits in, above the tagline. */
const titleBox = { width: 700, top: 190, bottom: 470 }
/** Largest first; a title takes the first size at which it fits in its box in as few lines as allowed. */
const titleSizes = [80, 72, 64, 56, 48, 42]
const lineHeight = 1.12

export interface FittedTitle {
  size: number
  lines: { text: string; shaped: ShapedLine }[]
}

function wrap(face: TypeFace, words: string[], size: number): FittedTitle['lines'] {
  const shape = (text: string) => face.shape(text, { size, weight: 800, tracking: -0.01 * size })
  const lines: FittedTitle['lines'] = []
  for (const word of words) {
    const last = lines.at(-1)
    const joined = last && shape(`${last.text} ${word}`)
    if (last && joined && joined.width <= titleBox.width) lines[lines.length - 1] = { text: `${last.text} ${word}`, shaped: joined }
    else lines.push({ text: word, shaped: shape(word) })
  }
  return lines
}

/** Words break only at plain spaces: a no-break space keeps French punctuation with its word. */
export function fitTitle(face: TypeFace, title: string): FittedTitle {
  const words = title.split(' ').filter(Boolean)
  const fits = ({ size, lines }: FittedTitle) =>
    lines.every(({ shaped }) => shaped.width <= titleBox.width) && lines.length * size * lineHeight <= titleBox.bottom - titleBox.top
  for (const size of titleSizes) {
    const fitted = { size, lines: wrap(face, words, size) }
    if (fits(fitted) && fitted.lines.length <= (size >= 56 ? 3 : 4)) return fitted
  }
  // A word longer than the column, or a title too long for four lines: smaller still, until it fits.
  let size = titleSizes.at(-1)!
  let fitted = { size, lines: wrap(face, words, size) }
  while (!fits(fitted) && size > 12) {
    size -= 2
    fitted = { size, lines: wrap(face, words, size) }
  }
  return fitted
}

/** A card in the brand's colours: the mark and wordmark, the page's title, the tagline, the mark's line as motif. */
export function shareCardSvg(face: TypeFace, { title, brand, tagline }: { title: string; brand: string; tagline: string }): string {
  const [name = brand, ...descriptor] = brand.split(' ')
  const ink = { ground: roleColor('surface.deep'), text: roleColor('text.onDeep'), muted: roleColor('text.onDeepMuted') }
  const accent = roleColor('text.onDeepAccent')
  const motif = coloredMark({ x: 700, y: 30, size: 560, scope: 'motif' }, { tile: 'none', line: roleColor('surface.brand'), dot: accent })

  const fitted = fitTitle(face, title)
  const step = fitted.size * lineHeight
  const firstBaseline = titleBox.bottom - step * (fitted.lines.length - 1)
  const titleLines = fitted.lines.map(({ shaped }, index) => shaped.svg(margin, firstBaseline + index * step, ink.text))

  const taglineLine = face.shape(tagline, { size: 26, weight: 600 })
  const taglineSize = Math.min(26, (26 * (card.width - 2 * margin - 88)) / taglineLine.width)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${card.width}" height="${card.height}" viewBox="0 0 ${card.width} ${card.height}">`,
    `<rect width="${card.width}" height="${card.height}" fill="${ink.ground}"/>`,
    motif,
    coloredMark({ x: margin, y: 64, size: 80, scope: 'mark' }),
    face.shape(name, { size: 42, weight: 800, tracking: -0.4 }).svg(margin + 100, 101, ink.text),
    descriptor.length
      ? face.shape(descriptor.join(' ').toUpperCase(), { size: 17, weight: 650, tracking: 5 }).svg(margin + 101, 137, accent)
      : '',
    ...titleLines,
    `<rect x="${margin}" y="528" width="64" height="6" rx="3" fill="${accent}"/>`,
    face.shape(tagline, { size: taglineSize, weight: 600 }).svg(margin + 88, 540, ink.muted),
    '</svg>',
  ].join('')
}
