import type { ComponentType } from 'react'
import type { IslandId } from '../components/island/island.tsx'
import { islands } from './registry.ts'
import { typingPause, watchTyping, yieldToInput } from './typing-pause.ts'

/** The visitor's first signs of intent that wake an island: pointer, touch, focus, input. */
const intentEvents = ['pointerover', 'touchstart', 'focusin', 'input'] as const

const waking = new WeakMap<HTMLElement, { hydrated: Promise<void>; hurry: () => void }>()

/**
 * Prepares every island of the page and wakes each on the first intent it sees. Nothing here loads
 * React: an island's code, React's included, is fetched only when the island wakes.
 */
export function wakeIslandsOnIntent(): void {
  watchTyping()
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const onIntent = () => {
      for (const type of intentEvents) element.removeEventListener(type, onIntent)
      void wakeIsland(element)
    }
    for (const type of intentEvents) element.addEventListener(type, onIntent, { passive: true })
    islands[element.dataset.island as IslandId].prepare?.(element, () => wakeIsland(element, { now: true }))
  }
}

/**
 * Loads an island's code and hydrates it, once; resolves when React has taken it over. Each step is a
 * task of its own, and waits for a pause in the visitor's typing (typing-pause.ts): the island is HTML
 * until then, which keeps what is typed. `now`: something waits for the island (a form's submit), so
 * its steps wait for no pause, only end their task.
 */
function wakeIsland(element: HTMLElement, { now = false } = {}): Promise<void> {
  let current = waking.get(element)
  if (!current) {
    let hurry!: () => void
    const hurried = new Promise<void>((resolve) => (hurry = resolve))
    current = { hydrated: hydrate(element, () => Promise.race([typingPause(), hurried.then(yieldToInput)])), hurry }
    waking.set(element, current)
  }
  if (now) current.hurry()
  return current.hydrated
}

async function hydrate(element: HTMLElement, betweenSteps: () => Promise<void>): Promise<void> {
  const id = element.dataset.island as IslandId
  element.dataset.islandState = 'loading'
  try {
    await betweenSteps()
    const load = islands[id].load as () => Promise<ComponentType<object>>
    // Three downloads at once, each run in a task of its own as it arrives: React DOM, what hydrates, the island.
    const [, { hydrateIsland }, Component] = await Promise.all([import('react-dom/client'), import('./hydrate-island.tsx'), load()])
    await hydrateIsland(element, Component, JSON.parse(element.dataset.islandProps ?? '{}') as object, betweenSteps)
    element.dataset.islandState = 'hydrated'
  } catch (error) {
    // The island stays what the server made of it: plain HTML that reads and, for forms, still posts.
    element.dataset.islandState = 'failed'
    waking.delete(element)
    throw error
  }
}
