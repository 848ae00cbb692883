import { useSyncExternalStore } from 'react'

let version = 0
const listeners = new Set<() => void>()

/** The rules changed (a name kept as in English in the glossary): every text is checked again, and old verdicts go. */
export function recheck(): void {
  version++
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A number that changes when the rules do: a check that follows it runs again then. */
export const useChecksVersion = () => useSyncExternalStore(subscribe, () => version)
