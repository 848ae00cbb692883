import type { Reason } from '../../api.ts'

/** What already has a name: the other entries of the list (as typed and as saved), and the words with text. */
export interface NameOwners {
  /** The names other entries have, in the draft and in the file. */
  names: readonly string[]
  /** A word (`namespace:key`) that has text on disk or in a draft, in any language. */
  owned: (id: string) => boolean
}

const namePattern = /^[a-z][a-zA-Z0-9]*$/

/**
 * Why a new entry (or a plan's new feature) may not take `name`, whose words would be `wordIds`; undefined when it may.
 * A name another entry has, or whose words have text anywhere, is someone else's: taking it would write over them.
 */
export function nameRefusal(name: string, wordIds: readonly string[], owners: NameOwners, one: string): Reason | undefined {
  if (!namePattern.test(name))
    return { reason: 'use letters and digits only, starting with a lowercase letter, such as solarGrid', refusal: { code: 'nameFormat' } }
  if (owners.names.includes(name) || wordIds.some(owners.owned))
    return {
      reason: `“${name}” is already the name of another ${one}: choose another`,
      refusal: { code: 'nameTaken', values: { name, one } },
    }
  return undefined
}

/** A name nobody owns: `base`, or `base2`, `base3`… */
export function freeName(base: string, wordIdsOf: (name: string) => readonly string[], owners: NameOwners): string {
  for (let count = 1; ; count++) {
    const name = count === 1 ? base : `${base}${count}`
    if (!owners.names.includes(name) && !wordIdsOf(name).some(owners.owned)) return name
  }
}

/** Whether a renamed entry's words may move (`[from, to]` each): only onto keys nobody else owns. */
export function movesAreFree(moves: readonly (readonly [string, string])[], owned: (id: string) => boolean): boolean {
  const from = new Set(moves.map(([old]) => old))
  return moves.every(([, to]) => from.has(to) || !owned(to))
}
