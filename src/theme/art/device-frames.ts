import { artPalette as colour } from './palette.ts'
import { circle, rect, shape, textLine, type Area } from './svg-shapes.ts'

export type Device = 'phone' | 'browser' | 'dashboard'

export const canvas = { w: 1200, h: 750 } as const

/** Each device's body and the area its screen leaves for the drawing of the product. */
export function deviceFrame(device: Device, left: number): { body: string; screen: Area } {
  if (device === 'phone') {
    const [x, y, w, h] = [left, 62, 320, 626]
    return {
      body:
        rect(x + 8, y + 18, w, h, 50, colour.ink, { opacity: 0.16 }) +
        rect(x, y, w, h, 50, colour.ink) +
        rect(x + 14, y + 14, w - 28, h - 28, 38, colour.paper) +
        rect(x + w / 2 - 40, y + 26, 80, 14, 7, colour.ink),
      screen: { x: x + 14, y: y + 54, w: w - 28, h: h - 82 },
    }
  }
  if (device === 'browser') {
    const [x, y, w, h] = [left, 86, 900, 578]
    return {
      body:
        rect(x + 8, y + 18, w, h, 22, colour.ink, { opacity: 0.14 }) +
        rect(x, y, w, h, 22, colour.paper) +
        shape(`M${x} ${y + 58}V${y + 22}a22 22 0 0 1 22-22H${x + w - 22}a22 22 0 0 1 22 22V${y + 58}z`, colour.ink) +
        [colour.accent, colour.primarySoft, colour.mint].map((fill, index) => circle(x + 32 + index * 26, y + 29, 8, fill)).join('') +
        rect(x + 130, y + 16, w - 260, 26, 13, colour.primary) +
        textLine(x + 150, y + 24, 160, colour.primarySoft, 10),
      screen: { x: x + 26, y: y + 82, w: w - 52, h: h - 106 },
    }
  }
  const [x, y, w, h] = [left, 56, 960, 560]
  return {
    body:
      shape(`M${x + w / 2 - 60} ${y + h}h120l24 72h-168z`, colour.ink, { opacity: 0.85 }) +
      rect(x + w / 2 - 150, y + h + 66, 300, 18, 9, colour.ink) +
      rect(x + 8, y + 18, w, h, 26, colour.ink, { opacity: 0.14 }) +
      rect(x, y, w, h, 26, colour.ink) +
      rect(x + 16, y + 16, w - 32, h - 32, 14, colour.paper) +
      rect(x + 16, y + 16, 84, h - 32, 14, colour.primary) +
      circle(x + 58, y + 60, 18, colour.accent) +
      [0, 1, 2, 3]
        .map((index) =>
          rect(x + 42, y + 120 + index * 56, 32, 32, 10, index ? colour.primarySoft : colour.mint, { opacity: index ? 0.5 : 1 }),
        )
        .join(''),
    screen: { x: x + 124, y: y + 40, w: w - 164, h: h - 80 },
  }
}
