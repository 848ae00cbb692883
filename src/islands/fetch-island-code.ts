import { whenIdle } from './when-idle.ts'

/**
 * Once the page has loaded and is idle, the code of its islands that carry `data-island-code` (the
 * forms: postbuild/island-code.ts) is fetched, not run, into the browser's cache and the service
 * worker's: a form opened online then still wakes, and keeps a message, after the connection dropped.
 * Never when the browser asks to save data (`data-save-data`, save-photo-data.ts): there the code
 * comes only on the visitor's intent. The page's root says `data-island-code="fetched"` when done.
 */
export function fetchIslandCodeWhenIdle(): void {
  const root = document.documentElement
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island-code]')]
  if (!islands.length || root.dataset.saveData === 'on') return
  const fetchAll = () => {
    // An island already waking fetches its code itself, at the priority a visitor waiting on it needs.
    const waiting = islands.filter((island) => !island.dataset.islandState)
    const files = new Set(waiting.flatMap((island) => island.dataset.islandCode!.split(' ').filter(Boolean)))
    // Read to the end, so that each file is whole in the caches; low priority, behind anything the visitor asks for.
    const fetched = [...files].map((file) => fetch(file, { priority: 'low' }).then((response) => response.blob()))
    Promise.all(fetched).then(
      () => (root.dataset.islandCode = 'fetched'),
      () => {
        // Offline, or a deploy replaced the files: the island fetches its code when it wakes, as without this.
      },
    )
  }
  if (document.readyState === 'complete') whenIdle(fetchAll)
  else window.addEventListener('load', () => whenIdle(fetchAll), { once: true })
}
