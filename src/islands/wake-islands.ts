import type { ComponentType } from 'react'
import { islands, type IslandId } from './registry.ts'

/** The visitor's first signs of intent that wake an island: pointer, touch, focus, input. */
const intentEvents = ['pointerover', 'touchstart', 'focusin', 'input'] as const

const woken = new WeakMap<HTMLElement, Promise<void>>()

/**
 * Prepares every island of the page and wakes each on the first intent it sees. Nothing here loads
 * React: an island's code, React's included, is fetched only when the island wakes.
 */
export function wakeIslandsOnIntent(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const wake = () => wakeIsland(element)
    const onIntent = () => {
      for (const type of intentEvents) element.removeEventListener(type, onIntent)
      void wake()
    }
    for (const type of intentEvents) element.addEventListener(type, onIntent, { passive: true })
    islands[element.dataset.island as IslandId].prepare?.(element, wake)
  }
}

/** Loads an island's code and hydrates it, once; resolves when React has taken it over. */
export function wakeIsland(element: HTMLElement): Promise<void> {
  let hydrated = woken.get(element)
  if (!hydrated) {
    hydrated = hydrate(element)
    woken.set(element, hydrated)
  }
  return hydrated
}

async function hydrate(element: HTMLElement): Promise<void> {
  const id = element.dataset.island as IslandId
  element.dataset.islandState = 'loading'
  try {
    const load = islands[id].load as () => Promise<ComponentType<object>>
    // Three downloads at once, each run in a task of its own as it arrives: React DOM, what hydrates, the island.
    const [, { hydrateIsland }, Component] = await Promise.all([import('react-dom/client'), import('./hydrate-island.tsx'), load()])
    await hydrateIsland(element, Component, JSON.parse(element.dataset.islandProps ?? '{}') as object)
    element.dataset.islandState = 'hydrated'
  } catch (error) {
    // The island stays what the server made of it: plain HTML that reads and, for forms, still posts.
    element.dataset.islandState = 'failed'
    woken.delete(element)
    throw error
  }
}
