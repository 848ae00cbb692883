// Refers to nothing outside itself, so Playwright can send it to a page as source.

export type LayoutProblemKind = 'sideways-scroll' | 'cut-word' | 'clipped-text' | 'wrapped-control'

export interface LayoutProblem {
  kind: LayoutProblemKind
  level: 'error' | 'warning'
  element: string
  text: string
  key?: string
  pixels?: number
  reason: string
  /** The reason as a code and its values, which the workspace words in its own language (workspace.json `refusals.<code>`). */
  refusal?: { code: string; values?: Record<string, string | number> }
}

export interface LayoutCheckOptions {
  keyOf?: (element: Element) => string | undefined
  keys?: Record<string, string>
}

export function findLayoutProblems(doc: Document = document, options: LayoutCheckOptions = {}): LayoutProblem[] {
  const view = doc.defaultView!
  const root = doc.documentElement
  const problems: LayoutProblem[] = []
  const styleOf = (element: Element) => view.getComputedStyle(element)

  // Blocks drawn only near the screen (content-visibility: auto) measure as placeholders: draw them all, then restore.
  const skipped = [...doc.body.querySelectorAll<HTMLElement>('*')].filter((element) => styleOf(element).contentVisibility === 'auto')
  const ownValues = skipped.map((element) => element.style.getPropertyValue('content-visibility'))
  for (const element of skipped) element.style.setProperty('content-visibility', 'visible')
  try {
    const squash = (text: string) => text.replace(/[\s\u00ad]+/g, ' ').trim()
    const short = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text)
    const round = (pixels: number) => Math.round(pixels * 10) / 10

    const exact = new Map<string, string>()
    const patterns: { key: string; letters: number; pattern: RegExp }[] = []
    for (const [key, value] of Object.entries(options.keys ?? {})) {
      const text = squash(value)
      // Two keys with the same text are both named: either may be the one to change.
      if (!text.includes('{{')) exact.set(text, exact.has(text) ? `${exact.get(text)} or ${key}` : key)
      else {
        const parts = text.split(/\{\{[^}]*\}\}/)
        const letters = parts.join('').replace(/[^\p{L}]/gu, '').length
        // A text that is mostly placeholders ("{{label}} : {{value}}") would match anything.
        if (letters >= 3)
          patterns.push({
            key,
            letters,
            pattern: new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`, 'su'),
          })
      }
    }
    const keyOfText = (text: string) => {
      const words = squash(text)
      if (!words) return undefined
      // The most words of their own win: "Call Now: {{phone}}" over "Call {{phone}}".
      const matching = patterns.filter(({ pattern }) => pattern.test(words))
      const most = Math.max(0, ...matching.map(({ letters }) => letters))
      const keys = matching.filter(({ letters }) => letters === most).map(({ key }) => key)
      return exact.get(words) ?? (keys.length ? keys.join(' or ') : undefined)
    }
    const keyFor = (element: Element, text: string) =>
      options.keyOf?.(element) ??
      keyOfText(text) ??
      keyOfText(element.textContent ?? '') ??
      keyOfText(element.getAttribute('aria-label') ?? '')

    const describe = (element: Element) => {
      const role = element.getAttribute('role')
      const components = [...element.classList].filter((name) => name.startsWith('chakra-')).map((name) => `.${name}`)
      const name = squash(element.getAttribute('aria-label') ?? element.textContent ?? '')
      return `${element.localName}${role ? `[role=${role}]` : ''}${components.join('')}${name ? ` “${short(name)}”` : ''}`
    }
    const report = (problem: Omit<LayoutProblem, 'key' | 'element'>, element: Element) => {
      const key = keyFor(element, problem.text)
      problems.push({ ...problem, element: describe(element), ...(key ? { key } : {}) })
    }

    const clippersCache = new Map<Element, { element: Element; x: boolean; y: boolean }[]>()
    const clippersOf = (element: Element | null): { element: Element; x: boolean; y: boolean }[] => {
      if (!element || element === root || element === doc.body) return []
      const known = clippersCache.get(element)
      if (known) return known
      const style = styleOf(element)
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip'
      const paint = /paint|strict|content/.test(style.contain)
      const x = paint || hides(style.overflowX)
      const y = paint || hides(style.overflowY)
      const clippers = [...(x || y ? [{ element, x, y }] : []), ...clippersOf(element.parentElement)]
      clippersCache.set(element, clippers)
      return clippers
    }

    const hiddenCache = new Map<Element, boolean>()
    const isHidden = (element: Element | null): boolean => {
      if (!element || element === root) return false
      const known = hiddenCache.get(element)
      if (known !== undefined) return known
      const style = styleOf(element)
      const hidden =
        element.closest('script, style, noscript, template') !== null ||
        style.visibility !== 'visible' ||
        style.clip.startsWith('rect') ||
        style.clipPath !== 'none' ||
        element.getClientRects().length === 0 ||
        isHidden(element.parentElement)
      hiddenCache.set(element, hidden)
      return hidden
    }

    const blockOf = (element: Element) => {
      let block: Element = element
      while (block.parentElement && /^(inline|contents)$/.test(styleOf(block).display)) block = block.parentElement
      return block
    }

    const linesOf = (rects: DOMRect[]) => {
      const lines: DOMRect[] = []
      for (const rect of [...rects].filter(({ width, height }) => width > 0 && height > 0).sort((a, b) => a.top - b.top)) {
        const last = lines.at(-1)
        if (!last || rect.top >= last.bottom - Math.min(rect.height, last.height) / 2) lines.push(rect)
      }
      return lines
    }

    const rangeOf = (node: Text, start = 0, end = node.length) => {
      const range = doc.createRange()
      range.setStart(node, start)
      range.setEnd(node, end)
      return range
    }

    const width = root.clientWidth
    const offscreen = new Set<Element>()
    const breaksAllowedAfter = new Set(['-', '\u2010', '\u2013', '\u2014', '\u00ad'])
    const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const element = node.parentElement
      if (!element || !node.data.trim() || isHidden(element)) continue

      for (const match of node.data.matchAll(/[^\s]{2,}/gu)) {
        const word = match[0]
        const start = match.index
        if (linesOf([...rangeOf(node, start, start + word.length).getClientRects()]).length < 2) continue
        const characters = [...word]
        let offset = start
        let previous: DOMRect | undefined
        for (const [index, character] of characters.entries()) {
          const rect = rangeOf(node, offset, offset + character.length).getBoundingClientRect()
          if (previous && rect.width > 0 && rect.top >= previous.bottom - rect.height / 2) {
            if (!breaksAllowedAfter.has(characters[index - 1]!))
              report(
                {
                  kind: 'cut-word',
                  level: 'error',
                  text: word,
                  reason: `“${word}” is cut in two: “${characters.slice(0, index).join('')}” / “${characters.slice(index).join('')}”. Let the box grow or wrap between words, or make the text smaller.`,
                  refusal: {
                    code: 'layoutCutWord',
                    values: { word, before: characters.slice(0, index).join(''), after: characters.slice(index).join('') },
                  },
                },
                element,
              )
            break
          }
          if (rect.width > 0) previous = rect
          offset += character.length
        }
      }

      const lines = linesOf([...rangeOf(node).getClientRects()])
      const text = squash(node.data)
      /** A glyph box may stand a little outside its line box: a quarter of its height passes. */
      const outOf = (left: number, top: number, right: number, bottom: number, x = true, y = true) => {
        const reach = (beyond: number, slack: number) => (beyond > slack ? beyond : 0)
        return Math.max(
          0,
          ...lines.map((line) =>
            Math.max(
              x ? reach(left - line.left, 1) : 0,
              x ? reach(line.right - right, 1) : 0,
              y ? reach(top - line.top, line.height / 4) : 0,
              y ? reach(line.bottom - bottom, line.height / 4) : 0,
            ),
          ),
        )
      }
      const clipped = clippersOf(element)
        .map(({ element: clipper, x, y }) => {
          const box = clipper.getBoundingClientRect()
          const left = box.left + clipper.clientLeft
          const top = box.top + clipper.clientTop
          return { clipper, pixels: outOf(left, top, left + clipper.clientWidth, top + clipper.clientHeight, x, y) }
        })
        .find(({ pixels }) => pixels > 0)
      const box = blockOf(element).getBoundingClientRect()
      const outside = outOf(box.left, box.top, box.right, box.bottom)
      if (clipped)
        report(
          {
            kind: 'clipped-text',
            level: 'error',
            text,
            pixels: round(clipped.pixels),
            reason: `Text is cut off by ${describe(clipped.clipper)}, which hides what overflows it.`,
            refusal: { code: 'layoutCutOff' },
          },
          element,
        )
      else if (outside > 0)
        report(
          {
            kind: 'clipped-text',
            level: 'error',
            text,
            pixels: round(outside),
            reason: 'Text runs out of its box, over what lies beside or below it.',
            refusal: { code: 'layoutOutOfBox' },
          },
          element,
        )

      const past = Math.max(0, ...lines.map((line) => Math.max(-(line.left + view.scrollX), line.right + view.scrollX - width)))
      if (past > 0.5 && !clippersOf(element).some(({ x }) => x)) offscreen.add(element)
    }

    if (root.scrollWidth <= width) {
      // Nothing scrolls, yet this text reaches past the screen: a box that paints only itself hides it.
      for (const element of offscreen)
        report(
          {
            kind: 'clipped-text',
            level: 'error',
            text: short(squash(element.textContent ?? '')),
            reason: 'Text runs past the edge of the screen, where nobody can scroll to it.',
            refusal: { code: 'layoutPastEdge' },
          },
          element,
        )
    } else {
      const reaches = (element: Element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && (box.left + view.scrollX < -0.5 || box.right + view.scrollX > width + 0.5)
      }
      for (const element of doc.body.querySelectorAll('*')) {
        if (!reaches(element) || isHidden(element) || clippersOf(element.parentElement).some(({ x }) => x)) continue
        if (styleOf(element).position === 'fixed' || element.closest('dialog:not([open])')) continue
        if (element.parentElement && element.parentElement !== doc.body && reaches(element.parentElement)) continue
        offscreen.add(element)
      }
      const culprits = [...offscreen].filter((element) => ![...offscreen].some((other) => other !== element && other.contains(element)))
      for (const element of culprits.length ? culprits : [root]) {
        const box = element.getBoundingClientRect()
        const pixels = element === root ? root.scrollWidth - width : Math.max(-(box.left + view.scrollX), box.right + view.scrollX - width)
        report(
          {
            kind: 'sideways-scroll',
            level: 'error',
            text: short(squash(element.textContent ?? '')),
            pixels: round(pixels),
            reason: `The page scrolls sideways by ${root.scrollWidth - width} px on a screen ${width} px wide: this reaches ${round(pixels)} px past its edge.`,
            refusal: { code: 'layoutSideways', values: { scroll: root.scrollWidth - width, width, pixels: round(pixels) } },
          },
          element,
        )
      }
    }

    for (const control of doc.querySelectorAll('button, [role="button"], .chakra-button, .chakra-badge')) {
      if (isHidden(control)) continue
      const texts = doc.createTreeWalker(control, 4)
      const rects: DOMRect[] = []
      for (let node = texts.nextNode() as Text | null; node; node = texts.nextNode() as Text | null)
        if (node.data.trim() && !isHidden(node.parentElement)) rects.push(...rangeOf(node).getClientRects())
      if (linesOf(rects).length > 1)
        report(
          {
            kind: 'wrapped-control',
            level: 'warning',
            text: squash(control.textContent ?? ''),
            reason: 'This label wraps onto two lines or more: fine when the screen is narrow, but a shorter label reads better.',
            refusal: { code: 'layoutWraps' },
          },
          control,
        )
    }
    return problems
  } finally {
    skipped.forEach((element, index) =>
      ownValues[index]
        ? element.style.setProperty('content-visibility', ownValues[index])
        : element.style.removeProperty('content-visibility'),
    )
  }
}
