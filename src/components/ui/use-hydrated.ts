import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates prerendered markup, true afterwards and on client-side mounts.
 * State the server cannot know (the query string, storage) must wait for it, or hydration breaks.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
