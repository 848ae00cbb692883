import type { LocaleResources, Namespace } from '../../i18n/namespaces.ts'

/** Key prefixes per namespace; only these ship, and the server renders with only these, so a missing one shows as a key. */
export type IslandStrings = Partial<Record<Namespace, readonly string[]>>

export function pickIslandStrings(resources: LocaleResources, strings: IslandStrings): LocaleResources {
  const picked: LocaleResources = {}
  for (const [namespace, prefixes] of Object.entries(strings) as [Namespace, readonly string[]][]) {
    const source = resources[namespace]
    if (!source) throw new Error(`An island renders the namespace ${namespace}, which the page does not have`)
    const target = (picked[namespace] ??= {})
    for (const prefix of prefixes) {
      if (!(prefix in source)) throw new Error(`An island renders ${namespace}:${prefix}, which locales/ does not have`)
      target[prefix] = source[prefix]
    }
  }
  return picked
}

export function mergeIslandStrings(all: Iterable<IslandStrings>): IslandStrings {
  const merged: Partial<Record<Namespace, Set<string>>> = {}
  for (const strings of all) {
    for (const [namespace, prefixes] of Object.entries(strings) as [Namespace, readonly string[]][]) {
      const set = (merged[namespace] ??= new Set())
      for (const prefix of prefixes) set.add(prefix)
    }
  }
  return Object.fromEntries(Object.entries(merged).map(([namespace, set]) => [namespace, [...set]]))
}

export const islandStringsElementId = 'island-strings'

export interface IslandPageData {
  language: string
  resources: LocaleResources
}
