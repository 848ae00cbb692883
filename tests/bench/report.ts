import type { ByteCounts } from './measure-bytes.ts'
import { networks, type FirstPress } from './measure-first-press.ts'
import { typedPhrase, type FormTyping } from './measure-form-typing.ts'
import type { FontCost } from './measure-font-cost.ts'
import type { MenuTap } from './measure-menu-tap.ts'
import type { PhotoBytesByScreen } from './measure-photo-bytes.ts'
import type { LighthouseScores } from './run-lighthouse.ts'

export interface PageMeasurement {
  path: string
  withScripts: { bytes: ByteCounts; lighthouse?: LighthouseScores }
  noScriptFloor: { bytes: ByteCounts; lighthouse?: LighthouseScores }
  menuTap?: MenuTap
  formTyping?: FormTyping
  photos?: PhotoBytesByScreen
  firstPress?: FirstPress[]
  fontCost?: FontCost
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const totalGzip = (counts: ByteCounts) => Object.values(counts.bytes).reduce((sum, { gzip }) => sum + gzip, 0)
const ratio = (value: number, floor: number) => (floor > 0 ? `×${(value / floor).toFixed(2)}` : '–')

export function markdownTable(pages: PageMeasurement[], runs: number, tapRuns: number, typingRuns: number): string {
  const header = [
    '| page | perf (floor) | a11y | best pr. | SEO | LCP ms (floor, ratio) | TBT ms (floor) | CLS | JS gzip KB | CSS gzip KB | HTML gzip KB | photos KB | total gzip KB (floor, ratio) | requests (floor) | menu tap ms (from press) | first typing: slowest key ms (floor) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ]
  const rows = pages.map(({ path, withScripts, noScriptFloor, menuTap, formTyping }) => {
    const lh = withScripts.lighthouse
    const floor = noScriptFloor.lighthouse
    const { bytes, requests } = withScripts.bytes
    const total = totalGzip(withScripts.bytes)
    const floorTotal = totalGzip(noScriptFloor.bytes)
    const cells = [
      path,
      lh && floor ? `${lh.performance} (${floor.performance})` : '–',
      lh ? String(lh.accessibility) : '–',
      lh ? String(lh.bestPractices) : '–',
      lh ? String(lh.seo) : '–',
      lh && floor ? `${lh.lcpMs} (${floor.lcpMs}, ${ratio(lh.lcpMs, floor.lcpMs)})` : '–',
      lh && floor ? `${lh.tbtMs} (${floor.tbtMs})` : '–',
      lh ? String(lh.cls) : '–',
      kb(bytes.js.gzip),
      kb(bytes.css.gzip),
      kb(bytes.html.gzip),
      kb(bytes.image.raw),
      `${kb(total)} (${kb(floorTotal)}, ${ratio(total, floorTotal)})`,
      `${requests} (${noScriptFloor.bytes.requests})`,
      menuTap ? `${menuTap.interactionMs} (${menuTap.fromPressMs})` : '–',
      formTyping ? typingCell(formTyping) : '–',
    ]
    return `| ${cells.join(' | ')} |`
  })
  const note = `Lighthouse ${runs > 1 ? `median of ${runs} runs` : 'single run'}, mobile emulation with simulated slow 4G and 4× CPU slowdown, Debian Chromium; bytes of the first visit until network idle, gzip level 6 (photos as the site serves them). Floor = the same page with its scripts removed, measured in turns with it (page, floor, page…). Menu tap: the first tap on the mobile menu button of a fresh load, 375 px wide, CPU slowed 4×, median of ${tapRuns}; measured as Interaction to Next Paint counts it (from the input to the frame painted after its click), and in brackets from the finger coming down to the first frame with the menu open. First typing (form pages): as soon as the form is parsed, while the page still loads, a tap on its first field (brought to the middle of the screen, as a phone does above its keyboard) and "${typedPhrase}" typed at once, one real key press every 60 ms, 375 px wide, CPU slowed 4×; the slowest keystroke as Interaction to Next Paint counts it (Event Timing: from the key's input to the frame painted after it; with so few keystrokes, also the INP of the typing), median of ${typingRuns} loads, and in brackets the same typing on the no-script floor, in turns with it; "text lost" if any run's field did not hold exactly what was typed once the page had loaded.`
  return [...header, ...rows, '', note].join('\n')
}

function typingCell({ page, floor }: FormTyping): string {
  const lost = page.textKept && floor.textKept ? '' : ' text lost'
  return `${page.slowestKeyMs} (${floor.slowestKeyMs})${lost}`
}

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : '–')

export function photoTable(pages: PageMeasurement[]): string {
  const header = [
    '| page | 1× KB (whole page) | 2× KB (whole page) | Save-Data KB (whole page) | 1× of 2× | Save-Data of 2× |',
    '| --- | --- | --- | --- | --- | --- |',
  ]
  const rows = pages.flatMap(({ path, photos }) => {
    if (!photos) return []
    const { oneX, twoX, saveData } = photos
    const cell = ({ firstView, wholePage }: { firstView: number; wholePage: number }) => `${kb(firstView)} (${kb(wholePage)})`
    return [
      `| ${[path, cell(oneX), cell(twoX), cell(saveData), percent(oneX.wholePage, twoX.wholePage), percent(saveData.wholePage, twoX.wholePage)].join(' | ')} |`,
    ]
  })
  const note =
    'Photos: bytes of the photos from /assets/photos/ on a phone 375 px wide, on arrival until network idle and, in brackets, after scrolling to the end of the page; Save-Data on a 2× screen. Ratios on the whole page.'
  return [...header, ...rows, '', note].join('\n')
}

const pressCell = (presses: FirstPress[], network: FirstPress['network'], moment: FirstPress['moment']) =>
  presses
    .filter((press) => press.network === network && press.moment === moment)
    .map(({ firstChangeMs, answerMs, worstAnswerMs }) => `${firstChangeMs} / ${answerMs} (${worstAnswerMs})`)
    .join(' · ') || '–'

export function firstPressTable(pages: Pick<PageMeasurement, 'path' | 'firstPress'>[], pressRuns: number): string {
  const header = [
    '| page | slow 4G, at load | slow 4G, woken | slow 4G, floor | 3G, at load | 3G, woken | 3G, floor |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ]
  const rows = pages.flatMap(({ path, firstPress }) =>
    firstPress
      ? [
          `| ${[
            path,
            pressCell(firstPress, 'slow4g', 'atLoad'),
            pressCell(firstPress, 'slow4g', 'woken'),
            pressCell(firstPress, 'slow4g', 'floor'),
            pressCell(firstPress, 'regular3g', 'atLoad'),
            pressCell(firstPress, 'regular3g', 'woken'),
            pressCell(firstPress, 'regular3g', 'floor'),
          ].join(' | ')} |`,
        ]
      : [],
  )
  const { slow4g, regular3g } = networks
  const note = `First press of Send (form pages): a fresh load, 375 px wide, touch, CPU slowed 4×, the network throttled by Chromium (${slow4g.label}: ${slow4g.rttMs} ms round trip, ${slow4g.downloadKbps} kbps down; ${regular3g.label}: ${regular3g.rttMs} ms, ${regular3g.downloadKbps} kbps); Send tapped as soon as the page has loaded, or once the page is idle and the form's outbox code has loaded. Each cell: empty form · filled form (a whole message put back from its draft), each as ms from the finger coming down to the first frame with a visible answer (the button busy) / to the first frame with the answer itself (errors with their summary, or the hand-off or sending status), median of ${pressRuns} loads, and in brackets the slowest. Floor: the same tap on the page without its scripts, to the next frame painted.`
  return [...header, ...rows, '', note].join('\n')
}

/** The floors the type is held to: a first visit's font per language, and LCP beside the page with fonts refused. */
const typeFloors = { fontKB: 24, lcpRatio: 1.05 }

export function fontTable(pages: Pick<PageMeasurement, 'path' | 'fontCost'>[], fontRuns: number): string {
  const header = [
    `| page | font KB (floor ${typeFloors.fontKB}) | LCP ms, fonts (refused, ratio; floor ×${typeFloors.lcpRatio.toFixed(2)}) | CLS, fonts (refused) | face drawn at first paint |`,
    '| --- | --- | --- | --- | --- |',
  ]
  const rows = pages.flatMap(({ path, fontCost }) => {
    if (!fontCost) return []
    const { fontBytes, lcpMs, refusedLcpMs, cls, refusedCls, faceDrawn, runs } = fontCost
    return [
      `| ${[path, kb(fontBytes), `${Math.round(lcpMs)} (${Math.round(refusedLcpMs)}, ${ratio(lcpMs, refusedLcpMs)})`, `${cls.toFixed(3)} (${refusedCls.toFixed(3)})`, `${faceDrawn} of ${runs}`].join(' | ')} |`,
    ]
  })
  const paired = pages.flatMap(({ fontCost }) => fontCost?.pairedRatios ?? []).sort((a, b) => a - b)
  const quantile = (share: number) => `×${paired[Math.floor(share * (paired.length - 1))]!.toFixed(2)}`
  if (paired.length > 1) {
    rows.push(
      `| every page, load by load | | ${quantile(0.5)} over ${paired.length} pairs (middle half ${quantile(0.25)}–${quantile(0.75)}) | | |`,
    )
  }
  const note = `Type: a first visit (empty cache) 375 px wide, touch, CPU slowed 4×, the network throttled by Chromium (slow 4G: ${networks.slow4g.rttMs} ms round trip, ${networks.slow4g.downloadKbps} kbps down), measured by the page's own performance observers until network idle, median of ${fontRuns} loads; in turns with the same page whose font requests are all refused (404), so it draws in the metric-matched stand-ins. Font KB: bytes of woff2 the first visit downloaded. Every page, load by load: each load with fonts over the refused load beside it, the median of all pages' pairs and the middle half of them, which shows how much one load varies. CLS: the largest of the runs. Face drawn: the runs whose heading Chromium drew in the face (CSS.getPlatformFontsForNode): with \`font-display: optional\` a face that arrives after the text is first laid out waits for the next page.`
  return [...header, ...rows, '', note].join('\n')
}
