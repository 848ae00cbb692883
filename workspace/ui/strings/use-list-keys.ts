import { useEffect, useRef } from 'react'

/** Alt+↓ and Alt+↑ move through the list from anywhere in the workspace, as in Crowdin's and Weblate's editors. */
export function useListKeys(move: (step: 1 | -1) => void): void {
  const latest = useRef(move)
  useEffect(() => {
    latest.current = move
  })
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return
      event.preventDefault()
      latest.current(event.key === 'ArrowDown' ? 1 : -1)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
