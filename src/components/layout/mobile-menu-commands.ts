/** Where invoker commands or `closedby` are missing: the menu as a modal dialog, as the HTML attributes say. */
export function supportMenuCommands(): void {
  // The popover attributes are only the fallback; where invoker commands work, Chromium warns of them at each use.
  if ('commandForElement' in HTMLButtonElement.prototype)
    for (const button of document.querySelectorAll('button[commandfor][popovertarget]')) button.removeAttribute('popovertarget')
  else {
    document.addEventListener('click', (event) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[commandfor]')
      const dialog = button && document.getElementById(button.getAttribute('commandfor') ?? '')
      if (!button || !(dialog instanceof HTMLDialogElement) || dialog.matches(':popover-open')) return
      // Instead of the button's popover action.
      event.preventDefault()
      if (button.getAttribute('command') === 'show-modal') dialog.showModal()
      else if (button.getAttribute('command') === 'close') dialog.close()
    })
  }
  if (!('closedBy' in HTMLDialogElement.prototype)) {
    // A tap on the backdrop lands on the dialog element itself, outside its content box.
    document.addEventListener('click', (event) => {
      const dialog = event.target
      if (!(dialog instanceof HTMLDialogElement) || dialog.getAttribute('closedby') !== 'any' || !dialog.open) return
      const box = dialog.getBoundingClientRect()
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
      if (!inside) dialog.close()
    })
  }
}
