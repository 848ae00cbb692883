import { artPalette as colour } from './palette.ts'

/** The few shapes the drawings are made of: blocks, lines standing for text, and strokes in the icons' round hand. */

export interface Area {
  x: number
  y: number
  w: number
  h: number
}

type Attributes = Record<string, string | number | undefined>

export function element(name: string, attributes: Attributes, children = ''): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? round(value) : value}"`)
    .join('')
  return children ? `<${name}${written}>${children}</${name}>` : `<${name}${written}/>`
}

const round = (value: number) => Math.round(value * 10) / 10

export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, more: Attributes = {}) =>
  element('rect', { x, y, width: w, height: h, rx: r, fill, ...more })

export const circle = (cx: number, cy: number, r: number, fill: string, more: Attributes = {}) =>
  element('circle', { cx, cy, r, fill, ...more })

/** A line of text, drawn as a bar: the drawings carry no words, so none needs translating. */
export const textLine = (x: number, y: number, w: number, fill: string = colour.line, h = 12) => rect(x, y, w, h, h / 2, fill)

export const stroke = (d: string, colourOf: string, width: number, more: Attributes = {}) =>
  element('path', {
    d,
    fill: 'none',
    stroke: colourOf,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...more,
  })

export const shape = (d: string, fill: string, more: Attributes = {}) => element('path', { d, fill, ...more })

/** A tick in a box of `size`, as the site's CheckIcon draws it. */
export const tick = (x: number, y: number, size: number, colourOf: string, width = size / 8) =>
  stroke(`M${x + size * 0.2} ${y + size * 0.52}l${size * 0.2} ${size * 0.2} ${size * 0.4}-${size * 0.44}`, colourOf, width)

/** A card floating over a device, with the soft shadow under it. */
export const floatingCard = (x: number, y: number, w: number, h: number, fill: string = colour.paper, r = 24) =>
  rect(x + 6, y + 14, w, h, r, colour.ink, { opacity: 0.14 }) + rect(x, y, w, h, r, fill)

/** An arc of a circle from one angle to another (degrees, clockwise from twelve o'clock). */
export function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const point = (angle: number) => {
    const radians = ((angle - 90) * Math.PI) / 180
    return `${round(cx + r * Math.cos(radians))} ${round(cy + r * Math.sin(radians))}`
  }
  return `M${point(from)}A${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${point(to)}`
}

/** The same numbers for the same id on every machine: a drawing never changes unless its entry does. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261
  for (const character of seed) state = Math.imul(state ^ character.charCodeAt(0), 16777619)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}
