/**
 * How long without a keystroke counts as a pause in typing: the visitor between two bursts, reading or
 * thinking. An island's heavy steps (running its code, building Chakra's system, hydrating) wait for one.
 */
const pauseMs = 1000

let lastKeystrokeAt = Number.NEGATIVE_INFINITY

/**
 * Notes each keystroke on the page from now on, for typingPause(). A text field pressed or taking focus
 * counts too: typing is about to start (a tap wakes an island before the field has the focus).
 */
export function watchTyping(): void {
  const note = () => (lastKeystrokeAt = performance.now())
  const noteField = ({ target }: Event) => {
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) note()
  }
  for (const type of ['keydown', 'input'] as const) addEventListener(type, note, { capture: true, passive: true })
  for (const type of ['pointerdown', 'focusin'] as const) addEventListener(type, noteField, { capture: true, passive: true })
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
