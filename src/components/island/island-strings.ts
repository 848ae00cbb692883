import type { LocaleResources, Namespace } from '../../i18n/namespaces.ts'

/**
 * The strings an island renders, as key prefixes per namespace: `{ common: ['forms'] }` is every key
 * under `forms.` of common.json. Only these ship to the browser, and the island renders with only
 * these on the server too, so a string it forgot to declare shows up as a raw key in the built page.
 */
export type IslandStrings = Partial<Record<Namespace, readonly string[]>>

/** The part of a page's resources that some islands render: the keys under each declared prefix. */
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

/** Several islands' declarations as one, each prefix once. */
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

/** The id of the JSON script in which a page carries its islands' strings. */
export const islandStringsElementId = 'island-strings'

export interface IslandPageData {
  language: string
  resources: LocaleResources
}
