/**
 * How long without a keystroke counts as a pause in typing: the visitor between two bursts, reading or
 * thinking. An island's heavy steps (running its code, building Chakra's system, hydrating) wait for one.
 */
const pauseMs = 1000

let lastKeystrokeAt = Number.NEGATIVE_INFINITY

/** Inputs that take no typing: a key on them (arrows through the portfolio's filter) is no keystroke. */
const notTyped = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'])
const takesTyping = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !notTyped.has(target.type))

/**
 * Notes each keystroke in a text field from now on, for typingPause(). A text field pressed or taking
 * focus counts too: typing is about to start (a tap wakes an island before the field has the focus).
 */
export function watchTyping(): void {
  const note = ({ target }: Event) => {
    if (takesTyping(target)) lastKeystrokeAt = performance.now()
  }
  for (const type of ['keydown', 'input', 'pointerdown', 'focusin'] as const) addEventListener(type, note, { capture: true, passive: true })
}

/**
 * Ends the current task, then resolves once the visitor has not typed for a moment: at once when they
 * are not typing. A keystroke never waits for a long task started in the middle of a burst.
 */
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

/** Ends the current task, so that input waiting for it is handled (and painted) first. */
export function yieldToInput(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve))
}
