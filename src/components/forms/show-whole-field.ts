/** Tab shows a field only as far as its caret; in the capture phase, as React stops focus events in an island it hydrates. */
export function showWholeFieldOnFocus(): void {
  document.addEventListener(
    'focusin',
    ({ target }) => {
      const field = target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement || target instanceof HTMLSelectElement
      if (field && target.getBoundingClientRect().bottom > window.innerHeight) target.scrollIntoView({ block: 'nearest' })
    },
    { capture: true },
  )
}
