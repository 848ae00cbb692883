import type { ComponentType } from 'react'
import type { IslandId } from '../components/island/island.tsx'
import { islands } from './registry.ts'

const intentEvents = ['pointerover', 'touchstart', 'focusin', 'input'] as const

const waking = new WeakMap<HTMLElement, Promise<void>>()

/** Prepares every island of the page and wakes each on the first intent it sees; nothing here loads React. */
export function wakeIslandsOnIntent(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const onIntent = () => {
      for (const type of intentEvents) element.removeEventListener(type, onIntent)
      void wakeIsland(element)
    }
    for (const type of intentEvents) element.addEventListener(type, onIntent, { passive: true })
    islands[element.dataset.island as IslandId].prepare?.(element)
  }
}

/** Ends the current task, so input that arrived meanwhile runs first. */
function yieldToInput(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve))
}

/** Loads an island's code and hydrates it, once, each heavy step a task of its own. */
function wakeIsland(element: HTMLElement): Promise<void> {
  let hydrated = waking.get(element)
  if (!hydrated) {
    hydrated = hydrate(element, yieldToInput)
    waking.set(element, hydrated)
  }
  return hydrated
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
