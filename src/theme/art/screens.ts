import { artPalette as colour } from './palette.ts'
import type { ArtScreen } from '../../content/choices.ts'
import type { Device } from './device-frames.ts'
import { arc, circle, element, floatingCard, rect, shape, stroke, textLine, tick, type Area } from './svg-shapes.ts'

/** One product's key screen: the device it runs on, where that stands, what its screen shows and what floats beside it. */
interface ArtScreenDrawing {
  device: Device
  left: number
  screen: (area: Area, random: () => number) => string
  beside: (random: () => number) => string
}

const between = (random: () => number, low: number, high: number) => low + (high - low) * random()

/** A person, as a head over shoulders inside a circle. */
const person = (cx: number, cy: number, r: number, fill: string, figure: string = colour.paper) =>
  circle(cx, cy, r, fill) +
  circle(cx, cy - r * 0.22, r * 0.34, figure) +
  shape(`M${cx - r * 0.62} ${cy + r * 0.72}a${r * 0.62} ${r * 0.5} 0 0 1 ${r * 1.24} 0z`, figure)

const house = (x: number, y: number, size: number, colourOf: string) =>
  stroke(
    `M${x} ${y + size * 0.45}L${x + size / 2} ${y}L${x + size} ${y + size * 0.45}M${x + size * 0.15} ${y + size * 0.32}V${y + size}H${x + size * 0.85}V${y + size * 0.32}M${x + size * 0.4} ${y + size}V${y + size * 0.65}H${x + size * 0.6}V${y + size}`,
    colourOf,
    size / 10,
  )

const pin = (x: number, y: number, size: number, fill: string) =>
  shape(
    `M${x} ${y}c-${size * 0.3}-${size * 0.45}-${size * 0.5}-${size * 0.62}-${size * 0.5}-${size}a${size / 2} ${size / 2} 0 0 1 ${size} 0c0 ${size * 0.38}-${size * 0.2} ${size * 0.55}-${size * 0.5} ${size}z`,
    fill,
  ) + circle(x, y - size, size * 0.2, colour.paper)

const bell = (x: number, y: number, size: number, colourOf: string) =>
  stroke(
    `M${x + size * 0.2} ${y + size * 0.7}V${y + size * 0.42}a${size * 0.3} ${size * 0.3} 0 0 1 ${size * 0.6} 0V${y + size * 0.7}l${size * 0.1} ${size * 0.1}H${x + size * 0.1}zM${x + size * 0.4} ${y + size * 0.92}h${size * 0.2}`,
    colourOf,
    size / 10,
  )

const playButton = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r, colour.accent) +
  shape(`M${cx - r * 0.3} ${cy - r * 0.45}L${cx + r * 0.5} ${cy}L${cx - r * 0.3} ${cy + r * 0.45}z`, colour.paper)

const checkBox = (x: number, y: number, size: number, done: boolean) =>
  done
    ? rect(x, y, size, size, size / 4, colour.primary) + tick(x, y, size, colour.paper)
    : rect(x + 2, y + 2, size - 4, size - 4, size / 4, colour.paper, { stroke: colour.line, 'stroke-width': 4 })

const truck = (x: number, y: number, scale: number, body: string) =>
  rect(x, y, 110 * scale, 62 * scale, 10 * scale, body) +
  shape(`M${x + 114 * scale} ${y + 16 * scale}h${30 * scale}l${24 * scale} ${24 * scale}v${22 * scale}h-${54 * scale}z`, colour.ink) +
  [x + 30 * scale, x + 134 * scale]
    .map((cx) => circle(cx, y + 66 * scale, 13 * scale, colour.ink) + circle(cx, y + 66 * scale, 5 * scale, colour.paper))
    .join('')

const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, more = {}) =>
  element('ellipse', { cx, cy, rx, ry, fill, ...more })

const coin = (cx: number, cy: number) =>
  ellipse(cx, cy + 8, 70, 22, colour.ink, { opacity: 0.2 }) +
  ellipse(cx, cy, 70, 22, colour.accent) +
  ellipse(cx, cy - 4, 50, 12, colour.accentSoft, { opacity: 0.6 })

const mapRoads = ({ x, y, w, h }: Area, random: () => number) =>
  rect(x, y, w, h, 18, colour.mint) +
  stroke(
    `M${x + w * 0.08} ${y + h}C${x + w * 0.3} ${y + h * 0.6} ${x + w * 0.2} ${y + h * 0.3} ${x + w * 0.55} ${y}`,
    colour.primarySoft,
    22,
    { opacity: 0.7 },
  ) +
  [0.3, 0.62].map((at) => stroke(`M${x} ${y + h * at}H${x + w}`, colour.paper, 14)).join('') +
  [0.42 + random() * 0.1, 0.78].map((at) => stroke(`M${x + w * at} ${y}V${y + h}`, colour.paper, 14)).join('')

const drawings: Record<ArtScreen, ArtScreenDrawing> = {
  appointments: {
    device: 'phone',
    left: 330,
    screen: ({ x, y, w }, random) => {
      const today = Math.floor(random() * 7)
      return (
        rect(x, y, w, 112, 0, colour.primary) +
        person(x + 50, y + 56, 28, colour.mint, colour.primary) +
        textLine(x + 94, y + 40, 110, colour.mint) +
        textLine(x + 94, y + 62, 70, colour.primarySoft, 10) +
        bell(x + w - 62, y + 34, 40, colour.paper) +
        [...Array(7).keys()]
          .map((day) => rect(x + 16 + day * 38, y + 132, 30, 56, 10, day === today ? colour.accent : colour.mint))
          .join('') +
        [0, 1, 2]
          .map((row) => {
            const top = y + 212 + row * 102
            return (
              rect(x + 16, top, w - 32, 86, 18, colour.paper, { stroke: colour.line, 'stroke-width': 3 }) +
              circle(x + 56, top + 43, 22, row ? colour.mint : colour.primary) +
              stroke(`M${x + 56} ${top + 33}v20M${x + 46} ${top + 43}h20`, row ? colour.primary : colour.paper, 5) +
              textLine(x + 92, top + 28, between(random, 90, 140), colour.ink) +
              textLine(x + 92, top + 50, between(random, 60, 100)) +
              rect(x + w - 78, top + 30, 46, 26, 13, colour.accentSoft)
            )
          })
          .join('')
      )
    },
    beside: () =>
      floatingCard(600, 430, 300, 150, colour.accent) +
      shape('M640 570l0 56 60-56z', colour.accent) +
      bell(630, 462, 56, colour.paper) +
      textLine(710, 476, 150, colour.accentSoft, 14) +
      textLine(710, 506, 110, colour.accentSoft, 14) +
      textLine(710, 536, 130, colour.accentSoft, 14),
  },
  course: {
    device: 'browser',
    left: 120,
    screen: ({ x, y, w }, random) => {
      const watched = between(random, 0.35, 0.7)
      return (
        rect(x, y, 540, 300, 16, colour.ink) +
        playButton(x + 270, y + 150, 44) +
        rect(x, y + 318, 540, 10, 5, colour.line) +
        rect(x, y + 318, 540 * watched, 10, 5, colour.accent) +
        circle(x + 540 * watched, y + 323, 12, colour.accent) +
        textLine(x, y + 352, 320, colour.ink, 16) +
        textLine(x, y + 384, 420) +
        textLine(x, y + 408, 360) +
        rect(x + 572, y, w - 572, 420, 16, colour.mint, { opacity: 0.5 }) +
        [0, 1, 2, 3, 4]
          .map(
            (row) =>
              checkBox(x + 596, y + 26 + row * 78, 34, row < 3) +
              textLine(x + 648, y + 32 + row * 78, between(random, 120, 180), colour.ink) +
              textLine(x + 648, y + 52 + row * 78, between(random, 70, 120)),
          )
          .join('')
      )
    },
    beside: () =>
      `<g transform="rotate(-6 950 560)">${floatingCard(820, 470, 250, 170)}${circle(880, 545, 40, colour.accent)}${circle(880, 545, 22, colour.accentSoft)}${shape('M856 575l-14 50 24-12 14 20 8-48z', colour.accent)}${shape('M904 575l14 50-24-12-14 20-8-48z', colour.accent)}${textLine(940, 520, 100, colour.ink, 14)}${textLine(940, 550, 80)}${textLine(940, 574, 90)}</g>`,
  },
  wallet: {
    device: 'phone',
    left: 560,
    screen: ({ x, y, w }, random) => {
      const cells = 9
      const size = 20
      const qrLeft = x + (w - cells * size) / 2
      const qrTop = y + 190
      const finder = (cx: number, cy: number) =>
        rect(cx, cy, 3 * size, 3 * size, 6, colour.ink) +
        rect(cx + size * 0.75, cy + size * 0.75, size * 1.5, size * 1.5, 3, colour.paper) +
        rect(cx + size, cy + size, size, size, 2, colour.ink)
      const inFinder = (row: number, column: number) =>
        (row < 3 || row > cells - 4) && (column < 3 || column > cells - 4) && !(row > cells - 4 && column > cells - 4)
      let code = ''
      for (let row = 0; row < cells; row++)
        for (let column = 0; column < cells; column++)
          if (!inFinder(row, column) && random() > 0.5) code += rect(qrLeft + column * size, qrTop + row * size, size, size, 3, colour.ink)
      return (
        rect(x + 16, y + 8, w - 32, 150, 24, colour.primary) +
        textLine(x + 40, y + 36, 90, colour.primarySoft, 10) +
        rect(x + 40, y + 62, 170, 34, 10, colour.paper) +
        textLine(x + 40, y + 116, 120, colour.primarySoft, 10) +
        circle(x + w - 58, y + 50, 20, colour.accent) +
        rect(qrLeft - 18, qrTop - 18, cells * size + 36, cells * size + 36, 18, colour.paper, { stroke: colour.line, 'stroke-width': 4 }) +
        finder(qrLeft, qrTop) +
        finder(qrLeft + (cells - 3) * size, qrTop) +
        finder(qrLeft, qrTop + (cells - 3) * size) +
        code +
        rect(x + 16, y + 440, (w - 44) / 2, 56, 18, colour.accent) +
        rect(x + 28 + (w - 44) / 2, y + 440, (w - 44) / 2, 56, 18, colour.mint)
      )
    },
    beside: (random) =>
      floatingCard(300, 200, 300, 200) +
      [0, 1, 2, 3, 4]
        .map((bar) => {
          const height = between(random, 40, 120)
          return rect(330 + bar * 50, 370 - height, 32, height, 8, bar === 4 ? colour.accent : colour.primarySoft)
        })
        .join('') +
      textLine(330, 226, 120, colour.ink, 14) +
      circle(470, 520, 58, colour.accent) +
      tick(422, 472, 96, colour.paper, 12),
  },
  mapSearch: {
    device: 'browser',
    left: 150,
    screen: ({ x, y, w, h }, random) =>
      [0, 1, 2]
        .map((row) => {
          const top = y + row * 144
          return (
            rect(x, top, 290, 128, 16, colour.paper, { stroke: colour.line, 'stroke-width': 3 }) +
            rect(x + 14, top + 14, 100, 100, 12, row === 1 ? colour.accentSoft : colour.mint) +
            house(x + 39, top + 36, 50, row === 1 ? colour.accent : colour.primary) +
            textLine(x + 130, top + 28, 130, colour.ink) +
            textLine(x + 130, top + 52, 100) +
            rect(x + 130, top + 80, 84, 26, 13, colour.accentSoft)
          )
        })
        .join('') +
      mapRoads({ x: x + 310, y, w: w - 310, h }, random) +
      [0, 1, 2, 3]
        .map((index) =>
          pin(
            x + 360 + between(random, 0, w - 420),
            y + 90 + between(random, 0, h - 120),
            46,
            index === 1 ? colour.accent : colour.primary,
          ),
        )
        .join('') +
      rect(x + 340, y + 20, 300, 48, 24, colour.paper) +
      stroke(`M${x + 372} ${y + 32}a10 10 0 1 1 0 .1M${x + 380} ${y + 52}l8 8`, colour.primary, 4) +
      textLine(x + 404, y + 38, 150),
    beside: () =>
      floatingCard(840, 480, 240, 150) +
      rect(860, 500, 90, 90, 14, colour.mint) +
      house(880, 518, 50, colour.primary) +
      circle(950, 500, 20, colour.accent) +
      tick(936, 486, 28, colour.paper, 4) +
      textLine(966, 520, 90, colour.ink, 14) +
      textLine(966, 548, 70),
  },
  storefront: {
    device: 'browser',
    left: 150,
    screen: ({ x, y, w }, random) => {
      const tile = (w - 3 * 22) / 4
      const products = [
        (cx: number, cy: number, fill: string) => shape(`M${cx - 50} ${cy - 40}l30-20h40l30 20 14 36-26 10v60h-76v-60l-26-10z`, fill),
        (cx: number, cy: number, fill: string) =>
          rect(cx - 44, cy - 30, 88, 90, 12, fill) + stroke(`M${cx - 22} ${cy - 30}v-14a22 22 0 0 1 44 0v14`, fill, 8),
        (cx: number, cy: number, fill: string) => shape(`M${cx - 20} ${cy - 62}h40l8 32 34 92h-124l34-92z`, fill),
        (cx: number, cy: number, fill: string) =>
          shape(`M${cx - 54} ${cy + 20}h108a54 40 0 0 0-108 0z`, fill) + rect(cx - 70, cy + 20, 140, 14, 7, fill),
      ]
      const first = Math.floor(random() * products.length)
      return (
        rect(x, y, w, 128, 18, colour.accentSoft) +
        circle(x + w - 120, y + 64, 90, colour.accent, { opacity: 0.85 }) +
        textLine(x + 36, y + 36, 260, colour.ink, 18) +
        textLine(x + 36, y + 68, 200, colour.accent) +
        rect(x + 36, y + 92, 120, 22, 11, colour.primary) +
        [0, 1, 2, 3]
          .map((index) => {
            const left = x + index * (tile + 22)
            const background = index % 2 ? colour.accentSoft : colour.mint
            return (
              rect(left, y + 150, tile, 200, 16, background) +
              products[(first + index) % products.length]!(left + tile / 2, y + 250, index % 2 ? colour.accent : colour.primary) +
              textLine(left, y + 366, tile * 0.8, colour.ink) +
              rect(left, y + 390, 70, 24, 12, colour.primary)
            )
          })
          .join('')
      )
    },
    beside: () =>
      floatingCard(930, 50, 160, 150) +
      stroke('M962 92h14l14 64h56l12-44h-74', colour.primary, 8) +
      circle(1000, 176, 8, colour.primary) +
      circle(1040, 176, 8, colour.primary) +
      circle(1062, 72, 20, colour.accent),
  },
  marketplace: {
    device: 'phone',
    left: 300,
    screen: ({ x, y, w }, random) => {
      const produce = [
        (cx: number, cy: number) =>
          circle(cx, cy + 4, 24, colour.accent) + shape(`M${cx} ${cy - 20}c8-10 18-10 22-6-6 6-14 8-22 6z`, colour.primary),
        (cx: number, cy: number) =>
          shape(`M${cx} ${cy - 28}c14 0 18 18 18 30s-6 26-18 26-18-14-18-26 4-30 18-30z`, colour.harvest) +
          shape(`M${cx - 18} ${cy + 20}c8-20 16-24 18-30 2 6 10 10 18 30`, colour.primary),
        (cx: number, cy: number) =>
          circle(cx - 10, cy + 6, 16, colour.primary) +
          circle(cx + 10, cy + 6, 16, colour.primarySoft) +
          circle(cx, cy - 10, 16, colour.primary),
      ]
      return (
        rect(x + 16, y + 8, w - 32, 48, 24, colour.mint) +
        stroke(`M${x + 44} ${y + 22}a10 10 0 1 1 0 .1M${x + 52} ${y + 42}l7 7`, colour.primary, 4) +
        textLine(x + 76, y + 26, 120, colour.primarySoft) +
        [0, 1, 2].map((chip) => rect(x + 16 + chip * 90, y + 74, 80, 32, 16, chip === 0 ? colour.primary : colour.accentSoft)).join('') +
        [0, 1, 2, 3]
          .map((row) => {
            const top = y + 126 + row * 100
            const up = random() > 0.4
            return (
              rect(x + 16, top, w - 32, 86, 18, colour.paper, { stroke: colour.line, 'stroke-width': 3 }) +
              circle(x + 62, top + 43, 32, row % 2 ? colour.accentSoft : colour.mint) +
              produce[row % produce.length]!(x + 62, top + 43) +
              textLine(x + 108, top + 26, between(random, 80, 120), colour.ink) +
              textLine(x + 108, top + 50, between(random, 50, 80)) +
              rect(x + w - 82, top + 28, 50, 30, 15, up ? colour.primary : colour.accentSoft) +
              stroke(
                up ? `M${x + w - 66} ${top + 50}l9-10 9 10` : `M${x + w - 66} ${top + 38}l9 10 9-10`,
                up ? colour.paper : colour.accent,
                4,
              )
            )
          })
          .join('')
      )
    },
    beside: () =>
      floatingCard(580, 440, 320, 170) +
      truck(614, 472, 1.1, colour.primary) +
      stroke('M614 590h250', colour.line, 6, { 'stroke-dasharray': '2 18' }) +
      circle(856, 470, 16, colour.accent),
  },
  machineMonitor: {
    device: 'dashboard',
    left: 120,
    screen: ({ x, y, w }, random) => {
      const card = (w - 2 * 24) / 3
      const alarm = Math.floor(random() * 3)
      const points = [...Array(12).keys()].map((index) => [x + 30 + index * ((w - 60) / 11), y + 380 - between(random, 20, 80)] as const)
      const spike = 4 + Math.floor(random() * 6)
      const peak = [points[spike]![0], y + 250] as const
      points[spike] = peak
      return (
        [0, 1, 2]
          .map((index) => {
            const left = x + index * (card + 24)
            const cx = left + card / 2
            const level = index === alarm ? 300 : between(random, 120, 220)
            return (
              rect(left, y, card, 190, 18, colour.paper, { stroke: colour.line, 'stroke-width': 3 }) +
              stroke(arc(cx, y + 118, 70, 210, 510), colour.line, 18) +
              stroke(arc(cx, y + 118, 70, 210, 210 + level), index === alarm ? colour.accent : colour.primary, 18) +
              circle(cx, y + 118, 12, index === alarm ? colour.accent : colour.ink) +
              textLine(cx - 40, y + 160, 80)
            )
          })
          .join('') +
        rect(x, y + 214, w, 226, 18, colour.mint, { opacity: 0.55 }) +
        [0, 1, 2].map((row) => stroke(`M${x + 30} ${y + 270 + row * 50}H${x + w - 30}`, colour.paper, 3)).join('') +
        stroke(`M${points.map(([px, py]) => `${px} ${py}`).join('L')}`, colour.primary, 7) +
        circle(peak[0], peak[1], 22, colour.accent, { opacity: 0.25 }) +
        circle(peak[0], peak[1], 11, colour.accent)
      )
    },
    beside: () =>
      floatingCard(930, 440, 180, 160, colour.accent) +
      stroke('M1020 470l52 92h-104z', colour.paper, 10) +
      stroke('M1020 505v24M1020 545v2', colour.paper, 10),
  },
  staffRecords: {
    device: 'dashboard',
    left: 80,
    screen: ({ x, y, w }, random) =>
      [colour.mint, colour.accentSoft, colour.mint]
        .map((fill, index) => {
          const tile = (w - 48) / 3
          const left = x + index * (tile + 24)
          return (
            rect(left, y, tile, 110, 16, fill) +
            circle(left + 46, y + 55, 24, index === 1 ? colour.accent : colour.primary) +
            rect(left + 86, y + 34, tile * 0.4, 22, 8, colour.ink) +
            textLine(left + 86, y + 68, tile * 0.3, colour.paper)
          )
        })
        .join('') +
      rect(x, y + 134, w, 40, 10, colour.primary) +
      [0.05, 0.4, 0.72].map((at) => textLine(x + w * at, y + 148, 90, colour.primarySoft, 12)).join('') +
      [0, 1, 2, 3]
        .map((row) => {
          const top = y + 190 + row * 64
          const state = Math.floor(random() * 3)
          return (
            (row % 2 ? '' : rect(x, top - 8, w, 60, 10, colour.mint, { opacity: 0.35 })) +
            person(x + w * 0.05 + 20, top + 22, 20, [colour.primary, colour.accent, colour.primarySoft][row % 3]!) +
            textLine(x + w * 0.05 + 54, top + 16, between(random, 90, 140), colour.ink) +
            textLine(x + w * 0.4, top + 16, between(random, 80, 130)) +
            rect(x + w * 0.72, top + 6, 96, 30, 15, [colour.primary, colour.accentSoft, colour.mint][state]!) +
            (state === 0 ? tick(x + w * 0.92, top, 40, colour.primary, 5) : '')
          )
        })
        .join(''),
    beside: () =>
      floatingCard(880, 470, 250, 160) +
      circle(940, 550, 40, colour.primary) +
      tick(910, 520, 60, colour.paper, 8) +
      textLine(1000, 520, 100, colour.ink, 14) +
      textLine(1000, 550, 80) +
      rect(1000, 576, 90, 26, 13, colour.accentSoft),
  },
  reportCard: {
    device: 'browser',
    left: 160,
    screen: ({ x, y, w }, random) => {
      const absent = new Set([...Array(4)].map(() => Math.floor(random() * 35)))
      return (
        rect(x, y, 250, 420, 18, colour.mint, { opacity: 0.6 }) +
        person(x + 125, y + 96, 62, colour.primary) +
        textLine(x + 55, y + 186, 140, colour.ink, 16) +
        textLine(x + 75, y + 214, 100) +
        [...Array(35).keys()]
          .map((day) =>
            circle(x + 40 + (day % 7) * 28, y + 262 + Math.floor(day / 7) * 30, 10, absent.has(day) ? colour.accent : colour.primarySoft),
          )
          .join('') +
        [0, 1, 2, 3, 4]
          .map((row) => {
            const top = y + 10 + row * 62
            const share = between(random, 0.45, 0.95)
            return (
              textLine(x + 284, top + 8, 110, colour.ink, 14) +
              rect(x + 420, top, w - 420, 30, 15, colour.mint) +
              rect(x + 420, top, (w - 420) * share, 30, 15, row === 2 ? colour.accent : colour.primary)
            )
          })
          .join('') +
        rect(x + 284, y + 330, w - 284, 90, 16, colour.accentSoft) +
        textLine(x + 310, y + 356, 200, colour.ink, 14) +
        textLine(x + 310, y + 384, 140, colour.paper)
      )
    },
    beside: () =>
      floatingCard(880, 450, 240, 160, colour.primary) +
      rect(910, 480, 130, 80, 14, colour.primarySoft) +
      rect(926, 496, 34, 26, 6, colour.accentSoft) +
      textLine(926, 536, 90, colour.primary, 10) +
      circle(1060, 560, 30, colour.accent) +
      tick(1038, 538, 44, colour.paper, 6),
  },
  savingsGroup: {
    device: 'phone',
    left: 600,
    screen: ({ x, y, w }, random) => {
      const cx = x + w / 2
      const cy = y + 150
      const members = 8
      const paid = Math.floor(between(random, 4, 7))
      return (
        circle(cx, cy, 118, colour.mint, { opacity: 0.6 }) +
        circle(cx, cy, 102, 'none', {
          stroke: colour.primarySoft,
          'stroke-width': 4,
          'stroke-dasharray': '4 12',
          'stroke-linecap': 'round',
        }) +
        circle(cx, cy, 52, colour.primary) +
        circle(cx, cy, 30, colour.accent) +
        circle(cx, cy, 18, colour.accentSoft) +
        [...Array(members).keys()]
          .map((index) => {
            const angle = (index / members) * 2 * Math.PI
            return person(
              cx + 102 * Math.sin(angle),
              cy - 102 * Math.cos(angle),
              22,
              index < paid ? colour.primary : colour.accentSoft,
              index < paid ? colour.paper : colour.accent,
            )
          })
          .join('') +
        [0, 1, 2, 3]
          .map((row) => {
            const top = y + 300 + row * 64
            const plus = row !== 2
            return (
              rect(x + 16, top, w - 32, 52, 14, row % 2 ? colour.paper : colour.mint, { opacity: row % 2 ? 1 : 0.5 }) +
              circle(x + 44, top + 26, 14, plus ? colour.primary : colour.accent) +
              stroke(plus ? `M${x + 44} ${top + 19}v14M${x + 37} ${top + 26}h14` : `M${x + 37} ${top + 26}h14`, colour.paper, 4) +
              textLine(x + 70, top + 20, between(random, 70, 110), colour.ink) +
              rect(x + w - 96, top + 16, 64, 20, 10, plus ? colour.primarySoft : colour.accentSoft)
            )
          })
          .join('')
      )
    },
    beside: () =>
      floatingCard(330, 380, 240, 220) +
      [0, 1, 2, 3].map((index) => coin(450, 540 - index * 26)).join('') +
      circle(400, 430, 18, colour.primary) +
      textLine(430, 422, 100, colour.ink, 14),
  },
  fleetMap: {
    device: 'dashboard',
    left: 120,
    screen: ({ x, y, w, h }, random) => {
      const mapWidth = w * 0.62
      const stops = [0, 1, 2, 3].map((index) => [x + 50 + index * ((mapWidth - 100) / 3), y + between(random, 80, h - 80)] as const)
      const route = `M${stops.map(([sx, sy]) => `${sx} ${sy}`).join('L')}`
      const done = 1 + Math.floor(random() * 2)
      return (
        mapRoads({ x, y, w: mapWidth, h }, random) +
        stroke(route, colour.accent, 10, { 'stroke-dasharray': '1 18' }) +
        stroke(
          `M${stops
            .slice(0, done + 1)
            .map(([sx, sy]) => `${sx} ${sy}`)
            .join('L')}`,
          colour.accent,
          10,
        ) +
        pin(stops[0]![0], stops[0]![1], 40, colour.primary) +
        pin(stops[3]![0], stops[3]![1], 40, colour.accent) +
        truck(stops[done]![0] - 40, stops[done]![1] - 60, 0.5, colour.primary) +
        stroke(`M${x + mapWidth + 60} ${y + 40}V${y + h - 60}`, colour.line, 6) +
        [0, 1, 2, 3]
          .map((row) => {
            const top = y + 40 + row * ((h - 100) / 3)
            return (
              circle(
                x + mapWidth + 60,
                top,
                14,
                row <= done ? colour.primary : colour.paper,
                row <= done ? {} : { stroke: colour.primary, 'stroke-width': 5 },
              ) +
              textLine(x + mapWidth + 90, top - 14, between(random, 80, 130), colour.ink) +
              textLine(x + mapWidth + 90, top + 6, between(random, 50, 90))
            )
          })
          .join('')
      )
    },
    beside: (random) =>
      floatingCard(900, 460, 200, 160) +
      stroke(arc(1000, 570, 64, 270, 450), colour.line, 16) +
      stroke(arc(1000, 570, 64, 270, 270 + between(random, 60, 150)), colour.primary, 16) +
      circle(1000, 570, 10, colour.ink),
  },
}

export const artScreenDrawings = drawings
