/** How long without a keystroke counts as a pause in typing, which an island's heavy steps wait for. */
const pauseMs = 1000

let lastKeystrokeAt = Number.NEGATIVE_INFINITY

/** Inputs that take no typing: a key on them (arrows through the portfolio's filter) is no keystroke. */
const notTyped = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'])
const takesTyping = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !notTyped.has(target.type))

/** A text field pressed or focused counts as a keystroke: typing is about to start. */
export function watchTyping(): void {
  const note = ({ target }: Event) => {
    if (takesTyping(target)) lastKeystrokeAt = performance.now()
  }
  for (const type of ['keydown', 'input', 'pointerdown', 'focusin'] as const) addEventListener(type, note, { capture: true, passive: true })
}

/** Ends the current task, then resolves once the visitor has not typed for a moment. */
export function typingPause(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const wait = lastKeystrokeAt + pauseMs - performance.now()
      if (wait > 0) setTimeout(check, wait)
      else resolve()
    }
    setTimeout(check)
  })
}

export function yieldToInput(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve))
}
