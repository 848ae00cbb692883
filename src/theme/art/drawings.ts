import { seededRandom, circle, element, rect, shape } from './svg-shapes.ts'
import { artPalette as colour } from './palette.ts'
import { artScreenDrawings } from './screens.ts'
import { canvas, deviceFrame } from './device-frames.ts'
import type { ArtScreen } from '../../content/choices.ts'

/*
 * The studio's illustrations: a project's key screen in its device, and a member's stand-in portrait, drawn from an
 * id alone in the palette's colours. They are the theme's, like the mark; the build (scripts/content/drawn-art.ts)
 * picks the entries that need one and puts the drawings through the photo pipeline.
 */

function wash(random: () => number, width: number, height: number): string {
  const [from, to] = colour.washes[Math.floor(random() * colour.washes.length)]!
  const gradient = element(
    'linearGradient',
    { id: 'wash', x1: 0, y1: 0, x2: 1, y2: 1 },
    element('stop', { offset: 0, 'stop-color': from }) + element('stop', { offset: 1, 'stop-color': to }),
  )
  return (
    element('defs', {}, gradient) +
    rect(0, 0, width, height, 0, 'url(#wash)') +
    circle(width * (0.8 + random() * 0.2), height * random() * 0.3, height * 0.42, colour.primarySoft, { opacity: 0.28 }) +
    circle(width * random() * 0.2, height * (0.85 + random() * 0.15), height * 0.32, colour.accent, { opacity: 0.12 })
  )
}

export function projectArt(id: string, screen: ArtScreen): string {
  const random = seededRandom(id)
  const drawing = artScreenDrawings[screen]
  const { body, screen: area } = deviceFrame(drawing.device, drawing.left)
  return svg(canvas.w, canvas.h, wash(random, canvas.w, canvas.h) + body + drawing.screen(area, random) + drawing.beside(random))
}

/** Stands in for a member's portrait: a figure in the studio's colours, no one's face, until the studio adds a photo. */
export function memberArt(id: string): string {
  const random = seededRandom(id)
  const size = 576
  const centre = size / 2
  const rings = [0.46, 0.38, 0.3].map((share, index) =>
    circle(centre, centre, size * share, 'none', {
      stroke: index % 2 ? colour.accent : colour.primarySoft,
      'stroke-width': 10,
      opacity: 0.45,
    }),
  )
  return svg(
    size,
    size,
    wash(random, size, size) +
      rings.join('') +
      circle(centre, centre - 50, 86, colour.primary) +
      shape(`M${centre - 190} ${size}c0-120 80-196 190-196s190 76 190 196z`, colour.primary) +
      shape(`M${centre - 150} ${size - 70}c40-56 90-80 150-80s110 24 150 80v70h-300z`, colour.ink, { opacity: 0.35 }) +
      [0, 1, 2, 3, 4]
        .map((index) => rect(centre - 130 + index * 56, size - 56, 36, 16, 8, index % 2 ? colour.accentSoft : colour.accent))
        .join('') +
      circle(centre + 150, centre - 150, 26, colour.accent),
  )
}

const svg = (width: number, height: number, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${content}</svg>`
