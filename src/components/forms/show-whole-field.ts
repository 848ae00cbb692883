/**
 * Tab brings a text field into view only as far as its caret, so a message box can stay half below the
 * screen. Once focus lands on a field, the whole of it is shown, with the page's scroll padding below it for
 * its focus ring. In the capture phase: React stops a focus event inside an island it is hydrating.
 */
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
