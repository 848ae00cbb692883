import type { ComponentType } from 'react'
import type { IslandId } from '../components/island/island.tsx'
import { islands } from './registry.ts'
import { typingPause, watchTyping, yieldToInput } from './typing-pause.ts'

const intentEvents = ['pointerover', 'touchstart', 'focusin', 'input'] as const

const waking = new WeakMap<HTMLElement, { hydrated: Promise<void>; hurry: () => void }>()

/** Prepares every island of the page and wakes each on the first intent it sees; nothing here loads React. */
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

/** Loads an island's code and hydrates it, once, each step waiting for a pause in typing (`now`: only ending its task). */
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
    // The island stays what the server made of it: plain HTML.
    element.dataset.islandState = 'failed'
    waking.delete(element)
    throw error
  }
}
